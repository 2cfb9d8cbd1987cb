import type { Page } from "@playwright/test";
import { searchIndexPath } from "../../app/search/options";
import { allowConsoleErrors, expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

const words = content.site.search;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** The header's search box, as a screen reader meets it. */
const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: content.site.chrome.searchLabel });
const suggestions = (page: Page) =>
  page.getByRole("listbox", { name: content.site.chrome.searchLabel });

/** The search index answers 503, as a host having trouble would; the browser reports it. */
async function failIndex(page: Page) {
  allowConsoleErrors(page, /status of 503/, "the test makes the search index fail to load");
  await page.route(`**${searchIndexPath}`, (route) => route.fulfill({ status: 503, body: "" }));
}

test.describe("the header's search box on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("loads nothing until it is focused, then the engine and the index once", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    expect(requested).not.toContain(searchIndexPath);
    expect(requested.filter((path) => /\/engine-[\w-]+\.js$/.test(path))).toEqual([]);

    const indexLoaded = page.waitForResponse((response) =>
      response.url().endsWith(searchIndexPath),
    );
    await searchBox(page).focus();
    expect((await indexLoaded).status()).toBe(200);
    await searchBox(page).fill("adju");
    await expect(suggestions(page).getByRole("option").first()).toBeVisible();
    expect(requested.filter((path) => path === searchIndexPath)).toHaveLength(1);
  });

  test("suggests as you type, and the keyboard chooses: 'adjudicator' leads to the ranking page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = searchBox(page);
    await box.focus();
    await box.pressSequentially("adjudicator");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const first = suggestions(page).getByRole("option").first();
    await expect(first).toContainText("Certified Adjudicator Ranking");
    await expect(page.getByRole("status").filter({ hasText: /suggestions/ })).toHaveText(
      /^\d+ suggestions\. Use the up and down arrow keys/,
    );

    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    // Focus never leaves the box while choosing.
    await expect(box).toBeFocused();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/certified-adjudicator-ranking(#[\w-]+)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Certified Adjudicator Ranking",
    );
  });

  test("forgives a typo and finds a section: 'sponsership gold' opens the Gold tier", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await searchBox(page).fill("sponsership gold");
    const option = suggestions(page).getByRole("option", { name: /Gold/ }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/programme-sponsorship#tier-gold$/);
    await expect(page.locator("#tier-gold")).toBeInViewport();
  });

  test("arrows wrap, Escape closes the list and then clears the box", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = searchBox(page);
    await box.fill("debate");
    const options = suggestions(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    await box.press("ArrowUp");
    // Up from the box goes to the last option: "See all results".
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(count - 1)).toHaveText(`See all results for “debate”`);
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveValue("debate");
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await searchBox(page).fill("zzqxj");
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
      "No pages match “zzqxj”.",
    );
    await expect(suggestions(page).getByRole("option")).toHaveText([`See all results for “zzqxj”`]);
  });

  test("Enter without a choice opens the results page, whose links lead to the section", async ({
    page,
  }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    // The header waits for the visitor on a page whose widget is below the first screen: reaching
    // into its search field runs it, and the field becomes the combobox.
    await page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).click();
    await expect(page.locator('[data-island="site-header"]')).toHaveAttribute("data-live", "");
    await searchBox(page).fill("debaters week");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=debaters\+week$/);
    await expect(page.getByRole("status").filter({ hasText: "for “debaters week”" })).toHaveText(
      /^\d+ results? for “debaters week”$/,
    );
    const result = page.getByRole("link", { name: "National Debaters' Week", exact: true });
    await expect(result).toHaveAttribute("href", "/jade-programmes#national-debaters-week");
    await result.click();
    await expect(page.locator("#national-debaters-week")).toBeInViewport();
  });
});

