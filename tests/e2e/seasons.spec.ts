/**
 * The site through a season, with the browser's clock put before it starts, while it runs and
 * after it is over: what the home page, the announcements, the programmes, sponsorship and results
 * pages show. Every expectation is worked out here from the content files and the moment, so a
 * new season's content keeps these tests true.
 */
import type { Page } from "@playwright/test";
import { axeViolationsInBothSchemes } from "../support/axe";
import { expect, test, waitForHydration } from "../support/fixtures";
import { readPdfText } from "../support/pdf";
import { announcementsAt, builtOn, content, suppressAnnouncements } from "../support/site";
import { jamaicaToday } from "../../app/lib/dates";
import { formatLongDate } from "../../app/lib/format";
import { formatJmd } from "../../app/lib/money";
import { nextOf, quotedEditions, tierNames } from "../../app/lib/sponsorship";
import { fill } from "../../app/lib/template";

const { programmes } = content.programmes;
const { labels: costLabels, builder } = content.sponsorship;
const tierName = (tier: "gold") => tierNames(content.sponsorship.tiers)[tier];
const resultsWords = content.programmes.results;
const resultsLink = new RegExp(`^${content.programmes.labels.resultsLink}`);
const all = programmes.flatMap((programme) =>
  programme.stagings.map((staging) => ({ programme, staging })),
);
const firstDayOf = (staging: (typeof all)[number]["staging"]) => staging.dates[0]!.start;
const lastDayOf = (staging: (typeof all)[number]["staging"]) => {
  const last = staging.dates.at(-1)!;
  return last.end ?? last.start;
};

/** Moments in Kingston (UTC-5): before the first staging, during one, after the last. */
const firstStart = all.map(({ staging }) => firstDayOf(staging)).sort()[0]!;
const lastEnd = all
  .map(({ staging }) => lastDayOf(staging))
  .sort()
  .at(-1)!;
const before = `${previousDay(firstStart)}T12:00:00-05:00`;
// A staging that runs over several days, on its second day: under way, neither to come nor held,
// with another staging held before it.
const running = [...all]
  .sort((a, b) => firstDayOf(a.staging).localeCompare(firstDayOf(b.staging)))
  .find(
    ({ staging }) =>
      firstDayOf(staging) < lastDayOf(staging) &&
      all.some((other) => lastDayOf(other.staging) < firstDayOf(staging)),
  )!;
const during = `${nextDay(firstDayOf(running.staging))}T12:00:00-05:00`;
const after = `${nextDay(lastEnd)}T12:00:00-05:00`;

