/**
 * Issue 30: every visitor finds their next step, and the pages keep one type scale, one measure
 * and one grid. Values come from the content; the moments are a day in the season (the day
 * before its first staging) and a day between seasons (the day after its last).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { inFirstScreen, visitAt } from "../support/screen";
import { blockScripts } from "../support/scripts";
import { choiceRows, priceTable } from "../support/price-list";
import {
  announcementsAt,
  content,
  pages,
  seasonMoments,
  suppressAnnouncements,
} from "../support/site";
import { jamaicaToday } from "../../app/lib/dates";
import { isArchived, newestFirst } from "../../app/lib/articles";
import { formatLongDate, formatNumber } from "../../app/lib/format";
import { formatJmd } from "../../app/lib/money";
import { latestChampions, seasonName } from "../../app/lib/results";
import { entriesWhen } from "../../app/lib/entries";
import { registrationOpen, upcomingStaging } from "../../app/lib/stagings";
import { fill } from "../../app/lib/template";
import { routeTable } from "../../app/route-table";

const { inSeason, betweenSeasons } = seasonMoments;
const moments = [
  ["in the season", inSeason],
  ["between seasons", betweenSeasons],
] as const;
const pathOf = (id: string) => routeTable.find((entry) => entry.id === id)!.path;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

const visit = visitAt;

test.describe("the header leads to the main tasks", () => {
  const { tasks } = content.site;

  test("on a phone, the menu opens on the main tasks, before the rest of the navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, betweenSeasons, "/about-jade");
    await page.getByRole("button", { name: content.site.chrome.menu }).click();
    const nav = page.getByRole("navigation", { name: tasks.label });
    const first = nav.getByRole("link", { name: tasks.links[0]!.label, exact: true });
    await expect(first).toBeVisible();
    const main = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect((await first.boundingBox())!.y).toBeLessThan(main!.y);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(tasks.links[0]!.page)}$`));
  });

  test("Donate is a button on the header's first row, the one filled control, apart from the pages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, betweenSeasons, "/");
    const name = content.pages.pages.find((item) => item.id === content.site.navButton)!;
    const header = page.getByRole("banner").first();
    const donate = header.getByRole("link", { name: name.name, exact: true });
    const fill = (link: typeof donate) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(donate)).not.toBe("rgba(0, 0, 0, 0)");
    // Not among the pages of the navigation, whose links are all plain.
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: name.name, exact: true })).toHaveCount(0);
    for (const other of await nav.getByRole("link").all())
      expect(await fill(other)).toBe("rgba(0, 0, 0, 0)");
    // On the row of the main tasks and Announcements, between them.
    const tasks = await page
      .getByRole("navigation", { name: content.site.tasks.label })
      .boundingBox();
    const announcements = await header
      .getByRole("button", { name: content.site.chrome.announcements })
      .boundingBox();
    const box = (await donate.boundingBox())!;
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
    expect(Math.abs(middle(box) - middle(tasks!))).toBeLessThanOrEqual(2);
    expect(box.x).toBeGreaterThan(tasks!.x + tasks!.width);
    expect(box.x + box.width).toBeLessThan(announcements!.x);
  });

  test("Tab meets Donate after the main tasks and before the pages, as the first row shows it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, betweenSeasons, "/");
    const name = content.pages.pages.find((item) => item.id === content.site.navButton)!;
    const header = page.getByRole("banner").first();
    await page
      .getByRole("navigation", { name: content.site.tasks.label })
      .getByRole("link")
      .last()
      .focus();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: name.name, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link").first(),
    ).toBeFocused();
  });

  test("on a phone, Donate is the button between the main tasks and the pages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, betweenSeasons, "/");
    await page.getByRole("button", { name: content.site.chrome.menu }).click();
    const name = content.pages.pages.find((item) => item.id === content.site.navButton)!;
    const donate = page
      .getByRole("banner")
      .first()
      .getByRole("link", { name: name.name, exact: true });
    await expect(donate).toBeVisible();
    const tasks = (await page
      .getByRole("navigation", { name: content.site.tasks.label })
      .boundingBox())!;
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const box = (await donate.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(tasks.y + tasks.height);
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
    await donate.click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(content.site.navButton!)}$`));
  });

  for (const [when, moment] of moments) {
    test(`the Announcements button is quiet when nothing is announced, and marked when something is (${when})`, async ({
      page,
    }) => {
      await visit(page, moment, "/");
      const button = page.getByRole("button", {
        name: content.site.chrome.announcements,
        exact: true,
      });
      const border = await button.evaluate((element) => getComputedStyle(element).borderTopColor);
      if (announcementsAt(Date.parse(moment)).length > 0) {
        await expect(button).toHaveAttribute("data-current", "");
        expect(border).not.toBe("rgba(0, 0, 0, 0)");
      } else {
        await expect(button).not.toHaveAttribute("data-current");
        expect(border).toBe("rgba(0, 0, 0, 0)");
      }
    });
  }
});

/** The sizes of the visible headings in the page's main, by level, noting a level in two sizes. */
async function headingSizes(page: Page, path: string, sizes: Map<string, Set<string>>) {
  const found = await page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("h1, h2, h3, h4")]
      .filter((heading) => heading.checkVisibility() && heading.getClientRects().length > 0)
      .filter((heading) => !heading.closest(".visually-hidden, dialog"))
      .map((heading) => ({
        level: heading.tagName,
        size: getComputedStyle(heading).fontSize,
        text: heading.textContent?.slice(0, 40) ?? "",
      })),
  );
  for (const heading of found) {
    const key = heading.level;
    if (!sizes.has(key)) sizes.set(key, new Set());
    sizes.get(key)!.add(`${heading.size}`);
    expect(sizes.get(key)!.size, `${path}: ${heading.level} "${heading.text}"`).toBe(1);
  }
}

