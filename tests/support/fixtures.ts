import { type BrowserContext, type Page, test as base, expect } from "@playwright/test";
import { failedOn } from "./failures-in-words";

interface Allowance {
  pattern: RegExp;
  reason: string;
}
const allowances = new WeakMap<BrowserContext, Allowance[]>();

/**
 * Lets the test's pages log console errors that match the pattern, for the reason given: a test
 * that blocks script files on purpose, say, expects the browser to report each failed load. Every
 * other console error, and every uncaught exception, fails the test (see `consoleErrors`).
 */
export function allowConsoleErrors(target: Page | BrowserContext, pattern: RegExp, reason: string) {
  const context = "context" in target ? target.context() : target;
  allowances.set(context, [...(allowances.get(context) ?? []), { pattern, reason }]);
}

/**
 * Answers every request of the context's pages to another site with an empty 204, for a test whose
 * page asks other sites for things: the editor's previews of what the content names. Every request
 * then goes through the test's process and the cache is off, so no other test does this.
 */
export async function answerOtherSites(context: BrowserContext) {
  // Another site: any host but this machine's, as tests/support/chromium.ts draws the line. Only
  // the web's own schemes: the browser's built-in PDF viewer loads its scripts from a
  // chrome-extension: address, which never leaves the machine.
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && /^https?:$/.test(url.protocol),
    (route) => route.fulfill({ status: 204, body: "" }),
  );
}

/** The console message of a resource the test itself made fail (`route.abort()`). */
export const abortedLoad = /^Failed to load resource: net::ERR_FAILED$/;

/**
 * The test fixture every browser test uses.
 * - Nothing leaves the machine and no test depends on a third party: the browser finds no address
 *   for any host but 127.0.0.1 (`--host-resolver-rules`, tests/support/chromium.ts). A test that
 *   follows a link to another site answers it with `context.route`, and the editor's tests answer
 *   every other site (`answerOtherSites`). No route is set for every request of every test, which
 *   would send each through the test's process and turn the cache off (decision 0056: 6% of the
 *   browser tests' time).
 * - Every console error and uncaught exception of any page of the test is collected in
 *   `consoleErrors` (a test may read them), and fails the test at its end unless the test allowed
 *   it with `allowConsoleErrors`, with its reason. Hydration mismatches are among them.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await use(context);
    // A failed test says which page of the site its browser was on: the run's summary names the
    // page in staff words (tests/support/failures-in-words.ts).
    const address = context
      .pages()
      .map((page) => new URL(page.url()))
      .findLast((url) => url.origin === origin);
    if (testInfo.status !== testInfo.expectedStatus && address)
      testInfo.annotations.push({ type: failedOn, description: address.pathname + address.search });
  },
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        // The not-found page is answered with its 404, which the browser reports: not an error.
        const notFoundPage =
          /status of 404/.test(message.text()) && message.location().url === message.page()?.url();
        if (!notFoundPage) errors.push(message.text());
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        errors.push(`${error.name}: ${error.message}`);
      });
      await use(errors);
      const allowed = allowances.get(context) ?? [];
      const unexpected = errors.filter(
        (error) => !allowed.some(({ pattern }) => pattern.test(error)),
      );
      if (unexpected.length > 0)
        throw new Error(
          `The page logged ${unexpected.length} error(s) the test did not allow ` +
            `(allowConsoleErrors in tests/support/fixtures.ts, with a reason, if it expects them):\n` +
            unexpected.map((error) => `  - ${error}`).join("\n"),
        );
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page has drawn two more frames and then been idle: whatever hydration, its
 * effects, a press or a first frame set off has run (work deferred with `whenIdle` included). A
 * condition the browser reports, where a fixed sleep would be a guess about the machine's speed.
 */
export async function settled(page: Page) {
  // Chromium draws no frame for a page it counts as hidden, and then the frames waited for here
  // never come: a hydrated axe test once waited out its 30 s in this call in CI, where 135 runs of
  // the same tests under load here never did. The page is brought to the front first, so it is
  // drawn whatever the browser decided about it.
  await page.bringToFront();
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(done))),
      ),
  );
}

/**
 * Waits until the web font is in use or has failed: the head script has chosen when to ask for it
 * (`data-font`, decision 0010), the page's style has been worked out with it, and every face it
 * asked for has come. A first visit asks for it after the first paint, so text measured before
 * this may still be in the fallback face, and the swap may land in the middle of what a test does.
 */
export async function fontSettled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.font !== undefined);
  await page.evaluate(async () => {
    // Reading the layout works out the style, which asks for the faces the text now uses.
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/**
 * Waits until the page runs: what was to run at once has hydrated (the loader sets data-hydrated),
 * and each widget below the first screen, which runs when the visitor comes near it (`visible`,
 * issue 42), has been come near, as a visitor would, and runs too; then the page is scrolled back
 * where it was. A test of the page left untouched waits for `html[data-hydrated]` alone.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Each by its place among them, which stays as they run (not by what is not yet running).
  const below = page.locator('[data-island][data-when="visible"]');
  const count = await below.count();
  if (count === 0) return;
  const scrolled = await page.evaluate(() => window.scrollY);
  for (let index = 0; index < count; index++) {
    const island = below.nth(index);
    // Its element lays out as if it were not there (display: contents): its first child is what
    // a visitor scrolls to. One the page does not show (a phone's layout) waits for nobody.
    const shown = island.locator(":scope > *").first();
    if (!(await shown.isVisible())) continue;
    // Near, not in view: just past the screen's edge, within the half screen the starter watches
    // (a counter in it must not start counting because a test waited for it to run).
    await shown.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      if (top >= innerHeight) scrollBy({ top: top - innerHeight + 1, behavior: "instant" });
      else if (bottom <= 0) scrollBy({ top: bottom - 1, behavior: "instant" });
    });
    await expect(island).toHaveAttribute("data-live", "");
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrolled);
}
