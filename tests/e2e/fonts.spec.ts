import { expect, test, waitForHydration } from "../support/fixtures";
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
  test(`the late font swaps in on ${path} without moving the layout`, async ({ page }) => {
    // Hold the font back, so the first paint uses the metric-matched fallback and then swaps.
    await page.route("**/assets/inter-subset-*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
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
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(0.01);
  });
}
