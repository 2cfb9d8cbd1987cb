// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { PressKit } from "./press-kit";

afterEach(cleanup);

const { programmes } = contentFor("programmes");
const { press } = programmes.results;

function renderKit(list = programmes.programmes) {
  renderPage(
    () => <PressKit />,
    () =>
      pageData("results", ["programmes", "contacts"], undefined, {
        programmes: { ...programmes, programmes: list },
      }),
  );
  return screen.getByRole("region", { name: press.heading });
}

describe("the press kit", () => {
  it("lists one latest champion for each programme with results, the latest first", () => {
    const kit = renderKit();
    const champions = within(kit).getAllByRole("list").at(-1)!;
    const items = within(champions).getAllByRole("listitem");
    expect(items).toHaveLength(programmes.programmes.length);
    // Every programme's latest staging with results, and none of its earlier ones.
    for (const programme of programmes.programmes) {
      const mine = items.filter((item) => item.textContent?.startsWith(`${programme.name} `));
      expect(mine, programme.name).toHaveLength(1);
    }
  });

  it("leaves out a programme with no results, and the heading when none has any", () => {
    const [first, ...rest] = programmes.programmes;
    const unheld = {
      ...first!,
      stagings: first!.stagings.map((staging) => ({ ...staging, results: undefined })),
    };
    let kit = renderKit([unheld, ...rest]);
    expect(kit.textContent).not.toContain(`${first!.name} `);
    cleanup();
    kit = renderKit([unheld]);
    expect(within(kit).queryByRole("heading", { name: press.championsHeading })).toBeNull();
    // The rest of the kit stays: whom to ask, JADE in brief and the logos.
    expect(within(kit).getByRole("link", { name: press.logo })).toBeTruthy();
    expect(kit.textContent).toContain(press.about);
  });
});