function shiftDay(date: string, days: number): string {
  const time = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
function previousDay(date: string) {
  return shiftDay(date, -1);
}
function nextDay(date: string) {
  return shiftDay(date, 1);
}

const dayOf = (moment: string) => jamaicaToday(Date.parse(moment));
/** Each programme's edition on offer: its earliest staging with costs that has not begun. */
function offeredOn(day: string) {
  return programmes.map((programme) => ({
    programme,
    edition: programme.stagings
      .filter((staging) => staging.costs && firstDayOf(staging) > day)
      .sort((a, b) => firstDayOf(a).localeCompare(firstDayOf(b)))[0],
  }));
}
const heldOn = (day: string) => all.filter(({ staging }) => lastDayOf(staging) < day);

async function visit(page: Page, moment: string, path: string) {
  await page.clock.setFixedTime(new Date(moment));
  await page.goto(path);
  await waitForHydration(page);
}

const announcementsDialog = (page: Page) => page.getByRole("dialog", { name: "Announcements" });
const announcementsButton = (page: Page) =>
  page.getByRole("button", { name: content.site.chrome.announcements, exact: true });

test("the moments chosen from the content really are before, during and after the season", () => {
  expect(offeredOn(dayOf(before)).every(({ edition }) => edition)).toBe(true);
  expect(heldOn(dayOf(before))).toEqual([]);
  expect(heldOn(dayOf(during)).length).toBeGreaterThan(0);
  expect(heldOn(dayOf(after))).toHaveLength(all.length);
});

test.describe("the announcements popup", () => {
  for (const [when, moment] of [
    ["before the season", before],
    ["during the season", during],
  ] as const) {
    test(`${when} opens by itself with the links still current, then the hint`, async ({
      page,
    }) => {
      const current = announcementsAt(Date.parse(moment));
      expect(current.length).toBeGreaterThan(0);
      await visit(page, moment, "/");
      await expect(announcementsDialog(page)).toBeVisible();
      // Each with the day it closes, the soonest first.
      await expect(announcementsDialog(page).getByRole("link")).toHaveText(
        current.map(
          (item) =>
            `${item.title} ${fill(content.site.chrome.announcementsCloses, { date: formatLongDate(item.until!) })} ${content.site.chrome.newTab}`,
        ),
      );
      await page.keyboard.press("Escape");
      await expect(page.getByText(content.site.chrome.announcementsHint)).toBeVisible();
    });
  }

  test("after the season stays closed, shows no hint, and the button opens an honest empty list", async ({
    page,
  }) => {
    expect(announcementsAt(Date.parse(after))).toEqual([]);
    await page.clock.install({ time: new Date(after) });
    await page.goto("/");
    await waitForHydration(page);
    // Well past the half second the popup waits for the page to finish starting.
    await page.clock.runFor(3000);
    await expect(announcementsDialog(page)).toBeHidden();
    await expect(page.getByText(content.site.chrome.announcementsHint)).toBeHidden();
    // Nothing is stored for an empty set: the next announcement will open by itself.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith("jade:announcements:")),
      ),
    ).toEqual([]);

    await announcementsButton(page).click();
    const dialog = announcementsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(content.site.chrome.announcementsNone);
    await expect(
      dialog.getByRole("link", { name: content.site.chrome.announcementsCalendar }),
    ).toHaveAttribute("href", "/calendar/jade-events.ics");
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    await dialog.getByRole("link", { name: content.site.chrome.announcementsProgrammes }).click();
    await expect(page).toHaveURL(/\/jade-programmes$/);
    await expect(dialog).toBeHidden();
  });

  test("a new announcement opens the popup at once, though the last set was shown a minute ago", async ({
    page,
  }) => {
    // Two moments a day apart with different sets of current links.
    const days = all.map(({ staging }) => firstDayOf(staging)).sort();
    const closing = days.find((day) => day > dayOf(before))!;
    const earlier = `${closing}T23:58:00-05:00`;
    const later = `${nextDay(closing)}T00:01:00-05:00`;
    expect(announcementsAt(Date.parse(earlier)).map((item) => item.id)).not.toEqual(
      announcementsAt(Date.parse(later)).map((item) => item.id),
    );
    await visit(page, earlier, "/");
    await expect(announcementsDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page.clock.setFixedTime(new Date(later));
    await page.reload();
    await waitForHydration(page);
    await expect(announcementsDialog(page)).toBeVisible();
    await expect(announcementsDialog(page).getByRole("link")).toHaveCount(
      announcementsAt(Date.parse(later)).length,
    );
    // Only the current set's time is kept.
    expect(
      await page.evaluate(
        () =>
          Object.keys(localStorage).filter((key) => key.startsWith("jade:announcements:")).length,
      ),
    ).toBe(1);
  });
});

