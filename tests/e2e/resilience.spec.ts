import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, test, waitForHydration } from "../support/fixtures";
import { pages, suppressAnnouncements } from "../support/site";

/** How far the page reaches past the right edge of the window, in CSS pixels. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Elements whose box pokes out past the window's right edge: what a visitor would have to scroll
 * sideways to read. Slides and logos parked off screen by a carousel are not content in view.
 */
const poking = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *, header *, footer *")]
      .filter(
        (element) =>
          !element.closest(
            '[inert], [hidden], [aria-roledescription="carousel"], .visually-hidden, dialog:not([open])',
          ),
      )
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5),
  );

// With scripts off, the phone menu and a link in it and in the footer leading on are
// before-scripts.spec.ts's.

/** Every storage the page could use throws, as with storage blocked in the browser's settings. */
function blockStorage() {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  for (const name of ["localStorage", "sessionStorage"])
    Object.defineProperty(window, name, { get: blocked, configurable: true });
}

test.describe("when every image fails and all storage throws", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ context }) => {
    await suppressAnnouncements(context);
    await context.addInitScript(blockStorage);
    allowConsoleErrors(
      context,
      /^Failed to load resource: the server responded with a status of 404/,
      "the test answers every image with a 404",
    );
    await context.route(/\.(avif|webp|jpe?g|png|svg)(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
  });

  for (const { path } of pages) {
    // Anything thrown, the scroll restoration's inline script included, fails the test (fixtures).
    test(`${path} still reads, hydrates, throws nothing and keeps its layout`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  // A logo that fails shows its partner's name: home.spec.ts ("a logo that fails to load shows
  // the partner's name instead") checks it, with the other logos still drawn.

  test("back and forward still work, from the top of each page", async ({ page }) => {
    const [first, second] = pages;
    await page.goto(first!.path);
    await waitForHydration(page);
    await page.goto(second!.path);
    await waitForHydration(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.heading);
  });
});

// With local storage throwing, the popup showing once a visit and the theme still changing the
// page are announcements.spec.ts's ("once per visit when storage is blocked").

test.describe("on a slow 3G connection", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page reads and its links work before any script arrives", async ({ page, context }) => {
    await suppressAnnouncements(context);
    const cdp = await context.newCDPSession(page);
    // Chrome DevTools' "Slow 3G": 400 ms round trips, 400 kbit/s down.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    // Scripts are held back entirely: what shows is what the HTML and CSS give.
    const held: (() => void)[] = [];
    await page.route(/\.js$/, (route) =>
      new Promise<void>((resolve) => held.push(resolve)).then(() => route.continue()),
    );
    await page.goto("/jade-programmes", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pages.find((entry) => entry.id === "donate")!.heading,
    );
    for (const release of held) release();
  });
});

// With reduced motion nothing moves by itself: home.spec.ts (the banner) and services.spec.ts
// (the counters) check it on the page's own clock.

test.describe("at 320 px wide, and with text at 200%", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  for (const { path } of pages) {
    test(`${path} needs no sideways scrolling and reflows with nothing cut off`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await horizontalOverflow(page), "at 320 px").toBeLessThanOrEqual(0);
      expect(await poking(page), "at 320 px").toEqual([]);

      // On a desktop, what a browser's text-size setting does: the default font size doubles,
      // and every rem, em and rem-based media query follows it.
      await page.setViewportSize({ width: 1280, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
      await page.waitForFunction(
        () => parseFloat(getComputedStyle(document.documentElement).fontSize) === 32,
      );
      expect(await horizontalOverflow(page), "text at 200%").toBeLessThanOrEqual(0);
      expect(await poking(page), "text at 200%").toEqual([]);
    });
  }
});
