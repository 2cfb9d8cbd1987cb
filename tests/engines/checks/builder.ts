import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { content } from "../../support/site";
import { focusAndBar, scrollSettled, underTheBar } from "../../support/focus-and-bar";

const words = content.sponsorship.builder;
/** The price list's heading: the section where the package is chosen. */
const heading = content.sponsorship.labels.costsHeading;

/**
 * Opens the sponsorship page on a phone with the keyboard at the start of the price table (made
 * focusable for the check alone, past the notes and their links above it), so the next Tab
 * reaches the first programme's choice.
 */
async function openBuilder(page: EnginePage) {
  await page.open("/programme-sponsorship", { width: 390, height: 844 });
  await page.evaluate((heading) => {
    const element = [...document.querySelectorAll("h2")]
      .find((candidate) => candidate.textContent === heading)
      ?.closest("section")
      ?.querySelector("table");
    if (!element) throw new Error(`no table under the heading "${heading}"`);
    element.tabIndex = -1;
    element.scrollIntoView({ block: "start" });
    element.focus({ preventScroll: true });
  }, heading);
}

/** One key, then what has focus once the scroll it caused has ended. */
async function pressAndLook(page: EnginePage, key: string) {
  await page.press(key);
  await page.evaluate(scrollSettled);
  return page.evaluate(focusAndBar, { heading, barLink: words.barLink });
}

/**
 * On a phone, the keyboard's focus never goes under the sticky "Your package" bar: Tab through the
 * package builder once a tier is chosen (so the bar is there), and every control's focus ring is
 * clear of the bar, whether the bar is stuck to the foot of the screen or back in its place after
 * the choices. Browsers scroll a focused control only just into view, which put it behind the bar.
 */
export async function focusStaysAboveTheBar(page: EnginePage) {
  await openBuilder(page);
  await page.press("Tab");
  // The first programme's "None" (the row's last choice) to the tier before it: a package of one,
  // and the bar appears. ArrowLeft, not ArrowRight: WebKit does not wrap from a group's last radio
  // to its first, as Chromium and Firefox do.
  await page.press("ArrowLeft");
  await page.waitFor(
    "the package bar",
    (barLink) => [...document.querySelectorAll("a")].some((link) => link.textContent === barLink),
    words.barLink,
  );
  const groups = await page.evaluate(
    (heading) =>
      [...document.querySelectorAll("section")]
        .find((section) => section.querySelector("h2")?.textContent === heading)
        ?.querySelectorAll("tbody tr:has(input)").length ?? 0,
    heading,
  );
  const screen = await page.evaluate(() => innerHeight);
  const hidden: string[] = [];
  const reached: string[] = [];
  let stuck = 0;
  for (let presses = 0; presses < 60; presses++) {
    const now = await pressAndLook(page, "Tab");
    if (!now.inBuilder) break;
    if (now.inBar) continue;
    reached.push(now.name);
    if (now.bar && Math.abs(now.bar.bottom - screen) < 1) stuck += 1;
    const under = underTheBar(now);
    if (under) hidden.push(under);
  }
  // Every programme's choices after the first (where the bar appeared), then the package's own.
  expect(reached.length, `controls reached: ${reached.join(", ")}`).toBeGreaterThanOrEqual(
    groups - 1,
  );
  // The bar was stuck to the foot of the screen for some of them: the case that hid them, so a
  // bar that never stuck would pass the next line without testing it.
  expect(stuck, `the bar stuck to the foot of the screen: ${reached.join(", ")}`).toBeGreaterThan(
    0,
  );
  expect(hidden, `focused controls under the package bar: ${hidden.join("; ")}`).toHaveLength(0);
}

/**
 * After an arrow key moves the choice (and the focus) within a programme's tiers, the focus ring is
 * still drawn, the same ring Tab drew. WebKit (WebKitGTK 2.50) moves a radio group's focus with the
 * arrow keys without matching :focus-visible, so a ring drawn on :focus-visible alone vanished; the
 * check asks for the ring a visitor sees, not for the pseudo-class, which no page can set.
 */
export async function focusRingAfterArrowKeys(page: EnginePage) {
  await openBuilder(page);
  const tabbed = await pressAndLook(page, "Tab");
  expect(tabbed.name, "Tab reaches the first programme's choices").toMatch(/^radio /);
  expect(tabbed.ring.style, `${tabbed.name}: ring after Tab`).not.toBe("none");
  expect(tabbed.ring.width, `${tabbed.name}: ring width after Tab`).toBeGreaterThan(0);
  const ring = ({ style, width, color }: typeof tabbed.ring) => ({ style, width, color });
  const seen: string[] = [];
  const names = new Set<string>();
  // From "None", the row's last choice: back along the tiers and forth again.
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
    const now = await pressAndLook(page, key);
    names.add(now.name);
    seen.push(`${key}: ${now.name}, outline ${now.ring.style} ${now.ring.width}px ${now.ring.color}`);
    expect(now.inBuilder, `${key} keeps the focus in the builder`).toBe(true);
    expect(ring(now.ring), `the ring after ${key}, as after Tab (${seen.join("; ")})`).toEqual(
      ring(tabbed.ring),
    );
  }
  // The keys moved the focus: the group's radios took it in turn.
  expect(names.size, seen.join("; ")).toBeGreaterThan(1);
}
