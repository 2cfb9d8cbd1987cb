import type { BrowserContext, Locator, Page } from "@playwright/test";
import { abortedLoad, allowConsoleErrors, expect, waitForHydration } from "./fixtures";

/**
 * The states a visitor may meet a page in: hydrated, or with its script files not (yet) arrived
 * (JavaScript on, so the head script runs, but every bundled script blocked: what a slow phone
 * shows before hydration, and what a filter leaves for good). Tests of a control run in each, so
 * every control is proven to work from the prerendered HTML. Scripts off entirely is
 * `javaScriptEnabled: false`, a context option.
 */
export const scriptStates = ["hydrated", "scripts blocked"] as const;
export type ScriptState = (typeof scriptStates)[number];

/**
 * Makes every bundled script file fail to load, as a filter or a dropped connection does; the
 * browser's report of each failed load is expected, not an error of the site's.
 */
export async function blockScripts(target: Page | BrowserContext) {
  allowConsoleErrors(target, abortedLoad, "the test blocks the script files");
  allowConsoleErrors(
    target,
    /^TypeError: Failed to fetch dynamically imported module/,
    "the page's module script imports the blocked files",
  );
  await target.route("**/assets/*.js", (route) => route.abort());
}

/** Opens a page in the given state and waits until it is in it. */
export async function openIn(page: Page, path: string, state: ScriptState) {
  if (state === "scripts blocked") await blockScripts(page);
  await page.goto(path);
  if (state === "hydrated") await waitForHydration(page);
  else
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
}

/**
 * Whether the popover a button opens (its `popovertarget`) is showing: the expanded state the
 * browser itself gives the button, which is why the markup carries no aria-expanded to go stale.
 */
export function popoverShowing(button: Locator) {
  return button.evaluate((element) =>
    Boolean((element as HTMLButtonElement).popoverTargetElement?.matches(":popover-open")),
  );
}

/** Waits until the button's popover is showing (true) or hidden (false). */
export async function expectPopover(button: Locator, showing: boolean) {
  await expect.poll(() => popoverShowing(button)).toBe(showing);
}
