import { expect, test, waitForHydration } from "../support/fixtures";
import { wholeBrowser } from "../support/chromium";
import { pages, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

test("every page preloads the one self-hosted font, and nothing loads fonts from elsewhere", async ({
  request,
}) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const preload =
      /<link rel="preload" href="(\/assets\/inter-subset-wght-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/.exec(
        html,
      );
    expect(preload, path).not.toBeNull();
    expect(html, path).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  }
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
