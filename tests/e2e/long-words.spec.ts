/**
 * Content can hold any words staff write, including a long unbroken one (a web address, a name
 * run together): no page may then grow wider than a 320 px phone. Each page gets a 90-character
 * word in its h1 and in every heading, title and table cell below it.
 */
import { expect, test, waitForHydration } from "../support/fixtures";
import { pages, suppressAnnouncements } from "../support/site";

const longWord = "Supercalifragilistic".repeat(4) + "expialidocious";

test.use({ viewport: { width: 320, height: 700 } });

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

for (const { path } of pages) {
  test(`${path} stays within a 320 px screen with a 90-character word in its headings`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const changed = await page.evaluate((word) => {
      const targets = document.querySelectorAll(
        "main :is(h1, h2, h3, h4, dt, dd, th, td, figcaption, legend, summary, strong)",
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
    }, longWord);
    expect(changed).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
}