test.describe("pages through the season", () => {
  test.beforeEach(async ({ context }) => {
    await suppressAnnouncements(context);
  });

  test("the Programmes page shows each most recent staging's headline result and links to it", async ({
    page,
  }) => {
    await visit(page, during, "/jade-programmes");
    for (const programme of programmes) {
      const region = page.getByRole("region", { name: programme.name, exact: true });
      const held = programme.stagings
        .filter((staging) => lastDayOf(staging) < dayOf(during))
        .sort((a, b) => lastDayOf(b).localeCompare(lastDayOf(a)))[0];
      const link = region.getByRole("link", { name: resultsLink });
      if (!held) {
        await expect(link).toHaveCount(0);
        continue;
      }
      const headline = held.results?.placings[0];
      if (headline)
        await expect(region).toContainText(
          fill(content.programmes.labels.headline, { award: headline.award, name: headline.name }),
        );
      await expect(link).toHaveAttribute("href", `/results#results-${held.id}`);
    }
    const first = heldOn(dayOf(during))[0]!;
    await page
      .getByRole("region", { name: first.programme.name, exact: true })
      .getByRole("link", { name: resultsLink })
      .click();
    await expect(page).toHaveURL(new RegExp(`/results#results-${first.staging.id}$`));
    await expect(
      page.getByRole("article", { name: `${first.programme.name} ${first.staging.edition}` }),
    ).toBeInViewport();
  });

  test("the home page's champions of the season link to their results", async ({ page }) => {
    await visit(page, after, "/");
    const [before = ""] = content.home.champions.heading.split("{season}");
    const champions = page.getByRole("region", { name: new RegExp(`^${before}`) });
    const latest = [...all].sort((a, b) =>
      lastDayOf(b.staging).localeCompare(lastDayOf(a.staging)),
    )[0]!;
    await expect(
      champions.getByRole("link", {
        name: `${latest.programme.name} ${latest.staging.edition}`,
        exact: true,
      }),
    ).toHaveAttribute("href", `/results#results-${latest.staging.id}`);
  });

  for (const [when, moment] of [
    ["before the season", before],
    ["during the season", during],
    ["after the season", after],
  ] as const) {
    test(`the Results page ${when} lists the stagings held by then, latest first`, async ({
      page,
    }) => {
      await visit(page, moment, "/results");
      const held = heldOn(dayOf(moment)).sort((a, b) =>
        lastDayOf(b.staging).localeCompare(lastDayOf(a.staging)),
      );
      const articles = page.getByRole("article");
      await expect(articles.getByRole("heading", { level: 3 })).toHaveText(
        held.map(({ programme, staging }) => `${programme.name} ${staging.edition}`),
      );
      if (held.length === 0) await expect(page.getByRole("main")).toContainText(resultsWords.none);
      for (const { programme, staging } of held) {
        const article = page.getByRole("article", {
          name: `${programme.name} ${staging.edition}`,
        });
        for (const award of staging.results?.placings ?? [])
          await expect(article).toContainText(`${award.award}${award.name}`);
        if (staging.results?.resultsUrl)
          await expect(
            article.getByRole("link", { name: new RegExp(`^${resultsWords.fullResults}`) }),
          ).toHaveAttribute("href", staging.results.resultsUrl);
      }
    });
  }

  test("the sponsorship page before the season offers every programme's next edition", async ({
    page,
  }) => {
    await visit(page, before, "/programme-sponsorship");
    const table = page.getByRole("table", { name: costLabels.costsCaption });
    for (const { programme, edition } of offeredOn(dayOf(before))) {
      const row = table.getByRole("row", {
        name: new RegExp(`^${programme.name} ${edition!.edition}`),
      });
      const gold = edition!.costs!.gold;
      await expect(row.getByRole("cell").nth(1)).toHaveText(
        gold === null ? costLabels.notOffered : formatJmd(gold),
      );
    }
  });

  test("the sponsorship page during the season quotes the edition under way only as a guide", async ({
    page,
  }) => {
    const name = `${running.programme.name} ${running.staging.edition}`;
    const today = dayOf(during);
    const quoted = quotedEditions(programmes, today);
    const guide = quoted.find((row) => row.programme.id === running.programme.id)!;
    await visit(page, during, `/programme-sponsorship?${running.staging.id}=gold`);
    const table = page.getByRole("table", { name: costLabels.costsCaption });
    const row = table.getByRole("row", { name: new RegExp(`^${running.programme.name}`) });
    if (guide.guide) {
      // No later edition has costs yet: the one under way is quoted under its programme's name
      // with when it comes next, no mark on the row, and the page says once what that means and
      // whom to ask.
      expect(guide.id).toBe(running.staging.id);
      await expect(row).toContainText(nextOf(guide, today, costLabels).when);
      await expect(row).not.toContainText(costLabels.guide);
      const partnerships = content.contacts.contacts.find((entry) => entry.id === builder.contact)!;
      const notice = page.getByRole("note").filter({ hasText: partnerships.email });
      await expect(notice).toHaveCount(1);
      await expect(notice.getByRole("link")).toHaveAttribute(
        "href",
        `mailto:${partnerships.email}`,
      );
    } else {
      await expect(row).not.toContainText(name);
    }
    const region = page.getByRole("region", { name: costLabels.costsHeading });
    // Each quoted edition's row is where its tier is chosen.
    await expect(table.getByRole("row").filter({ has: page.getByRole("radio") })).toHaveCount(
      quoted.length,
    );
    if (guide.guide) {
      // The shared link still counts, at the guide price, marked as such in the package.
      await expect(
        page.getByRole("table", { name: builder.summaryCaption }).getByText(costLabels.guide),
      ).toBeVisible();
      await expect(region.getByRole("status")).toHaveText(
        fill(builder.statusOne, { total: formatJmd(guide.amounts.gold!), count: 1 }),
      );
    } else {
      // The shared link named it: the page says it was left out, and why.
      await expect(region.getByRole("note")).toContainText(name);
      await expect(region.getByRole("status")).toHaveText(builder.statusNone);
    }
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });

  test("the sponsorship page after the season quotes each programme's last prices as a guide, said once", async ({
    page,
  }) => {
    const quoted = quotedEditions(programmes, dayOf(after));
    expect(quoted.every((row) => row.guide)).toBe(true);
    await visit(page, after, "/programme-sponsorship");
    const table = page.getByRole("table", { name: costLabels.costsCaption });
    // One notice says what the figures are; no row carries a mark of its own.
    await expect(table).not.toContainText(costLabels.guide);
    for (const row of quoted) {
      const tableRow = table.getByRole("row", { name: new RegExp(`^${row.programme.name}`) });
      await expect(tableRow).toContainText(nextOf(row, dayOf(after), costLabels).when);
      const gold = row.amounts.gold;
      await expect(tableRow.getByRole("cell").nth(1)).toHaveText(
        gold === null ? costLabels.notOffered : formatJmd(gold),
      );
    }
    const [beforeEmail = ""] = costLabels.guideNotice.split("{email}");
    await expect(page.getByText(beforeEmail.trim().slice(0, 40))).toHaveCount(1);
    // The same rows add up the guide prices, with no second notice.
    const region = page.getByRole("region", { name: costLabels.costsHeading });
    await expect(table.getByRole("row").filter({ has: page.getByRole("radio") })).toHaveCount(
      quoted.length,
    );
    const first = quoted[0]!;
    await table
      .getByRole("row", { name: new RegExp(`^${first.programme.name}`) })
      .getByRole("radio", { name: new RegExp(`^${tierName("gold")}`) })
      .check();
    await expect(region.getByRole("status")).toHaveText(
      fill(builder.statusOne, { total: formatJmd(first.amounts.gold!), count: 1 }),
    );
    await expect(page.getByRole("table", { name: builder.summaryCaption })).toContainText(
      costLabels.guide,
    );
  });
});

