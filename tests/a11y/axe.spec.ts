import { expect, test, waitForHydration } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { pages, suppressAnnouncements } from "../support/site";

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

for (const [device, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${device}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });
      test.beforeEach(async ({ context }) => suppressAnnouncements(context));

      for (const { path } of pages) {
        test(`axe finds nothing on ${path}`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test("axe finds nothing with the announcements open", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Announcements", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Announcements" })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("axe finds nothing with search suggestions open, one chosen", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        if (device === "phone") await page.getByRole("button", { name: "Menu" }).click();
        const box = page.getByRole("combobox", { name: "Search the site" });
        await box.fill("debate");
        await expect(page.getByRole("option").first()).toBeVisible();
        await box.press("ArrowDown");
        expect(await axeViolations(page)).toEqual([]);
      });

      test("axe finds nothing on a page of search results", async ({ page }) => {
        await page.goto("/search?q=debate");
        await waitForHydration(page);
        await expect(page.locator(".search-results a").first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("axe finds nothing with the menus open", async ({ page }) => {
        await page.goto("/donate");
        await waitForHydration(page);
        // On a phone the group's links show in the open menu; on a desktop its dropdown opens.
        if (device === "phone") await page.getByRole("button", { name: "Menu" }).click();
        else await page.getByRole("button", { name: "Members/Affiliates" }).click();
        await expect(
          page.getByRole("link", { name: "Affiliates", exact: true }).first(),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
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
