import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { calendarDateParts } from "../../app/lib/format";
import { formatJmd } from "../../app/lib/money";
import { fill } from "../../app/lib/template";

const { labels } = content.programmes;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** Opens the page with the browser's clock fixed at the given moment in Kingston. */
async function visitOn(page: Page, moment: string) {
  await page.clock.setFixedTime(new Date(moment));
  await page.goto("/jade-programmes");
  await waitForHydration(page);
}

const programme = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * A programme with no staging to come: the month its staging (held on `date`) usually runs, and
 * the year it is expected next.
 */
const usuallyAfter = (date: string, year: number) =>
  fill(labels.usually, { month: calendarDateParts(date).month, year });

/**
 * The two staging lines of a programme, as a screen reader reads them: the upcoming one first,
 * with the entry action under it, then (after the entry details) the most recent.
 */
function stagings(mostRecent: string, upcoming: string) {
  return `
    - term: ${labels.upcoming}
    - definition: ${upcoming}
    - term: ${labels.mostRecent}
    - definition: ${mostRecent}
  `;
}

test("lists every programme, each with purpose, stagings, sponsorship note and link", async ({
  page,
}) => {
  await visitOn(page, "2026-11-21T12:00:00-05:00");
  for (const item of content.programmes.programmes) {
    const region = programme(page, item.name);
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(item.name);
    await expect(region).toContainText(item.purpose);
    await expect(region).toContainText(item.sponsorshipNote);
    await expect(
      region.getByRole("link", { name: new RegExp(`^${labels.sponsorshipInfo}`) }),
    ).toHaveAttribute("href", `/programme-sponsorship#costs-${item.id}`);
    // Each programme is an anchor other pages can link to.
    await expect(region).toHaveAttribute("id", item.id);
  }
  // A heading for each card, and the overview's above them.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(
    content.programmes.programmes.length + 1,
  );
});

test("on 1 September 2025 the stagings are worked out for that date", async ({ page }) => {
  await visitOn(page, "2025-09-01T12:00:00-05:00");
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings(labels.noneHeld, "12–18 October 2025"),
  );
  await expect(programme(page, "National Oratorical Challenge")).toMatchAriaSnapshot(
    stagings("1 and 8 August 2025", usuallyAfter("2025-08-01", 2026)),
  );
  // One programme has no staging to come: the page says once what that means.
  await expect(page.getByRole("note").filter({ hasText: labels.nextNotice })).toHaveCount(1);
  await expect(programme(page, "Classics")).toMatchAriaSnapshot(
    stagings(labels.noneHeld, "16–17 July 2026"),
  );
  // The page was prerendered with a later build date: the browser's date replaced it cleanly.
});

test("a staging still under way is upcoming until its last day has passed", async ({ page }) => {
  await visitOn(page, "2025-10-18T23:30:00-05:00");
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings(labels.noneHeld, "12–18 October 2025"),
  );
  await page.clock.setFixedTime(new Date("2025-10-19T00:30:00-05:00"));
  await page.reload();
  await waitForHydration(page);
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings("12–18 October 2025", usuallyAfter("2025-10-12", 2026)),
  );
});

test("on 21 November 2026 every staging has been held and nothing is announced", async ({
  page,
}) => {
  await visitOn(page, "2026-11-21T12:00:00-05:00");
  // Each expected in the year its month next comes round: the slam's November is still ahead.
  const expected: Record<string, [held: string, firstDay: string, year: number]> = {
    "National Oratorical Challenge": ["1 and 8 August 2025", "2025-08-01", 2027],
    "National Debaters' Week": ["12–18 October 2025", "2025-10-12", 2027],
    "Speech and Poetry Slam": ["22 November 2025", "2025-11-22", 2026],
    "Debate Academy and Open": ["6–9 January 2026", "2026-01-06", 2027],
    "National Collegiate Debating Championship": ["2–4 April 2026", "2026-04-02", 2027],
    Classics: ["16–17 July 2026", "2026-07-16", 2027],
  };
  for (const [name, [held, firstDay, year]] of Object.entries(expected)) {
    await expect(programme(page, name)).toMatchAriaSnapshot(
      stagings(held, usuallyAfter(firstDay, year)),
    );
  }
  // Said once for the page, not six times.
  await expect(page.getByRole("note").filter({ hasText: labels.nextNotice })).toHaveCount(1);
  await expect(page.getByText(labels.noneUpcoming, { exact: true })).toHaveCount(0);
});

test("when entries open is said as the day has it: open, closed, expected, or late", async ({
  page,
}) => {
  const notes = Object.fromEntries(
    content.programmes.programmes.map((item) => [item.name, item.entry.opens.note]),
  );
  const expectOpens = async (name: string, words: string) =>
    expect(programme(page, name)).toContainText(`${words} ${notes[name]}`);
  // In the season, while the challenge takes registrations; then after its form closed, on its
  // first day, between its two days.
  await visitOn(page, "2025-06-01T12:00:00-05:00");
  await expectOpens(
    "National Oratorical Challenge",
    fill(labels.opensNow, { date: "1 August 2025" }),
  );
  await visitOn(page, "2025-08-05T12:00:00-05:00");
  await expectOpens(
    "National Oratorical Challenge",
    fill(labels.opensClosed, { date: "1 August 2025" }),
  );
  // Between seasons, nothing announced: each programme's month in the year it comes next; the
  // academy's October has passed with nothing announced for the January it is expected.
  await visitOn(page, "2026-11-28T12:00:00-05:00");
  const expected = (month: string, year: number) => fill(labels.opensExpected, { month, year });
  await expectOpens("National Oratorical Challenge", expected("May", 2027));
  await expectOpens("National Debaters' Week", expected("July", 2027));
  await expectOpens("Speech and Poetry Slam", expected("September", 2027));
  await expectOpens(
    "Debate Academy and Open",
    fill(labels.opensOverdue, { month: "January", year: 2027 }),
  );
  await expectOpens("National Collegiate Debating Championship", expected("January", 2027));
  await expectOpens("Classics", expected("April", 2027));
  // In the month entries open: this month.
  await visitOn(page, "2026-10-15T12:00:00-05:00");
  await expectOpens(
    "Debate Academy and Open",
    fill(labels.opensThisMonth, { month: "October", year: 2026 }),
  );
});

