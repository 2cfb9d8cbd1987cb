import type { Page } from "@playwright/test";
import { calendarFeedFile, calendarFile } from "../../app/lib/calendar-links";
import { expect, test, waitForHydration } from "../support/fixtures";
import { lineProblems, parseCalendar } from "../support/ical";
import { content, suppressAnnouncements } from "../support/site";
import { axeViolationsInBothSchemes } from "../support/axe";

const words = content.programmes.calendar;
const host = new URL(content.site.siteUrl).host;
const stagings = content.programmes.programmes.flatMap((programme) =>
  programme.stagings.map((staging) => ({
    programme,
    staging,
    name: `${programme.name} ${staging.edition}`,
  })),
);

/** The day after a calendar date: an all-day event's exclusive end. */
function dayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Opens a page with the browser's clock fixed at the given moment in Kingston. The popup is
 * suppressed after the clock is set, so its "shown a moment ago" is read from the fixed clock (a
 * time after the fixed one counts as untrustworthy, and the popup would open and take focus).
 */
async function visitOn(page: Page, path: string, moment: string) {
  await page.clock.setFixedTime(new Date(moment));
  await suppressAnnouncements(page.context());
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("the built calendar files", () => {
  for (const { staging, name } of stagings) {
    test(`${calendarFile(staging.id)} holds ${name} on its dates, all day, in Jamaica`, async ({
      request,
    }) => {
      const response = await request.get(`/${calendarFile(staging.id)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const text = await response.text();
      expect(lineProblems(text)).toEqual([]);
      const calendar = parseCalendar(text);
      expect(calendar.timeZone).toBe("America/Jamaica");
      expect(calendar.events).toHaveLength(staging.dates.length);
      calendar.events.forEach((event, index) => {
        const span = staging.dates[index];
        if (!span) throw new Error("more events than dates");
        expect(event).toMatchObject({
          summary: name,
          location: `${staging.venue}, Jamaica`,
          allDay: true,
          start: span.start,
          end: dayAfter(span.end ?? span.start),
          uid: index === 0 ? `${staging.id}@${host}` : `${staging.id}-${index + 1}@${host}`,
        });
      });
    });
  }

  test("the feed holds every staging's events once, and is linked from the Programmes page", async ({
    page,
    request,
  }) => {
    const response = await request.get(`/${calendarFeedFile}`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(lineProblems(text)).toEqual([]);
    const feed = parseCalendar(text);
    expect(feed.name).toBe(words.feedName);
    for (const { staging, name } of stagings) {
      const events = feed.events.filter((event) => event.summary === name);
      expect(events.map((event) => event.start)).toEqual(staging.dates.map((span) => span.start));
    }
    expect(feed.events).toHaveLength(stagings.flatMap(({ staging }) => staging.dates).length);

    await page.goto("/jade-programmes");
    await expect(page.getByRole("link", { name: words.feed })).toHaveAttribute(
      "href",
      `/${calendarFeedFile}`,
    );
  });
});

test.describe("calendar links", () => {
  test("a staging still to come offers its file and a Google Calendar link, named for it", async ({
    page,
  }) => {
    await visitOn(page, "/jade-programmes", "2025-09-01T12:00:00-05:00");
    const card = page.getByRole("region", { name: "National Debaters' Week", exact: true });
    const name = "National Debaters' Week 2025";

    const file = card.getByRole("link", { name: `${words.add} ${name}` });
    await expect(file).toHaveAttribute("href", "/calendar/ndw-2025.ics");
    await expect(file).toHaveAttribute("download");

    const google = card.getByRole("link", {
      name: `${words.google} ${name} ${content.site.chrome.newTab}`,
    });
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL((await google.getAttribute("href")) ?? "");
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(name);
    expect(url.searchParams.get("dates")).toBe("20251012/20251019");
    expect(url.searchParams.get("location")).toBe("Kingston and Montego Bay, Jamaica");
    expect(url.searchParams.get("ctz")).toBe("America/Jamaica");
    expect(url.searchParams.get("details")).toContain(
      "Register: https://forms.example.org/jade/debaters-week",
    );

    // The oratorical challenge is over by September: no calendar links for it.
    const held = page.getByRole("region", { name: "National Oratorical Challenge", exact: true });
    await expect(held.getByRole("link", { name: new RegExp(words.google) })).toHaveCount(0);
    await expect(held.getByRole("link", { name: words.add })).toHaveCount(0);
  });

  test("the calendar links are reached with the keyboard, in reading order", async ({
    page,
    request,
  }) => {
    await visitOn(page, "/jade-programmes", "2025-09-01T12:00:00-05:00");
    const card = page.getByRole("region", { name: "Classics", exact: true });
    const file = card.getByRole("link", { name: `${words.add} Classics 2026` });
    const google = card.getByRole("link", { name: `${words.google} Classics 2026` });
    await file.focus();
    await expect(file).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(google).toBeFocused();
    // What the link downloads (Debian's Chromium fires no download event under test, so fetch it).
    const response = await request.get((await file.getAttribute("href")) ?? "");
    expect(parseCalendar(await response.text()).events[0]).toMatchObject({
      summary: "Classics 2026",
      start: "2026-07-16",
      end: "2026-07-18",
    });
  });

  test("a staging on separate days gets a Google Calendar link for each day", async ({ page }) => {
    await visitOn(page, "/jade-programmes", "2025-07-20T12:00:00-05:00");
    const card = page.getByRole("region", { name: "National Oratorical Challenge", exact: true });
    const links = card.getByRole("link", { name: /Google Calendar/ });
    await expect(links).toHaveText([
      /^Google Calendar, 1 August 2025/,
      /^Google Calendar, 8 August 2025/,
    ]);
    const dates = await links.evaluateAll((anchors) =>
      anchors.map((anchor) =>
        new URL((anchor as HTMLAnchorElement).href).searchParams.get("dates"),
      ),
    );
    expect(dates).toEqual(["20250801/20250802", "20250808/20250809"]);
  });

  test("home's upcoming events carry calendar links; recently held ones do not", async ({
    page,
  }) => {
    await visitOn(page, "/", "2025-11-01T12:00:00-05:00");
    const events = page.getByRole("region", { name: content.home.events.heading });
    for (const name of ["Speech and Poetry Slam 2025", "Classics 2026"]) {
      // Folded under one control per event, which opens them.
      const fold = events.getByText(`${content.home.events.addToCalendar} ${name}`, {
        exact: true,
      });
      await expect(events.getByRole("link", { name: `${words.add} ${name}` })).toBeHidden();
      await fold.click();
      await expect(events.getByRole("link", { name: `${words.add} ${name}` })).toBeVisible();
      await expect(
        events.getByRole("link", { name: new RegExp(`${words.google} ${name}`) }),
      ).toBeVisible();
    }
    for (const name of ["National Debaters' Week 2025", "National Oratorical Challenge 2025"]) {
      await expect(
        events.getByRole("link", { name: new RegExp(`(${words.add}|${words.google}) ${name}`) }),
      ).toHaveCount(0);
    }
  });

  test("once every staging is held, no page offers a calendar link but the feed", async ({
    page,
  }) => {
    await visitOn(page, "/jade-programmes", "2026-11-21T12:00:00-05:00");
    await expect(page.getByRole("link", { name: new RegExp(words.google) })).toHaveCount(0);
    await expect(page.getByRole("link", { name: words.add })).toHaveCount(0);
    await expect(page.getByRole("link", { name: words.feed })).toBeVisible();
  });
});

// The site's axe sweep runs on today's date, when every staging is held and no link shows.
test.describe("with calendar links showing", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/jade-programmes"]) {
    test(`axe finds nothing on ${path}, in light and dark`, async ({ page }) => {
      await visitOn(page, path, "2025-07-20T12:00:00-05:00");
      // On home, each event's links are folded under one control: open, as a visitor would.
      for (const fold of await page.locator(".events__calendar summary").all()) await fold.click();
      await expect(page.getByRole("link", { name: words.add }).first()).toBeVisible();
      expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    });
  }
});
