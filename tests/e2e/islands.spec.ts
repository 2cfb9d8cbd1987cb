import type { Page } from "@playwright/test";
import { starterSettingsOf } from "../../app/islands/starter-tags.js";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { priceTable } from "../support/price-list";

// Decision 0033: the header and footer islands wait for the visitor or for the visitor's day.

/** The starter's settings on a built page (app/islands/starter-settings.js). */
function starterSettings(html: string) {
  const settings = starterSettingsOf(html);
  expect(settings, "the page's starter settings").toBeDefined();
  return settings ?? { load: [], initial: [], loader: "", due: [], quiet: {} };
}

/** The scripts the page asks for, as it asks for them. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

test.describe("a page without a widget", () => {
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  test("runs only the due check until the visitor reaches into the header, which then works", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    const settings = starterSettings(await (await page.request.get("/about-jade")).text());
    expect(settings.initial).toEqual([]);
    // A pointer resting where the header lays out is no reason to run it.
    await page.mouse.move(100, 40);
    await page.goto("/about-jade");
    await waitForHydration(page);
    expect(scripts.sort()).toEqual([...settings.due].sort());
    const header = page.locator('[data-island="site-header"]');
    await expect(header).not.toHaveAttribute("data-live");

    // Typed at once, before the island has run: the words are kept and the suggestions follow.
    const box = page.getByRole("banner").getByPlaceholder(content.site.chrome.searchPlaceholder);
    await box.click();
    await box.pressSequentially("donat");
    await expect(header).toHaveAttribute("data-live", "");
    expect(scripts).toContain(settings.loader);
    await expect(page.getByRole("combobox", { name: content.site.chrome.searchLabel })).toHaveValue(
      "donat",
    );
    await expect(page.getByRole("option").first()).toBeVisible();
  });

  test("shows the visitor's year in the footer when it is not the build's", async ({ page }) => {
    const html = await (await page.request.get("/about-jade")).text();
    const built = Number(/©(?:\s|<!-- -->)*(\d{4})/.exec(html)?.[1]);
    expect(built).toBeGreaterThan(2000);
    // Noon on 2 January of the next year, in Kingston.
    await page.clock.setFixedTime(new Date(`${built + 1}-01-02T17:00:00Z`));
    await page.goto("/about-jade");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${built + 1} ${content.site.name}`);
    await expect(page.locator('[data-island="site-footer"]')).toHaveAttribute("data-live", "");
    // The header had no reason to run.
    await expect(page.locator('[data-island="site-header"]')).not.toHaveAttribute("data-live");
  });
});

test.describe("a widget below the first screen, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  test("fetches nothing of React while untouched; scrolled to, it runs and the first choice counts", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    const settings = starterSettings(
      await (await page.request.get("/programme-sponsorship")).text(),
    );
    const builder = settings.quiet["sponsorship-tools"];
    expect(builder).toMatchObject({ near: true });
    expect(settings.load).toEqual([]);
    await page.goto("/programme-sponsorship");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Only the due check: not the loader, React DOM or the builder's code.
    expect(scripts.sort()).toEqual([...settings.due].sort());
    const widget = page.locator('[data-island="sponsorship-tools"]');
    await expect(widget).not.toHaveAttribute("data-live");

    const { sponsorship } = content;
    const table = priceTable(page, sponsorship.labels.costsCaption);
    await table.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute("data-live", "");
    expect(scripts).toEqual(expect.arrayContaining([settings.loader, ...(builder?.files ?? [])]));
    // The first tier chosen counts at once: the first row's first tier it offers.
    const first = table.getByRole("radio", { disabled: false }).first();
    await first.check();
    await expect(first).toBeChecked();
    await expect(
      page.getByRole("region", { name: sponsorship.builder.summaryHeading, exact: true }),
    ).not.toContainText(sponsorship.builder.statusNone);
  });
});
