import type { Page } from "@playwright/test";
import { expect, fontSettled, settled, test, waitForHydration } from "../support/fixtures";
import { wholeBrowser } from "../support/chromium";
import { pages, suppressAnnouncements } from "../support/site";

// Far from Kingston's time zone and in another locale: any date or number formatted without an
// explicit zone or locale would differ from the prerendered HTML and break hydration.
test.use({ timezoneId: "Pacific/Honolulu", locale: "de-DE" });

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** The layout shifts the page has had that no input caused, summed, as Lighthouse counts CLS. */
function watchShifts() {
  const shifts = { total: 0, sources: [] as string[] };
  (window as unknown as { shifts: typeof shifts }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | null | undefined;
        shifts.sources.push(`${node?.nodeName ?? "?"}.${node?.className ?? ""}`);
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * Scrolls down the page and back as a visitor reading it does, half a screen at a time, so each
 * block the browser skips drawing until it nears (content-visibility) is drawn before it comes
 * into view, and each widget below the first screen, woken half a screen ahead, runs before the
 * next step (a jump straight to the foot would draw them in view, a shift no reader sees). A
 * visitor who outruns a widget's code sees it change in view: decision 0054 says which and why.
 */
async function scrollThrough(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo({ top, behavior: "instant" });
      await frame();
      await frame();
      // Each widget within half a screen of the view (where the starter wakes it) runs first.
      const near = [...document.querySelectorAll('[data-island][data-when="visible"]')].filter(
        (island) =>
          [...island.children].some((child) => {
            const box = child.getBoundingClientRect();
            return box.height > 0 && box.top < innerHeight * 1.5 && box.bottom > -innerHeight / 2;
          }),
      );
      while (near.some((island) => !island.hasAttribute("data-live"))) await frame();
    }
    scrollTo({ top: 0, behavior: "instant" });
    await frame();
  });
}

// Layout shifts are measured in the whole browser, whose text rendering is the visitor's.
test.describe("on Lighthouse's phone", { tag: wholeBrowser }, () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  for (const page of pages) {
    // A mismatch is a console error, which fails the test (tests/support/fixtures.ts).
    test(`${page.path} hydrates with no console error in Honolulu, in German, and nothing moves`, async ({
      page: tab,
    }) => {
      await tab.addInitScript(watchShifts);
      // The script files are held until the prerendered page has painted, as on a slow phone,
      // so the page is always seen before the app and after it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route("**/assets/*.js", async (route) => {
        await held;
        await route.fallback();
      });
      const response = await tab.goto(page.path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(page.id === "not-found" ? 404 : 200);
      await settled(tab);
      // The web font, asked for after the first paint (decision 0010), swaps in at the top of the
      // page, as Lighthouse sees it (its shift, counted here, is at most 0.0004), not wherever the
      // scroll below has got to.
      await fontSettled(tab);
      release();
      await scrollThrough(tab);
      await waitForHydration(tab);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await settled(tab);
      const shifts = await tab.evaluate(
        () => (window as unknown as { shifts: { total: number; sources: string[] } }).shifts,
      );
      // Lighthouse's target for CLS (decision 0017).
      expect(shifts.total, shifts.sources.join(", ")).toBeLessThanOrEqual(0.01);
    });
  }
});

// Moving from page to page by the navigation, with nothing logged, is navigation.spec.ts's ("a link
// loads the next page itself"); each page hydrating in Honolulu, in German, with no console error
// is the tests above, and back and forward are resilience.spec.ts's.
