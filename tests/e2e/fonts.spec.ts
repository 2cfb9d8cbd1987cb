import { expect, test, waitForHydration } from "../support/fixtures";
import { wholeBrowser } from "../support/chromium";
import { pages, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

test("no page preloads a font or loads one from elsewhere", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    // Asked for after the first paint (decision 0010), so nothing in the HTML asks for it sooner.
    expect(html, path).not.toMatch(/<link[^>]+as="font"/);
    expect(html, path).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  }
});

test("the font is asked for once the first paint is on screen, and at once on the next page", async ({
  page,
}) => {
  await page.goto("/about-jade");
  await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
  const first = await page.evaluate(() => ({
    font: document.documentElement.dataset.font,
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    asked: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/inter-subset-wght-[^/]+\.woff2$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(first.font).toBe("late");
  expect(first.asked).toHaveLength(1);
  expect(first.asked[0]).toBeGreaterThan(first.painted);

  // Another page of the site: the font was fetched on this one, so it is named before the paint.
  await page.locator('footer a[href="/donate"]').first().click();
  await page.waitForURL("**/donate");
  expect(await page.evaluate(() => document.documentElement.dataset.font)).toBe("known");
  await page.waitForFunction(() => document.fonts.check('16px "Inter Known"'));
});

for (const path of ["/about-jade", "/programme-sponsorship"]) {
  // In the whole browser: the shift depends on how the fallback font's glyphs are spaced.
  test(
    `the late font swaps in on ${path} without moving the layout`,
    { tag: wholeBrowser },
    async ({ page }) => {
      // Hold the font back until the page has painted and hydrated with the metric-matched
      // fallback, then let it swap in.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/inter-subset-*.woff2", async (route) => {
        await held;
        await route.fallback();
      });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // Not the load event, which waits for the preloaded font.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
      release();
      await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts).toBeLessThanOrEqual(0.01);
    },
  );
}
