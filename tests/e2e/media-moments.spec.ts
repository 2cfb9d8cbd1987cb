import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { isArchived, newestFirst } from "../../app/lib/articles";
import { calendarDateParts } from "../../app/lib/format";
import { fill } from "../../app/lib/template";
import { visitAt } from "../support/screen";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { articles, labels } = content.articles;
const newTab = content.site.chrome.newTab;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test("shows each article's image, title, publisher, date and description", async ({ page }) => {
      await page.goto("/media-moments");
      await waitForHydration(page);
      await expect(page.getByRole("article")).toHaveCount(content.articles.articles.length);
      // The newest leads under the page's heading; the others follow under their own.
      const [newest, ...others] = newestFirst(articles);
      if (others.length > 0)
        await expect(page.getByRole("heading", { level: 2, name: labels.more })).toBeVisible();
      for (const article of articles) {
        const card = page.getByRole("article", { name: article.title });
        await expect(card.getByRole("heading", { level: article === newest ? 2 : 3 })).toHaveText(
          article.title,
        );
        await expect(card).toContainText(article.publisher);
        await expect(card).toContainText(article.description.slice(0, 40));
        const image = card.getByRole("img", { name: article.imageAlt });
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
        // Served from the hashed assets folder, and actually loads.
        await expect(image).toHaveAttribute("src", /^\/assets\/.+\.jpeg$/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        // A modern browser picks the AVIF source of the <picture>.
        expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
          /\.avif$/,
        );
        // The article's box must not spill off the screen on a phone.
        const box = await card.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      // Calendar dates read as that day in Jamaica.
      await expect(page.getByRole("article", { name: articles[0]!.title })).toContainText(
        "13 October 2025",
      );
    });
  });
}

test("every article links to its full text, one to YouTube, each in a new tab that says so", async ({
  page,
  context,
}) => {
  await page.goto("/media-moments");
  await waitForHydration(page);
  const readLinks = page.getByRole("link", { name: new RegExp(`^${labels.readArticle}`) });
  await expect(readLinks).toHaveCount(content.articles.articles.length);
  const watchLinks = page.getByRole("link", { name: new RegExp(`^${labels.watchVideo}`) });
  await expect(watchLinks).toHaveCount(articles.filter((article) => article.youtubeUrl).length);

  for (const article of articles) {
    const card = page.getByRole("article", { name: article.title });
    const read = card.getByRole("link", {
      name: new RegExp(`^${labels.readArticle}.*${escape(newTab)}$`),
    });
    await expect(read).toHaveAttribute("href", article.url);
    await expect(read).toHaveAttribute("target", "_blank");
    await expect(read).toHaveAttribute("rel", /noopener/);
    await expect(read).toContainText(labels.readArticle);
    const watch = card.getByRole("link", {
      name: new RegExp(`^${labels.watchVideo}.*${escape(newTab)}$`),
    });
    if (article.youtubeUrl) {
      await expect(watch).toHaveAttribute("href", article.youtubeUrl);
      await expect(watch).toHaveAttribute("target", "_blank");
    } else {
      await expect(watch).toHaveCount(0);
    }
  }

  const first = articles[0]!;
  // Answer the article's address with a page (the browser finds no other site: tests/support/chromium.ts).
  await context.route(first.url, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Article</title>" }),
  );
  const popup = page.waitForEvent("popup");
  await page
    .getByRole("article", { name: first.title })
    .getByRole("link", { name: new RegExp(`^${labels.readArticle}`) })
    .click();
  // A new tab can be reported before it has left about:blank: wait for its address.
  const tab = await popup;
  await tab.waitForURL(first.url, { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/media-moments$/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the articles and their links are in the page", async ({ page }) => {
    await page.goto("/media-moments");
    for (const article of articles) {
      await expect(page.getByRole("heading", { name: article.title })).toBeVisible();
      await expect(page.getByRole("img", { name: article.imageAlt })).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: new RegExp(`^${labels.readArticle}`) }),
    ).toHaveCount(content.articles.articles.length);
  });
});

test.describe("past news is marked by its date, as the visitor's day has it", () => {
  const home = content.home.news;
  const mark = (published: string) => {
    const { month, year } = calendarDateParts(published);
    return fill(labels.archived, { month, year });
  };
  const newest = newestFirst(articles)[0]!;

  test("on Media Moments, each article six months old or more, and only those", async ({
    page,
  }) => {
    // 1 January 2026: the June article is past six months, August's and October's are not.
    await visitAt(page, "2026-01-01T12:00:00-05:00", "/media-moments");
    for (const article of articles) {
      const card = page.getByRole("article", { name: article.title });
      const archived = isArchived(article, "2026-01-01");
      await expect(card.getByText(mark(article.published)), article.id).toHaveCount(
        archived ? 1 : 0,
      );
    }
    expect(articles.filter((article) => isArchived(article, "2026-01-01")).length).toBe(1);
    // 28 November 2026: all of them.
    await visitAt(page, "2026-11-28T12:00:00-05:00", "/media-moments");
    for (const article of articles)
      await expect(
        page.getByRole("article", { name: article.title }).getByText(mark(article.published)),
      ).toHaveCount(1);
  });

  test("on home, only the news under six months old; with none, no news section, and the bands on either side meet", async ({
    page,
  }) => {
    const latest = newestFirst(articles).slice(0, 3);
    for (const day of ["2025-11-01", "2026-01-01"]) {
      await visitAt(page, `${day}T12:00:00-05:00`, "/");
      const recent = latest.filter((article) => !isArchived(article, day));
      const news = page.getByRole("region", { name: home.heading });
      await expect(news.getByRole("article"), day).toHaveCount(recent.length);
      for (const [index, article] of recent.entries())
        await expect(news.getByRole("article").nth(index)).toHaveAccessibleName(article.title);
      await expect(news.getByText(mark(newest.published))).toHaveCount(0);
    }
    // 1 January 2026: the June article has gone from home, and stays on Media Moments.
    expect(latest.filter((article) => isArchived(article, "2026-01-01")).length).toBe(1);
    // 28 November 2026: all of it is from the archive.
    await visitAt(page, "2026-11-28T12:00:00-05:00", "/");
    await expect(page.getByRole("heading", { level: 2, name: home.heading })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    const gap = await page.evaluate(() => {
      const donate = document.getElementById("donate-heading")!.closest("section")!;
      const partnership = document.getElementById("partnership-heading")!.closest("section")!;
      return partnership.getBoundingClientRect().top - donate.getBoundingClientRect().bottom;
    });
    expect(gap).toBe(0);
  });
});