/** Runs in the page: each paragraph of body text in `main` whose lines run over 75 characters. */
function widerThan75(main: Element) {
  return [...main.querySelectorAll("p, li, dd")]
    .filter((element) => element.checkVisibility())
    .flatMap((element) => {
      const text = element.textContent?.replace(/\s+/g, " ").trim() ?? "";
      // Long enough to wrap: a short label never fills a line.
      if (text.length < 90 || element.querySelector("p, li, ul, ol, dl, div")) return [];
      // The text's own average character width, measured on one unbroken line.
      const probe = document.createElement("span");
      probe.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
      probe.style.font = getComputedStyle(element).font;
      probe.style.letterSpacing = getComputedStyle(element).letterSpacing;
      probe.textContent = text;
      document.body.append(probe);
      const perCharacter = probe.getBoundingClientRect().width / text.length;
      probe.remove();
      const style = getComputedStyle(element);
      const width =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const characters = Math.round(width / perCharacter);
      return characters > 75 ? [`${characters}: ${text.slice(0, 50)}`] : [];
    });
}

// One visit to each page at 1280 px for all that is asked of every page on a desktop: a visit is
// most of a check's time, and three passes over every page cost three times it.
test("at 1280 px, every page links to each main task without a menu, gives a heading level one size, and runs no body text over 75 characters a line", async ({
  page,
}) => {
  // It visits every page: a page's time, not the test's default, whatever else the machine runs.
  test.setTimeout(pages.length * 10_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tasks } = content.site;
  const sizes = new Map<string, Set<string>>();
  for (const { path } of pages) {
    await visit(page, betweenSeasons, path);
    await test.step(`${path}: links to each main task without a menu, and marks the current one`, async () => {
      const nav = page.getByRole("navigation", { name: tasks.label });
      for (const link of tasks.links) {
        const anchor = nav.getByRole("link", { name: link.label, exact: true });
        await expect(anchor, path).toBeVisible();
        await expect(anchor).toHaveAttribute("href", pathOf(link.page));
        if (pathOf(link.page) === path)
          await expect(anchor).toHaveAttribute("aria-current", "page");
        else await expect(anchor).not.toHaveAttribute("aria-current");
      }
    });
    await test.step(`${path}: headings of one level have one size on every page`, () =>
      headingSizes(page, path, sizes));
    await test.step(`${path}: no paragraph of body text runs wider than 75 characters a line`, async () => {
      expect(await page.getByRole("main").evaluate(widerThan75), path).toEqual([]);
    });
  }
  expect([...sizes.keys()].sort()).toEqual(["H1", "H2", "H3", "H4"]);
});

test("at 390 px, headings of one level have one size on every page", async ({ page }) => {
  // It visits every page: a page's time, not the test's default, whatever else the machine runs.
  test.setTimeout(pages.length * 10_000);
  await page.setViewportSize({ width: 390, height: 800 });
  const sizes = new Map<string, Set<string>>();
  for (const { path } of pages) {
    await visit(page, betweenSeasons, path);
    await headingSizes(page, path, sizes);
  }
  expect([...sizes.keys()].sort()).toEqual(["H1", "H2", "H3", "H4"]);
});

