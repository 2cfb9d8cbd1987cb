/**
 * What the checks of the live content take for granted about axe and the colour schemes, which no
 * content changes (tests/live/axe.spec.ts runs on every content set): axe reports a fault it is
 * shown, with scripts off and hydrated, in the scheme it names; and the dark theme a visitor picks
 * on a light system passes axe as the system's dark scheme does.
 */
import type { Page } from "@playwright/test";
import { axeViolations, axeViolationsInBothSchemes } from "../support/axe";
import { expect, test, waitForHydration } from "../support/fixtures";
import { suppressAnnouncements } from "../support/site";

/** Breaks the page on purpose, adding an image without alternative text: axe must say so. */
async function expectImageWithoutAltReported(page: Page) {
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    image.width = image.height = 32;
    document.querySelector("main")?.append(image);
  });
  expect(await axeViolationsInBothSchemes(page)).toEqual([
    expect.stringMatching(/^light: image-alt: .*favicon\.svg/),
  ]);
}

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("axe reports a fault: an image added without alternative text", async ({ page }) => {
    await page.goto("/");
    await expectImageWithoutAltReported(page);
  });
});

test.describe("hydrated", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe reports a fault: an image added without alternative text", async ({
    page,
    context,
  }) => {
    await suppressAnnouncements(context);
    await page.goto("/");
    await waitForHydration(page);
    await expectImageWithoutAltReported(page);
  });
});

test("axe finds nothing when the visitor picks dark on a light system", async ({
  page,
  context,
}) => {
  await suppressAnnouncements(context);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Theme").selectOption("dark");
  expect(await axeViolations(page)).toEqual([]);
});
