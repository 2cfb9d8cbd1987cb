import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.2 A and AA, the site's standard. */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * With scripts off (`javaScriptEnabled: false`) Chromium still evaluates what the test sends, and
 * runs its promise reactions, but no callback the page schedules through the browser: a timer, an
 * animation frame or `queueMicrotask` never fires, and axe, which waits on them between its
 * checks, hangs. Ahead of axe's own source, this turns each of them into a promise reaction, so
 * axe runs in the page exactly as the visitor without scripts has it: the `<noscript>` content in
 * place and the `scripting: none` rules applied. It is only ever injected into a page whose own
 * scripts cannot run, so nothing else meets the stand-ins.
 */
const withoutScripts = `(() => {
  const later = (callback) => void Promise.resolve().then(callback);
  window.setTimeout = (callback, _delay, ...args) => (later(() => callback(...args)), 0);
  window.clearTimeout = () => {};
  window.requestAnimationFrame = (callback) => (later(() => callback(performance.now())), 0);
  window.cancelAnimationFrame = () => {};
  window.queueMicrotask = later;
})();
`;

/**
 * axe's colour rules: the only ones a change of colour scheme can change. The site's colours
 * follow the scheme through CSS alone (`light-dark()` tokens); nothing is shown, hidden or
 * relabelled by scheme.
 */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * What axe finds on the page as it is now: each rule broken, its help and where. axe runs in the
 * page itself (legacy mode: without a second, blank page for the results of frames, which the
 * site's pages do not need: their only frame is the same-origin PDF viewer). `rules` narrows the
 * check to those rules.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const scriptsOff = await page.evaluate(() => !matchMedia("(scripting: enabled)").matches);
  const builder = new AxeBuilder({
    page,
    ...(scriptsOff && { axeSource: withoutScripts + axe.source }),
  }).setLegacyMode(true);
  const results = await (rules ? builder.withRules(rules) : builder.withTags(wcag)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * What axe finds in the light colour scheme, then what its colour rules find in the dark one,
 * each finding named by scheme: one page load covers both.
 */
export async function axeViolationsInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [colorScheme, rules] of [
    ["light", undefined],
    ["dark", colourRules],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(
      ...(await axeViolations(page, rules && [...rules])).map(
        (violation) => `${colorScheme}: ${violation}`,
      ),
    );
  }
  return found;
}
