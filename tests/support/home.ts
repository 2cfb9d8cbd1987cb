import type { Locator, Page } from "@playwright/test";
import { fill } from "../../app/lib/template";
import { waitForHydration } from "./fixtures";
import { content } from "./site";

/**
 * The home page's carousels as the browser tests meet them, from the content as loaded: the tests
 * of code (tests/e2e/home.spec.ts) and the checks of the live content (tests/live/widgets-home.spec.ts).
 */
const words = content.home.carousel;

export const bannerCount = content.home.banners.length;
export const partnerCount = content.partners.partners.length;
/**
 * How many logos the partner carousel shows at once (`partnersInView` in
 * app/components/sections/partner-carousel.tsx, whose stylesheet a test cannot import): more
 * partners rotate, as many or fewer stand still as a plain list.
 */
export const partnersInView = 5;
/** A single banner stands still; two or more rotate. */
export const bannersRotate = bannerCount > 1;
export const partnersRotate = partnerCount > partnersInView;

/**
 * A carousel by its label: a region named as a carousel while it rotates, a plain group of its
 * items while they stand still.
 */
const carousel = (page: Page, label: string, rotates: boolean) =>
  page.getByRole(rotates ? "region" : "group", { name: label, exact: true });

export const banner = (page: Page) => carousel(page, words.bannerLabel, bannersRotate);
export const partnersCarousel = (page: Page) => carousel(page, words.partnersLabel, partnersRotate);

/**
 * Slide n of a rotating carousel. The name is matched exactly: "1 of 11" is also in "11 of 11".
 * Slides out of view are inert, so out of the accessibility tree: hidden ones are included.
 */
export const slide = (within: Locator, n: number, count: number) =>
  within.getByRole("group", {
    name: fill(words.slide, { n, count }),
    exact: true,
    includeHidden: true,
  });

/** The dot that shows slide n, by its exact name, like the slide's. */
export const dot = (within: Locator, n: number, count: number) =>
  within.getByRole("button", { name: fill(words.goTo, { n, count }), exact: true });

/** Lets the carousel's timer fire `steps` times, giving React a moment to re-arm it after each. */
export async function advance(
  page: Page,
  steps: number,
  intervalMs: number,
  check: (step: number) => Promise<void>,
) {
  for (let step = 1; step <= steps; step++) {
    await page.clock.runFor(intervalMs);
    await check(step);
  }
}

/**
 * Opens the home page, hydrated. With `clock`, the page's clock is paused before it loads (at
 * `at`, or now), so the carousels' timers are set at a known moment and only `runFor` moves time
 * on: a running clock would let the time the page takes to hydrate (long on a busy machine) count
 * towards the first rotation.
 */
export async function openHome(page: Page, options: { clock?: boolean; at?: string } = {}) {
  if (options.clock) {
    const start = options.at ? Date.parse(options.at) : Date.now();
    await page.clock.install({ time: start });
    // Ten seconds on, on the blank page, where no timer waits: past any pause a busy machine makes
    // between two calls (tests/e2e/announcements.spec.ts once met one past a tenth of a second),
    // and short of a day's end but for ten seconds a day.
    await page.clock.pauseAt(start + 10_000);
  }
  await page.goto("/");
  await waitForHydration(page);
}