test.describe("the results page", () => {
  test("for 'debate' lists each thing once, at an address the page made, programmes and results first", async ({
    page,
  }) => {
    await page.goto("/search?q=debate");
    await waitForHydration(page);
    const results = page.locator(".search-result");
    await expect(results.first()).toBeVisible();
    const found = await results.evaluateAll((items) =>
      items.map((item) => ({
        href: item.querySelector("a")?.getAttribute("href") ?? "",
        // What the result says of itself: one thing indexed twice says the same words twice.
        excerpt: item.querySelector(".search-result__excerpt")?.textContent ?? "",
        page: item.querySelector(".search-result__page")?.textContent ?? "",
      })),
    );
    expect(found.length).toBeGreaterThan(3);
    const hrefs = found.map((result) => result.href);
    expect(new Set(hrefs).size, hrefs.join("\n")).toBe(hrefs.length);
    const excerpts = found.map((result) => result.excerpt);
    expect(new Set(excerpts).size, excerpts.join("\n")).toBe(excerpts.length);
    // No address React made (`#_R_6_`, `#_i3-R_6_`), which changes when the page does.
    expect(hrefs.filter((href) => /#(_|.*:)/.test(href))).toEqual([]);
    // Each address leads to an element of its page.
    for (const href of hrefs.filter((href) => href.includes("#")).slice(0, 3)) {
      await page.goto(href);
      await expect(page.locator(`#${href.split("#")[1]}`)).toBeAttached();
      await page.goBack();
    }
    // A programme or a result first, and the best of each before the best of the news.
    const pages = found.map((result) => result.page);
    expect(["Programmes", "Results"], pages.join(", ")).toContain(pages[0]);
    const news = pages.indexOf("Media Moments");
    if (news >= 0)
      for (const owner of ["Programmes", "Results"])
        expect(pages.indexOf(owner), pages.join(", ")).toBeLessThan(news);
  });

  test("with no query lists every page, and nothing moves when scripts arrive", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { shifts: number };
      state.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          state.shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/search");
    await waitForHydration(page);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByRole("link", { name: "Donate", exact: true }).last()).toBeVisible();
    // The page's own search (the header's, until the visitor reaches into it, is a searchbox too).
    await expect(page.getByRole("main").getByRole("search").getByRole("searchbox")).toBeVisible();
    // The without-scripts explanation is for pages without scripts only.
    await expect(page.getByText(words.withoutScripts)).toBeHidden();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(0.01);
  });

  // Serving a shared link and searching again from the page's own form is the engines' check
  // (tests/engines/checks/widgets.ts, searchPageSearchesAgain), in Chromium too; the engine's
  // forgiveness of typos, which the page's search shares, is app/search/engine.test.ts's and the
  // header's "forgives a typo" test's above.

  test("with no match, offers the page listing", async ({ page }) => {
    await page.goto("/search?q=zzqxj");
    await waitForHydration(page);
    await expect(page.getByText(words.noMatchesHelp)).toBeVisible();
    await page.getByRole("link", { name: words.listingLink }).click();
    await expect(page).toHaveURL(/\/page-listing$/);
  });

  test("when the index cannot load, says so and still leads somewhere", async ({ page }) => {
    await failIndex(page);
    await page.goto("/search?q=donate");
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: "could not load" })).toHaveText(
      words.failed,
    );
    await expect(page.getByRole("link", { name: words.listingLink })).toBeVisible();
  });
});

test.describe("when the header's index cannot load", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Enter falls back to the page listing", async ({ page }) => {
    await failIndex(page);
    await page.goto("/");
    await waitForHydration(page);
    await searchBox(page).fill("donate");
    await expect(page.getByRole("status").filter({ hasText: "could not load" })).toBeAttached();
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/page-listing\?q=donate$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the search in the menu suggests and opens a page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: content.site.chrome.menu }).click();
    await searchBox(page).fill("membership");
    const option = suggestions(page).getByRole("option").first();
    await expect(option).toBeInViewport();
    await option.tap();
    await expect(page).toHaveURL(/\/jade-membership(#[\w-]+)?$/);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form leads to the page listing", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: content.site.chrome.searchLabel });
    await box.fill("donate");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/page-listing\?q=donate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Listing");
  });

  test("the results page explains and lists every page", async ({ page }) => {
    await page.goto("/search?q=donate");
    await expect(page.getByText(words.withoutScripts)).toBeVisible();
    await expect(page.getByRole("link", { name: "Donate", exact: true }).last()).toBeVisible();
  });
});
