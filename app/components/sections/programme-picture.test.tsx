// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { phoneMedia } from "~/components/ui/picture";
import { contentFor, pageData, shellData } from "~/pipeline/route-data.server";
import type { Programme } from "~/content/schema";
import { PageDataContext, mergeRouteData } from "~/hooks/use-content";
import { Island, PageIslands, PageIslandsContext } from "~/islands/island";
import { ServerLocation } from "~/lib/location";
import { contentPicture } from "~/lib/content-images.server";
import { monogram } from "~/lib/monogram";
import { ProgrammePicture, programmePictureSizes } from "./programme-picture";

afterEach(cleanup);

/** A copy of a programme without the named fields, as if the content did not give them. */
function without(programme: Programme, ...fields: (keyof Programme)[]): Programme {
  return Object.fromEntries(
    Object.entries(programme).filter(([key]) => !fields.includes(key as keyof Programme)),
  ) as Programme;
}

const { programmes } = contentFor("programmes").programmes;

/** Renders the picture of a programme, with the content's programmes (as given) as page data. */
function renderPicture(programme: Programme, all: Programme[] = [programme]) {
  return renderPage(
    () => <ProgrammePicture programme={programme} sizes={programmePictureSizes} />,
    () =>
      pageData("jade-programmes", ["programmes"], undefined, {
        programmes: { ...contentFor("programmes").programmes, programmes: all },
      }),
  ).container;
}

describe("a programme's picture", () => {
  it.each(
    programmes.filter((programme) => programme.image).map((programme) => [programme.id, programme]),
  )("%s: its image, described, with its phone crop for phones", (_, programme) => {
    const container = renderPicture(programme);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("alt")).toBe(programme.imageAlt);
    expect(image.getAttribute("srcset")).toBe(contentPicture(programme.image!).sources.jpeg);
    expect(image.getAttribute("sizes")).toBe(programmePictureSizes);
    expect(image.getAttribute("loading")).toBe("lazy");
    const phone = [...container.querySelectorAll(`source[media="${phoneMedia}"]`)];
    expect(phone.length).toBe(programme.imagePhone ? 3 : 0);
    if (programme.imagePhone)
      expect(phone[0]?.getAttribute("srcset")).toBe(
        contentPicture(programme.imagePhone).sources.avif,
      );
    expect(container.querySelector(".programme-picture--fallback")).toBeNull();
  });

  it("without a phone crop, the same picture on every screen", () => {
    const programme = without(
      programmes.find((entry) => entry.imagePhone)!,
      "imagePhone",
    );
    const container = renderPicture(programme);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe(programme.imageAlt);
    expect(container.querySelectorAll("source[media]")).toHaveLength(0);
    expect(container.querySelector("[data-phone-crop]")).toBeNull();
  });

  it("without an image, a designed block with the programme's initials, hidden from screen readers", () => {
    const shown = programmes.map((entry) => {
      const bare = without(entry, "image", "imageAlt", "imagePhone");
      const block = renderPicture(bare).querySelector(".programme-picture--fallback")!;
      cleanup();
      return { entry, block };
    });
    for (const { entry, block } of shown) {
      expect(block.getAttribute("aria-hidden"), entry.id).toBe("true");
      expect(block.textContent, entry.id).toBe(monogram(entry.name));
      expect(block.querySelector("img, picture"), entry.id).toBeNull();
      expect(block.querySelectorAll("svg"), entry.id).toHaveLength(2);
      expect(block.getAttribute("data-tone"), entry.id).toMatch(/^[0-3]$/);
    }
    // The same programme always has the same tone, and the six do not all share one.
    expect(new Set(shown.map(({ block }) => block.getAttribute("data-tone"))).size).toBeGreaterThan(
      1,
    );
  });

  it("inside an island, records its image and phone crop for the browser, and only those", () => {
    const programme = programmes.find((entry) => entry.imagePhone)!;
    const islands = new PageIslands("/jade-programmes", "unchecked");
    const data = mergeRouteData([shellData(), pageData("jade-programmes", ["programmes"])]);
    renderToString(
      <ServerLocation value={{ pathname: "/jade-programmes", search: "", hash: "" }}>
        <PageDataContext value={{ data, source: "test" }}>
          <PageIslandsContext value={islands}>
            <Island name="programme-list">
              <ProgrammePicture programme={programme} sizes={programmePictureSizes} />
            </Island>
          </PageIslandsContext>
        </PageDataContext>
      </ServerLocation>,
    );
    expect(Object.keys(islands.data.pictures ?? {}).sort()).toEqual(
      [programme.image, programme.imagePhone].sort(),
    );
  });

  it("takes a class for the card's own styling", () => {
    const programme = programmes[0]!;
    const { container } = render(
      <PageDataContext
        value={{
          data: mergeRouteData([pageData("jade-programmes", ["programmes"])]),
          source: "test",
        }}
      >
        <ProgrammePicture programme={programme} sizes="100vw" className="programme__picture" />
      </PageDataContext>,
    );
    expect(container.firstElementChild?.className).toBe("programme-picture programme__picture");
  });
});
