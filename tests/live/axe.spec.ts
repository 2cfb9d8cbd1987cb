/**
 * axe over every page and every open state of the site's controls, on a phone and a desktop. Each
 * page is checked hydrated and with scripts off (what a visitor whose scripts never arrive reads),
 * from one load per state: on a phone, then resized to a desktop, each in the light and then the
 * dark colour scheme. With scripts off the desktop is checked on the home page alone: a page's
 * own part is the same HTML on both screens, checked hydrated on both and without scripts on a
 * phone, where a visitor whose scripts never arrive most often is; the header and footer every
 * page has differ by screen, and are checked there (decision 0056: a quarter of axe's time, the
 * most of the live checks'). The controls with scripts off or blocked are in
 * tests/e2e/before-scripts.spec.ts. A check of the live content: what it opens and types is taken
 * from the content (decision 0044). That axe reports a fault, with scripts and without, and that
 * the dark theme chosen on a light system is the dark scheme axe checks here, are the code's:
 * tests/e2e/axe.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { axeViolationsInBothSchemes, axeViolationsOnScreens } from "../support/axe";
import {
  content,
  firstNavGroup,
  navPageName,
  pagesUnderTest as pages,
  searchableWord,
  suppressAnnouncements,
} from "../support/site";

const { chrome } = content.site;
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

async function expectNoViolations(page: Page) {
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
}

test.describe("scripts off", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  for (const { path } of pages) {
    const home = path === "/";
    const screens = home ? viewports : { phone: viewports.phone };
    test(`axe finds nothing on ${path}, on a phone${home ? " and a desktop" : ""}`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await axeViolationsOnScreens(page, screens)).toEqual([]);
    });
  }
});

test.describe("hydrated", () => {
  test.use({ viewport: viewports.phone });
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  for (const { path } of pages) {
    test(`axe finds nothing on ${path}, on a phone and a desktop`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolationsOnScreens(page, viewports)).toEqual([]);
    });
  }
});

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`${device}, hydrated, controls open`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => suppressAnnouncements(context));

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
      await box.fill(searchableWord);
      await expect(page.getByRole("option").first()).toBeVisible();
      await box.press("ArrowDown");
      await expectNoViolations(page);
    });

    test("axe finds nothing on a page of search results", async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(searchableWord)}`);
      await waitForHydration(page);
      await expect(page.locator(".search-results a").first()).toBeVisible();
      await expectNoViolations(page);
    });

    test("axe finds nothing with the menus open", async ({ page }) => {
      await page.goto("/donate");
      await waitForHydration(page);
      // On a phone the menu opens, its groups' links in it; on a desktop the first group's
      // dropdown, where the content has a group.
      if (device === "phone") {
        await page.getByRole("button", { name: chrome.menu }).click();
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: navPageName, exact: true }),
        ).toBeVisible();
      } else if (firstNavGroup) {
        await page.getByRole("button", { name: firstNavGroup.name }).click();
        await expect(
          page.getByRole("link", { name: firstNavGroup.firstPage, exact: true }).first(),
        ).toBeVisible();
      }
      await expectNoViolations(page);
    });
  });
}