test.describe("as of the build, without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the announcements show only the links current when the site was built", async ({
    page,
    request,
  }) => {
    const day = await builtOn(request);
    const current = announcementsAt(Date.parse(`${day}T12:00:00-05:00`));
    await page.goto("/about-jade");
    await page
      .getByRole("button", { name: content.site.chrome.announcements, exact: true })
      .click();
    const list = page.getByRole("dialog", { name: content.site.chrome.announcements });
    if (current.length === 0) {
      await expect(list).toContainText(content.site.chrome.announcementsNone);
      await expect(list.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(0);
    } else {
      await expect(list.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(
        current.length,
      );
    }
  });

  test("the Results page lists what was held when the site was built", async ({
    page,
    request,
  }) => {
    const held = heldOn(await builtOn(request));
    await page.goto("/results");
    await expect(page.getByRole("article")).toHaveCount(held.length);
  });
});

test("the proposal PDF quotes the editions on offer when the site was built, else the last as a guide", async ({
  request,
}) => {
  const day = await builtOn(request);
  const response = await request.get("/partnership-proposal.pdf");
  const text = (await readPdfText(new Uint8Array(await response.body()))).replace(/\s+/g, " ");
  const quoted = quotedEditions(programmes, day);
  const partnerships = content.contacts.contacts.find((entry) => entry.id === builder.contact)!;
  const notice = fill(costLabels.guideNotice, { email: partnerships.email }).replace(/\s+/g, " ");
  if (quoted.some((row) => row.guide)) expect(text).toContain(notice);
  else expect(text).not.toContain(notice);
  // Each price of each quoted edition, as a cell of the cost table.
  for (const row of quoted)
    for (const amount of Object.values(row.amounts))
      if (amount !== null) expect(text).toContain(formatJmd(amount));
});
