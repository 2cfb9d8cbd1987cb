/**
 * axe over every page and every open state of the site's controls, on a phone and a desktop. Each
 * test loads its page once and checks it in the light and then the dark colour scheme. Pages are
 * checked hydrated and with scripts off (what a visitor whose scripts never arrive reads); the
 * controls with scripts off or blocked are in tests/e2e/before-scripts.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { axeViolations, axeViolationsInBothSchemes } from "../support/axe";
import { content, pages, suppressAnnouncements } from "../support/site";

const { chrome } = content.site;
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

async function expectNoViolations(page: Page) {
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`${device}, scripts off`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    for (const { path } of pages) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }
  });

  test.describe(`${device}, hydrated`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => suppressAnnouncements(context));

    for (const { path } of pages) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoViolations(page);
      });
    }

    test("axe finds nothing with the announcements open", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: chrome.announcements, exact: true }).click();
      await expect(page.getByRole("dialog", { name: chrome.announcements })).toBeVisible();
      await expectNoViolations(page);
    });

    test("axe finds nothing with search suggestions open, one chosen", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      if (device === "phone") await page.getByRole("button", { name: chrome.menu }).click();
      const box = page.getByRole("combobox", { name: "Search the site" });
      await box.fill("debate");
      await expect(page.getByRole("option").first()).toBeVisible();
      await box.press("ArrowDown");
      await expectNoViolations(page);
    });

    test("axe finds nothing on a page of search results", async ({ page }) => {
      await page.goto("/search?q=debate");
      await waitForHydration(page);
      await expect(page.locator(".search-results a").first()).toBeVisible();
      await expectNoViolations(page);
    });

    test("axe finds nothing with the menus open", async ({ page }) => {
      await page.goto("/donate");
      await waitForHydration(page);
      // On a phone the group's links show in the open menu; on a desktop its dropdown opens.
      if (device === "phone") await page.getByRole("button", { name: chrome.menu }).click();
      else await page.getByRole("button", { name: "Members/Affiliates" }).click();
      await expect(
        page.getByRole("link", { name: "Affiliates", exact: true }).first(),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

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