test("Sponsorship Info lands on that programme's row of the cost table", async ({ page }) => {
  // Before the championship's 2026 edition, which the table then offers.
  await visitOn(page, "2026-03-01T12:00:00-05:00");
  await programme(page, "National Collegiate Debating Championship")
    .getByRole("link", { name: new RegExp(`^${labels.sponsorshipInfo}`) })
    .click();
  await expect(page).toHaveURL(
    /\/programme-sponsorship#costs-national-collegiate-debating-championship$/,
  );
  const row = page
    .getByRole("table")
    .getByRole("row", { name: /National Collegiate Debating Championship 2026/ });
  await expect(row).toBeInViewport();
  await expect(row.getByRole("cell").first()).toHaveText("J$400,000");
});

/** The overview's row of a programme, found by its name's link. */
const overviewRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: labels.overview.heading })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

const feeOf = ({ entry }: (typeof content.programmes.programmes)[number]) =>
  entry.fee === 0
    ? labels.free
    : fill(labels.feeAmount, { amount: formatJmd(entry.fee), per: entry.per });

// Phones and desktops alike: the overview starts in the first screen, and its first row whole.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the overview opens the page: every programme's fee, next date and action`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // In season: the oratorical challenge takes registrations; the rest are announced.
    await visitOn(page, "2025-07-01T12:00:00-05:00");
    const overview = page.getByRole("region", { name: labels.overview.heading });
    await expect(overview.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
    const [first] = content.programmes.programmes;
    const firstRow = overviewRow(page, first!.name);
    await expect(firstRow).toBeInViewport({ ratio: 1 });
    await expect(overview.getByRole("listitem")).toHaveCount(content.programmes.programmes.length);
    const when: Record<string, string> = {
      "National Oratorical Challenge": "1 and 8 August 2025",
      "National Debaters' Week": "12–18 October 2025",
      "Speech and Poetry Slam": "22 November 2025",
      "Debate Academy and Open": "6–9 January 2026",
      "National Collegiate Debating Championship": "2–4 April 2026",
      Classics: "16–17 July 2026",
    };
    for (const item of content.programmes.programmes) {
      const row = overviewRow(page, item.name);
      await expect(row.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
        "href",
        `#${item.id}`,
      );
      await expect(row.getByRole("definition")).toHaveText([feeOf(item), when[item.name]!]);
      // Every staging is to come: one with a registration form takes registrations already.
      const next = item.stagings.find((staging) => staging.dates[0]!.start > "2025-07-01");
      const action = next?.registrationUrl ? labels.register : labels.hearFirst;
      await expect(row.getByRole("link", { name: new RegExp(`^${action}`) })).toBeVisible();
    }
  });
}

test("between seasons each programme's line says the month and the year it is expected, in that order", async ({
  page,
}) => {
  await visitOn(page, "2026-11-21T12:00:00-05:00");
  // The soonest first, as the months come round from late November: not the content's order.
  await expect(
    page
      .getByRole("region", { name: labels.overview.heading })
      .getByRole("listitem")
      .locator(".overview__name a"),
  ).toHaveText([
    "Speech and Poetry Slam",
    "Debate Academy and Open",
    "National Collegiate Debating Championship",
    "Classics",
    "National Oratorical Challenge",
    "National Debaters' Week",
  ]);
  const expected: Record<string, string> = {
    "National Oratorical Challenge": usuallyAfter("2025-08-01", 2027),
    "Speech and Poetry Slam": usuallyAfter("2025-11-22", 2026),
    Classics: usuallyAfter("2026-07-16", 2027),
  };
  for (const [name, when] of Object.entries(expected)) {
    await expect(overviewRow(page, name).getByRole("definition").last()).toHaveText(when);
    // The card says the same words.
    await expect(programme(page, name).getByText(when, { exact: true })).toBeVisible();
  }
});

test("a programme's name in the overview lands on its card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitOn(page, "2026-11-21T12:00:00-05:00");
  const last = content.programmes.programmes.at(-1)!;
  await overviewRow(page, last.name).getByRole("link", { name: last.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  await expect(programme(page, last.name).getByRole("heading", { level: 2 })).toBeInViewport();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every programme reads in full, with both staging lines", async ({ page }) => {
    await page.goto("/jade-programmes");
    for (const item of content.programmes.programmes) {
      const region = programme(page, item.name);
      await expect(region).toContainText(item.purpose);
      await expect(region.getByRole("term")).toHaveText([
        labels.upcoming,
        labels.who,
        labels.how,
        labels.fee,
        labels.opens,
        labels.mostRecent,
      ]);
      // The stagings, and under the most recent one its headline result and results link.
      await expect(region.getByRole("definition").first()).toBeVisible();
      await expect(
        region.getByRole("link", { name: new RegExp(`^${labels.sponsorshipInfo}`) }),
      ).toBeVisible();
    }
  });
});

// The level filter narrowing the overview and the cards, with scripts and without, is the engines'
// check (tests/engines/checks/programmes.ts, overviewFiltersByLevel), in Chromium too: the style
// sheet alone does it, so it is what could differ between engines.
