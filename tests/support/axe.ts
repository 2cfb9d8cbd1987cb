import type { Page, ViewportSize } from "@playwright/test";
import axe from "axe-core";
import { settled } from "./fixtures";

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

type WithAxe = Window & { axe?: typeof axe };

/**
 * Puts axe into the page and each of its frames that lacks it, as `@axe-core/playwright` does in
 * its legacy mode, but once per load: that wrapper sends axe's 550 KB of source again for every
 * check, about 100 ms each time, and a test here checks one load in two to four passes (decision
 * 0028). A frame that refuses (one showing the PDF viewer's plugin) is left out, as there.
 */
async function injectAxe(page: Page) {
  const scriptsOff = await page.evaluate(() => !matchMedia("(scripting: enabled)").matches);
  const source = `${scriptsOff ? withoutScripts : ""}${axe.source}
;axe.configure({ allowedOrigins: ["<same_origin>"] });`;
  for (const frame of page.frames()) {
    const present = () => typeof (window as WithAxe).axe === "object";
    if (frame === page.mainFrame()) {
      if (!(await frame.evaluate(present))) await frame.evaluate(source);
    } else if (!(await frame.evaluate(present).catch(() => true)))
      await frame.evaluate(source).catch(() => undefined);
  }
}

/**
 * What axe finds on the page as it is now: each rule broken, its help and where. `rules` narrows
 * the check to those rules; only violations are collected, which spares axe describing every
 * element that passes.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await injectAxe(page);
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: wcag };
  return page.evaluate(async (runOnly) => {
    const { axe } = window as WithAxe;
    if (!axe) throw new Error("axe is not in the page");
    const results = await axe.run(document, {
      runOnly: runOnly as axe.RunOnly,
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  }, runOnly);
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

/**
 * What axe finds in both colour schemes on each screen in turn, the window resized between them
 * as a visitor turning a tablet would: one load covers them all. Each finding is named by screen.
 */
export async function axeViolationsOnScreens(
  page: Page,
  screens: Record<string, ViewportSize>,
): Promise<string[]> {
  const scriptsOn = await page.evaluate(() => matchMedia("(scripting: enabled)").matches);
  const found: string[] = [];
  for (const [name, viewport] of Object.entries(screens)) {
    await page.setViewportSize(viewport);
    // With scripts on, whatever the app does on a resize has run; without, layout is all there is.
    if (scriptsOn) await settled(page);
    found.push(
      ...(await axeViolationsInBothSchemes(page)).map((violation) => `${name}, ${violation}`),
    );
  }
  return found;
}
