import { expect, test, waitForHydration } from "../support/fixtures";
import { pages, suppressAnnouncements } from "../support/site";

// Far from Kingston's time zone and in another locale: any date or number formatted without an
// explicit zone or locale would differ from the prerendered HTML and break hydration.
test.use({ timezoneId: "Pacific/Honolulu", locale: "de-DE" });

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

for (const page of pages) {
  // A mismatch is a console error, which fails the test (tests/support/fixtures.ts).
  test(`${page.path} hydrates with no console error in Honolulu, in German`, async ({
    page: tab,
  }) => {
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(page.id === "not-found" ? 404 : 200);
    await waitForHydration(tab);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
  });
}

test("client-side navigation between pages keeps working and logs nothing", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About JADE" }).click();
  await expect(page).toHaveURL(/\/about-jade$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About JADE");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About JADE");
});
