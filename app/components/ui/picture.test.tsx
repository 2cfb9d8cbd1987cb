// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contentFor } from "~/pipeline/route-data.server";
import { contentPicture } from "~/lib/content-images.server";
import { Picture, phoneMedia } from "./picture";

afterEach(cleanup);

// A programme's picture and its phone crop, as the content names them.
const programme = contentFor("programmes").programmes.programmes.find(
  (entry) => entry.image && entry.imagePhone,
)!;
const wide = contentPicture(programme.image!);
const crop = contentPicture(programme.imagePhone!);
const attributes = (element: Element, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));

describe("Picture", () => {
  it("without a phone crop: AVIF and WebP sources for every screen, the JPEG set on the <img>", () => {
    const { container } = render(<Picture picture={wide} alt={programme.imageAlt!} sizes="50vw" />);
    const picture = container.querySelector("picture")!;
    expect(picture.hasAttribute("data-phone-crop")).toBe(false);
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => attributes(source, "type", "media", "srcset"))).toEqual([
      { type: "image/avif", media: null, srcset: wide.sources.avif },
      { type: "image/webp", media: null, srcset: wide.sources.webp },
    ]);
    expect(container.querySelectorAll("source[media]")).toHaveLength(0);
    const image = picture.querySelector("img")!;
    expect(attributes(image, "alt", "srcset", "width", "height", "loading")).toEqual({
      alt: programme.imageAlt,
      srcset: wide.sources.jpeg,
      width: String(wide.img.w),
      height: String(wide.img.h),
      loading: "lazy",
    });
  });

  it("with a phone crop: the crop's AVIF, WebP and JPEG first, for phones only, with its own size", () => {
    expect(crop.img.w / crop.img.h).not.toBeCloseTo(wide.img.w / wide.img.h, 2);
    const { container } = render(
      <Picture
        picture={wide}
        phone={crop}
        alt={programme.imageAlt!}
        sizes="50vw"
        loading="eager"
      />,
    );
    const picture = container.querySelector("picture")!;
    expect(picture.hasAttribute("data-phone-crop")).toBe(true);
    const sources = [...picture.querySelectorAll("source")].map((source) =>
      attributes(source, "type", "media", "srcset", "sizes", "width", "height"),
    );
    const phone = {
      media: phoneMedia,
      sizes: "50vw",
      width: String(crop.img.w),
      height: String(crop.img.h),
    };
    const screen = { media: null, sizes: "50vw", width: null, height: null };
    expect(sources).toEqual([
      { type: "image/avif", srcset: crop.sources.avif, ...phone },
      { type: "image/webp", srcset: crop.sources.webp, ...phone },
      { type: "image/jpeg", srcset: crop.sources.jpeg, ...phone },
      { type: "image/avif", srcset: wide.sources.avif, ...screen },
      { type: "image/webp", srcset: wide.sources.webp, ...screen },
    ]);
    // The <img> stays the wide picture: what a wider screen, or a browser without <source>, shows.
    const image = picture.querySelector("img")!;
    expect(attributes(image, "srcset", "width", "height", "loading")).toEqual({
      srcset: wide.sources.jpeg,
      width: String(wide.img.w),
      height: String(wide.img.h),
      loading: "eager",
    });
  });

  it("matches phones below the site's 40rem breakpoint, as the components' stylesheets do", () => {
    expect(phoneMedia).toBe("not all and (min-width: 40rem)");
    for (const sheet of ["article-card", "banner-carousel", "programme-picture"]) {
      const css = readSheet(sheet);
      expect(css, sheet).toContain(`@media ${phoneMedia} {`);
      expect(css, sheet).toMatch(/\[data-phone-crop\][^{]*\{\s*aspect-ratio: 4 \/ 3;/);
    }
  });
});

function readSheet(name: string): string {
  return readFileSync(path.join(import.meta.dirname, "../sections", `${name}.css`), "utf8");
}

describe("Picture that cannot load", () => {
  it("gives way to its fallback when it is given one (a partner's name for its logo)", () => {
    const fallback = <span>Blue Lagoon Bank</span>;
    const { container } = render(
      <Picture picture={wide} alt="Blue Lagoon Bank" sizes="240px" fallback={fallback} />,
    );
    expect(screen.queryByText("Blue Lagoon Bank")).toBeNull();
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByText("Blue Lagoon Bank").tagName).toBe("SPAN");
  });

  it("without one, stays a picture, whose alternative text the browser shows", () => {
    const { container } = render(<Picture picture={wide} alt={programme.imageAlt!} sizes="50vw" />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture img")?.getAttribute("alt")).toBe(programme.imageAlt);
  });
});