test.describe("the home page between seasons", () => {
  test("shows the season ahead, the champions of the season just ended, the numbers and the latest news", async ({
    page,
  }) => {
    await visit(page, betweenSeasons, "/");
    const today = jamaicaToday(Date.parse(betweenSeasons));
    const main = page.getByRole("main");
    // Not a page that opens on "nothing is open".
    await expect(
      main.getByRole("heading", { name: content.home.events.seasonAhead }),
    ).toBeVisible();
    const { results } = content.programmes;
    const latest = latestChampions(content.programmes.programmes, today, results.startMonth)!;
    expect(latest.champions.length).toBeGreaterThan(0);
    const champions = main.getByRole("region", {
      name: fill(content.home.champions.heading, { season: seasonName(latest.season, results) }),
    });
    await expect(champions.getByRole("listitem")).toHaveCount(latest.champions.length);
    for (const { award } of latest.champions) {
      await expect(champions).toContainText(award.name);
      if (award.school && award.school !== award.name)
        await expect(champions).toContainText(award.school);
    }
    const numbers = main.getByRole("region", { name: content.home.numbers.heading });
    await expect(numbers.getByRole("listitem")).toHaveCount(content.home.numbers.figures.length);
    for (const id of content.home.numbers.figures) {
      const figure = content.services.achievements.find((entry) => entry.id === id)!;
      await expect(numbers).toContainText(`${formatNumber(figure.value)}${figure.suffix}`);
      await expect(numbers).toContainText(figure.label);
    }
    // The news of the three newest that is under six months old; none, and no news section.
    const recent = newestFirst(content.articles.articles)
      .slice(0, 3)
      .filter((article) => !isArchived(article, today));
    const news = main.getByRole("region", { name: content.home.news.heading });
    if (recent.length === 0) await expect(news).toHaveCount(0);
    else {
      await expect(news.getByRole("article")).toHaveCount(recent.length);
      for (const [index, article] of recent.entries())
        await expect(news.getByRole("article").nth(index)).toHaveAccessibleName(article.title);
      await expect(news.getByRole("link", { name: content.home.news.link })).toHaveAttribute(
        "href",
        pathOf("media-moments"),
      );
    }
  });

  test("in the season, opens on what is open now, before the champions", async ({ page }) => {
    await visit(page, inSeason, "/");
    const events = page.getByRole("region", { name: content.home.events.heading });
    await expect(events.getByRole("link", { name: /^Register/ }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: content.home.events.seasonAhead })).toHaveCount(
      0,
    );
  });
});

test.describe("the Programmes page serves those who enter", () => {
  for (const [when, moment] of moments) {
    test(`every programme says who can enter, how, the fee and when, and has an entry action (${when})`, async ({
      page,
    }) => {
      await visit(page, moment, "/jade-programmes");
      const today = jamaicaToday(Date.parse(moment));
      const { labels } = content.programmes;
      for (const programme of content.programmes.programmes) {
        const card = page.getByRole("region", { name: programme.name, exact: true });
        await expect(card).toContainText(programme.entry.who);
        // When entries open, as the day has it, then the programme's note.
        const opens = entriesWhen(programme, today);
        const words = {
          open: labels.opensNow,
          closed: labels.opensClosed,
          expected: labels.opensExpected,
          "this-month": labels.opensThisMonth,
          overdue: labels.opensOverdue,
        }[opens.state];
        await expect(card).toContainText(
          "date" in opens
            ? fill(words, { date: formatLongDate(opens.date) })
            : fill(words, { month: opens.month, year: opens.year }),
        );
        await expect(card).toContainText(programme.entry.opens.note ?? "");
        await expect(card).toContainText(
          programme.entry.fee === 0
            ? labels.free
            : fill(labels.feeAmount, {
                amount: formatJmd(programme.entry.fee),
                per: programme.entry.per,
              }),
        );
        const next = upcomingStaging(programme, today);
        const action =
          next && registrationOpen(next, today)
            ? { name: labels.register, href: next.registrationUrl! }
            : {
                name: labels.hearFirst,
                // The tests' content gives each programme its group of the mailing list.
                href: `https://lists.example.org/jade/subscribe?group=${programme.id}`,
              };
        const link = card.getByRole("link", { name: new RegExp(`^${action.name}`) });
        await expect(link).toHaveAttribute("href", action.href);
        await expect(link).toHaveClass(/\bbutton\b/);
        // Sponsorship stays, as a quiet link rather than a button.
        const sponsor = card.getByRole("link", { name: new RegExp(`^${labels.sponsorshipInfo}`) });
        await expect(sponsor).not.toHaveClass(/\bbutton\b/);
      }
    });
  }
});

