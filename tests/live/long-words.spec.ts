/**
 * Content can hold any words staff write, including a long unbroken one (a web address, a name
 * run together): no page may then grow wider than a 320 px phone, and no such word may be cut
 * off by a box that clips it. Each page gets a 90-character word in every heading (h1 to h4, the
 * footer's included) and in the titles, names, terms, table cells, form labels, options and
 * button labels of its main content, once after hydration and once without scripts, with every
 * accordion panel opened (they open one at a time for a visitor; here all at once, so that every
 * panel's words are measured). Email addresses are left as they are: they break after the @ (see
 * app/components/ui/email-address.tsx).
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { pagesUnderTest as pages, suppressAnnouncements } from "../support/site";

const longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(2);
const phone = { width: 320, height: 700 };

test.use({ viewport: phone });

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** Puts the word in front of the first text of every heading and every title-like element. */
function injectWord(word: string): number {
  const targets = document.querySelectorAll(
    [
      ":is(h1, h2, h3, h4)",
      "main :is(p, li, dt, dd, th, td, caption, figcaption, legend, summary, strong)",
      "main :is(label, option, button, .button)",
    ].join(", "),
  );
  // The text's first node gets the word, so links and icons inside keep their places.
  for (const element of targets) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    // A phone number's format is checked by the schema and never breaks: leave it be.
    while (text?.parentElement?.closest('a[href^="tel:"]')) text = walker.nextNode();
    if (text) text.textContent = `${word} ${text.textContent ?? ""}`;
  }
  return targets.length;
}

/**
 * Where the word reaches outside what shows it: past the screen's edge, or past an ancestor that
 * clips its overflow (a card with rounded corners, a block that skips rendering until it nears
 * the screen). Inside a scrolling frame (a wide table) it may run on: the frame scrolls.
 */
function wordsCutOff(word: string): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(word) || !node.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue; // not shown: a closed panel, a logo out of view
    let bounds: { left: number; right: number } | null = {
      left: 0,
      right: document.documentElement.clientWidth,
    };
    for (
      let element: Element | null = node.parentElement;
      element;
      element = element.parentElement
    ) {
      const style = getComputedStyle(element);
      if (style.overflowX === "auto" || style.overflowX === "scroll") {
        bounds = null;
        break;
      }
      const clips =
        style.overflowX !== "visible" ||
        style.contentVisibility === "auto" ||
        /paint|content|strict/.test(style.contain);
      if (clips) {
        const box = element.getBoundingClientRect();
        // A visually hidden label is a 1 px clip on purpose.
        bounds = box.width > 1 ? box : null;
        break;
      }
    }
    if (bounds && (text.left < bounds.left - 1 || text.right > bounds.right + 1)) {
      const where =
        node.parentElement.closest("h1, h2, h3, h4, p, li, dt, dd, th, td") ?? node.parentElement;
      found.push(
        `<${where.tagName.toLowerCase()} class="${where.className}">: ` +
          `${Math.round(text.left)}–${Math.round(text.right)} px in ${Math.round(bounds.left)}–${Math.round(bounds.right)} px`,
      );
    }
  }
  return found;
}

/** Opens every <details> at once: out of its exclusive group, each one can stay open. */
function openEveryPanel() {
  for (const details of document.querySelectorAll("details")) {
    details.removeAttribute("name");
    details.open = true;
  }
}

async function expectNothingWider(page: Page) {
  await page.evaluate(openEveryPanel);
  expect(await page.evaluate(injectWord, longWord)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(longWord);
  for (const level of [2, 3]) {
    for (const heading of await page.getByRole("heading", { level }).all())
      await expect(heading).toContainText(longWord);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  expect(await page.evaluate(wordsCutOff, longWord)).toEqual([]);
}

for (const { path } of pages) {
  test(`${path} stays within a 320 px screen with a 90-character word in its headings`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNothingWider(page);
  });
}

test.describe("without scripts, every panel open", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of pages) {
    test(`${path} stays within a 320 px screen with a 90-character word in its headings`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectNothingWider(page);
    });
  }
});
