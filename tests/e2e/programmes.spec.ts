import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { calendarDateParts } from "../../app/lib/format";
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

/** A programme with no staging to come: the month its staging (held on `date`) usually runs. */
const usuallyAfter = (date: string) =>
  fill(labels.usually, { month: calendarDateParts(date).month });

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
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(
    content.programmes.programmes.length,
  );
});

test("on 1 September 2025 the stagings are worked out for that date", async ({ page }) => {
  await visitOn(page, "2025-09-01T12:00:00-05:00");
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings("N/A", "12–18 October 2025"),
  );
  await expect(programme(page, "National Oratorical Challenge")).toMatchAriaSnapshot(
    stagings("1 and 8 August 2025", usuallyAfter("2025-08-01")),
  );
  // One programme has no staging to come: the page says once what that means.
  await expect(page.getByRole("note").filter({ hasText: labels.nextNotice })).toHaveCount(1);
  await expect(programme(page, "Classics")).toMatchAriaSnapshot(stagings("N/A", "16–17 July 2026"));
  // The page was prerendered with a later build date: the browser's date replaced it cleanly.
});

test("a staging still under way is upcoming until its last day has passed", async ({ page }) => {
  await visitOn(page, "2025-10-18T23:30:00-05:00");
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings("N/A", "12–18 October 2025"),
  );
  await page.clock.setFixedTime(new Date("2025-10-19T00:30:00-05:00"));
  await page.reload();
  await waitForHydration(page);
  await expect(programme(page, "National Debaters' Week")).toMatchAriaSnapshot(
    stagings("12–18 October 2025", usuallyAfter("2025-10-12")),
  );
});

test("on 21 November 2026 every staging has been held and nothing is announced", async ({
  page,
}) => {
  await visitOn(page, "2026-11-21T12:00:00-05:00");
  const expected: Record<string, [held: string, firstDay: string]> = {
    "National Oratorical Challenge": ["1 and 8 August 2025", "2025-08-01"],
    "National Debaters' Week": ["12–18 October 2025", "2025-10-12"],
    "Speech and Poetry Slam": ["22 November 2025", "2025-11-22"],
    "Debate Academy and Open": ["6–9 January 2026", "2026-01-06"],
    "National Collegiate Debating Championship": ["2–4 April 2026", "2026-04-02"],
    Classics: ["16–17 July 2026", "2026-07-16"],
  };
  for (const [name, [held, firstDay]] of Object.entries(expected)) {
    await expect(programme(page, name)).toMatchAriaSnapshot(stagings(held, usuallyAfter(firstDay)));
  }
  // Said once for the page, not six times.
  await expect(page.getByRole("note").filter({ hasText: labels.nextNotice })).toHaveCount(1);
  await expect(page.getByText(labels.noneUpcoming, { exact: true })).toHaveCount(0);
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