test.describe("the sponsorship page pitches first", () => {
  const { pitch } = content.sponsorship;
  const contact = content.contacts.contacts.find((entry) => entry.id === pitch.contact)!;
  const intro = content.pages.pages.find((entry) => entry.id === "programme-sponsorship")!;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, the first screen has the pitch and whom to talk to`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await visit(page, betweenSeasons, "/programme-sponsorship");
      const main = page.getByRole("main");
      expect(
        await inFirstScreen(page, main.getByRole("heading", { level: 1, name: intro.heading })),
      ).toBe(true);
      expect(await inFirstScreen(page, main.getByText(intro.description.slice(0, 40)))).toBe(true);
      if (contact.person)
        expect(await inFirstScreen(page, main.getByText(contact.person).first())).toBe(true);
      const email = main.getByRole("link", { name: contact.email }).first();
      await expect(email).toHaveAttribute("href", `mailto:${contact.email}`);
      expect(await inFirstScreen(page, email)).toBe(true);
      // Then why: the reach figures, from the content.
      const why = main.getByRole("region", { name: pitch.heading });
      await expect(why.getByRole("listitem")).toHaveCount(pitch.figures.length);
    });
  }

  test("the pitch's video plays where it is, and the proposal opens in a new tab", async ({
    page,
  }) => {
    await visit(page, betweenSeasons, "/programme-sponsorship");
    const { video } = content.home.partnership;
    const pitch = page.getByRole("region", { name: intro.heading });
    await pitch.getByRole("link", { name: `${video.playLabel}: ${video.title}` }).click();
    const player = pitch.locator("video");
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute("aria-label", video.title);
    await expect(page).toHaveURL(/\/programme-sponsorship$/);
    const proposal = pitch.getByRole("link", { name: content.sponsorship.pitch.proposal });
    await expect(proposal).toHaveAttribute("href", "/partnership-proposal.pdf");
    await expect(proposal).toHaveAttribute("target", "_blank");
  });

  test("the pitch's play link, pressed when the video's code cannot come, opens the video file", async ({
    page,
  }) => {
    await blockScripts(page);
    await page.clock.setFixedTime(new Date(betweenSeasons));
    await page.goto("/programme-sponsorship");
    const { video } = content.home.partnership;
    const link = page
      .getByRole("region", { name: intro.heading })
      .getByRole("link", { name: `${video.playLabel}: ${video.title}` });
    const file = new URL((await link.getAttribute("href")) ?? "", page.url()).href;
    // The press waits for the widget; the loader cannot come, so the link is followed.
    await link.click();
    await expect(page).toHaveURL(file);
  });

  test("on a phone, the package total stays in view once a tier is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, betweenSeasons, "/programme-sponsorship");
    const { labels } = content.sponsorship;
    const builder = page.getByRole("region", { name: labels.costsHeading });
    const groups = choiceRows(priceTable(page, labels.costsCaption));
    const first = groups.first();
    // The first tier the programme offers ("None" is the last choice).
    const radio = first.getByRole("radio", { disabled: false }).first();
    await radio.scrollIntoViewIfNeeded();
    await radio.check();
    const [before = ""] = content.sponsorship.builder.barTotal.split("{total}");
    const total = builder.getByText(new RegExp(`^${escapeRegExp(before)}J\\$`));
    for (const group of [
      first,
      groups.nth(Math.floor((await groups.count()) / 2)),
      groups.last(),
    ]) {
      await group.scrollIntoViewIfNeeded();
      await expect(total).toBeVisible();
      expect(await inFirstScreen(page, total)).toBe(true);
    }
    await builder.getByRole("link", { name: content.sponsorship.builder.barLink }).click();
    await expect(page).toHaveURL(/#package-summary-heading$/);
    await expect(
      builder.getByRole("heading", {
        name: content.sponsorship.builder.summaryHeading,
        exact: true,
      }),
    ).toBeInViewport();
  });
});

test.describe("the not-found page", () => {
  test("offers the search box and the main tasks", async ({ page }) => {
    await visit(page, betweenSeasons, "/no-such-page");
    const main = page.getByRole("main");
    for (const link of content.site.tasks.links)
      await expect(main.getByRole("link", { name: link.label })).toHaveAttribute(
        "href",
        pathOf(link.page),
      );
    const search = main.getByRole("searchbox", { name: content.site.chrome.searchLabel });
    await search.fill("debate");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=debate$/);
  });
});
