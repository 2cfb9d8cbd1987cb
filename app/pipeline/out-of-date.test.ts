import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load.server";
import {
  formatNotListed,
  formatOutOfDate,
  monthsBefore,
  outOfDate,
  registrationsNotListed,
} from "./out-of-date.server";
import type { Content, Staging } from "../content/schema";
import { formatLongDate } from "../lib/format";

const content = loadContent();
const { programmes } = content.programmes;
const stagings = programmes.flatMap((programme) => programme.stagings);
const lastDays = stagings.flatMap((staging) => staging.dates.map((span) => span.end ?? span.start));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The day after the last staging of the content: every staging is over. */
const afterAll = addDays([...lastDays].sort().at(-1)!, 1);
/** The day before the first staging of the content: every staging is to come. */
const beforeAll = addDays(
  [...stagings.map((staging) => staging.dates[0]!.start)].sort().at(0)!,
  -1,
);
const lastDayOf = (staging: Staging) => {
  const last = staging.dates.at(-1)!;
  return last.end ?? last.start;
};

const messagesFor = (data: Content, today: string, file: string) =>
  outOfDate(data, today).filter((entry) => entry.file === file);

describe("outOfDate", () => {
  it("before the season, finds nothing out of date in programmes.yaml", () => {
    expect(messagesFor(content, beforeAll, "content/programmes.yaml")).toEqual([]);
  });

  it("after the season, names every programme with nothing to come", () => {
    const entries = messagesFor(content, afterAll, "content/programmes.yaml").filter((entry) =>
      entry.message.startsWith("has no staging to come"),
    );
    expect(entries.map((entry) => entry.where)).toEqual(
      programmes.map((programme, index) => `Programme ${index + 1} "${programme.id}"`),
    );
  });

  it("does not name a programme once it has a staging to come", () => {
    const data = structuredClone(content);
    const first = data.programmes.programmes[0]!;
    first.stagings.push({ id: "next-edition", edition: "Next", dates: [{ start: "2099-01-01" }] });
    const names = outOfDate(data, afterAll).map((entry) => entry.where);
    expect(names).not.toContain(`Programme 1 "${first.id}"`);
  });

  it("names editions whose costs are over when nothing follows, and not once the next has costs", () => {
    const costsOver = (data: Content) =>
      outOfDate(data, afterAll).filter((entry) => entry.where.endsWith("› costs"));
    const withCosts = stagings.filter((staging) => staging.costs);
    expect(costsOver(content)).toHaveLength(withCosts.length);

    const data = structuredClone(content);
    const first = data.programmes.programmes[0]!;
    first.stagings.push({
      id: "next-edition",
      edition: "Next",
      dates: [{ start: "2099-01-01" }],
      costs: { platinum: null, gold: 1, silver: 1, bronze: 1, "super-supporter": 1 },
    });
    expect(costsOver(data).map((entry) => entry.where)).not.toContainEqual(
      expect.stringContaining(`"${first.id}"`),
    );
  });

  it("names an edition's costs only once it is over: not while it is under way", () => {
    // The first programme with costs, left with only that edition, so nothing comes after it.
    const data = structuredClone(content);
    const index = data.programmes.programmes.findIndex((programme) =>
      programme.stagings.some((staging) => staging.costs),
    );
    const programme = data.programmes.programmes[index]!;
    const edition = programme.stagings.find((staging) => staging.costs)!;
    programme.stagings = [edition];
    const costsOver = (today: string) =>
      outOfDate(data, today)
        .filter((entry) => entry.where.endsWith("› costs"))
        .map((entry) => entry.where);
    const where = `Programme ${index + 1} "${programme.id}" › Staging 1 "${edition.id}" › costs`;
    expect(costsOver(edition.dates[0]!.start)).not.toContain(where);
    expect(costsOver(lastDayOf(edition))).not.toContain(where);
    expect(costsOver(addDays(lastDayOf(edition), 1))).toContain(where);
  });

  it("names held stagings without results, and not those with", () => {
    const noResults = (data: Content, today: string) =>
      outOfDate(data, today)
        .filter((entry) => entry.message.includes("has no results recorded"))
        .map((entry) => entry.where);
    const data = structuredClone(content);
    const programme = data.programmes.programmes[1]!;
    const target = programme.stagings[0]!;
    delete target.results;
    const where = `Programme 2 "${programme.id}" › Staging 1 "${target.id}"`;
    // Exactly one more than the content as it is, whatever else the content holds.
    expect(noResults(data, afterAll).sort()).toEqual(
      [...noResults(content, afterAll), where].sort(),
    );
    expect(noResults(content, afterAll)).not.toContain(where);
    // Not before its last day has passed in Jamaica.
    expect(noResults(data, lastDayOf(target))).not.toContain(where);
    expect(noResults(data, addDays(lastDayOf(target), 1))).toContain(where);
  });

  it("after the season, names every announcement of the content that points at a staging", () => {
    const entries = messagesFor(content, afterAll, "content/announcements.yaml");
    content.announcements.items.forEach((item, index) => {
      if (!item.staging) return;
      const entry = entries.find(
        (candidate) => candidate.where === `Announcement ${index + 1} "${item.id}"`,
      );
      expect(entry?.message, item.id).toContain(`points at "${item.staging}"`);
    });
  });

  it("names an announcement past its own until only from the day after it", () => {
    const data = structuredClone(content);
    data.announcements.items = [
      {
        id: "tickets",
        title: "Tickets",
        href: "https://tickets.example.org/t",
        until: "2026-07-17",
      },
    ];
    const announcements = (today: string) =>
      messagesFor(data, today, "content/announcements.yaml").map((entry) => entry.message);
    expect(announcements("2026-07-17")).toEqual([]);
    expect(announcements("2026-07-18")).toEqual([
      "expired after 17 July 2026 and no longer shows: remove it or give it a new date",
    ]);
  });

  it("names an announcement pointing at a held staging, and one past its own day", () => {
    const data = structuredClone(content);
    data.announcements.items = [
      {
        id: "old-link",
        title: "Old",
        href: "https://forms.example.org/old",
        staging: stagings[0]!.id,
      },
      {
        id: "old-tickets",
        title: "Tickets",
        href: "https://tickets.example.org/t",
        until: "2099-01-01",
      },
      {
        id: "past-tickets",
        title: "Past",
        href: "https://tickets.example.org/p",
        until: "2020-01-01",
      },
    ];
    const entries = messagesFor(data, afterAll, "content/announcements.yaml");
    expect(entries.map((entry) => entry.where)).toEqual([
      'Announcement 1 "old-link"',
      'Announcement 3 "past-tickets"',
    ]);
    expect(entries[0]?.message).toContain(`points at "${stagings[0]!.id}"`);
    expect(entries[1]?.message).toContain("expired after 1 January 2020");
  });

  it("names an adjudicator register more than 12 months old, and not one exactly 12 months old", () => {
    const { asOf } = content.adjudicators;
    const year = Number(asOf.slice(0, 4));
    const aYearOn = `${year + 1}${asOf.slice(4)}`;
    const dayAfter = addDays(aYearOn, 1);
    const register = (today: string) => messagesFor(content, today, "content/adjudicators.yaml");
    expect(register(aYearOn)).toEqual([]);
    expect(register(dayAfter).map((entry) => entry.where)).toEqual(["asOf"]);
  });
});

describe("monthsBefore", () => {
  it("goes back whole months, clamping to the month's last day", () => {
    expect(monthsBefore("2026-11-23", 12)).toBe("2025-11-23");
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2024-03-31", 1)).toBe("2024-02-29");
    expect(monthsBefore("2026-01-15", 1)).toBe("2025-12-15");
  });
});

describe("formatOutOfDate", () => {
  it("says nothing when nothing is out of date, and counts the items otherwise", () => {
    expect(formatOutOfDate([], "2026-11-23")).toBe("");
    const text = formatOutOfDate(
      [{ file: "content/a.yaml", where: "x", message: "is old" }],
      "2026-11-23",
    );
    expect(text).toBe(
      "Out of date (as of 23 November 2026 in Jamaica), 1 item:\n  - content/a.yaml › x: is old",
    );
  });
});

describe("registrationsNotListed", () => {
  /**
   * The content after its season, each programme of `indexes` given a next staging that takes
   * registrations until `closes`, with the announcements staff wrote: what the editor trial did
   * (a staging of next year for each programme, the old announcements replaced by one).
   */
  function withNext(indexes: number[], closes: string, announced = false): Content {
    const data = structuredClone(content);
    data.announcements.items = [];
    for (const index of indexes) {
      const programme = data.programmes.programmes[index]!;
      programme.stagings.push({
        id: `${programme.id}-next`,
        edition: "Next",
        dates: [{ start: addDays(closes, 10) }],
        registrationUrl: "https://forms.example.org/jade/next",
        registrationCloses: closes,
      });
      if (announced)
        data.announcements.items.push({
          id: `${programme.id}-next-registration`,
          title: "Register now",
          href: "https://forms.example.org/jade/next",
          staging: `${programme.id}-next`,
          until: addDays(afterAll, 30),
        });
    }
    return data;
  }
  const last = programmes.length - 1;
  const every = programmes.map((_, index) => index);

  it("names each registration the Programmes page offers that closes over a year away, first to last", () => {
    const closes = addDays(afterAll, 400);
    const entries = registrationsNotListed(withNext(every, closes), afterAll);
    expect(entries.map((entry) => entry.where)).toEqual(
      programmes.map(
        (programme, index) =>
          `Programme ${index + 1} "${programme.id}" › Staging ${programme.stagings.length + 1} "${programme.id}-next"`,
      ),
    );
    expect(entries[last]!.message).toMatch(
      /^takes registrations until \d+ \w+ \d{4}: the Programmes page offers them, and the Announcements list \(the window that opens by itself\) shows them from \d+ \w+ \d{4}, a year before they close\. To announce them sooner, add an announcement naming this staging, closing \(until\) within the year$/,
    );
    expect(formatNotListed(entries, afterAll).split("\n")).toHaveLength(programmes.length + 1);
  });

  it("names none the list shows: closing within the year, or announced by staff", () => {
    expect(registrationsNotListed(withNext([0, last], addDays(afterAll, 300)), afterAll)).toEqual(
      [],
    );
    expect(
      registrationsNotListed(withNext([0, last], addDays(afterAll, 400), true), afterAll),
    ).toEqual([]);
    expect(formatNotListed([], afterAll)).toBe("");
  });

  it("gives the day the list shows it: a year before, the 1st of March for a 29th of February", () => {
    const shownFrom = (closes: string) =>
      /shows them from (.+?), a year/.exec(
        registrationsNotListed(withNext([0], closes), afterAll)[0]?.message ?? "",
      )?.[1];
    const closes = addDays(afterAll, 500);
    const yearBefore = `${Number(closes.slice(0, 4)) - 1}${closes.slice(4)}`;
    expect(shownFrom(closes)).toBe(formatLongDate(yearBefore));
    // From that day the list shows it, and the day before it does not.
    expect(registrationsNotListed(withNext([0], closes), yearBefore)).toEqual([]);
    expect(registrationsNotListed(withNext([0], closes), addDays(yearBefore, -1))).toHaveLength(1);
    // A 29th of February: the list reads it as the 28th, a year on from the 1st of March.
    const leap = `${Number(afterAll.slice(0, 4)) + 4 - (Number(afterAll.slice(0, 4)) % 4)}-02-29`;
    const year = Number(leap.slice(0, 4)) - 1;
    expect(shownFrom(leap)).toBe(`1 March ${year}`);
    expect(registrationsNotListed(withNext([0], leap), `${year}-03-01`)).toEqual([]);
    expect(registrationsNotListed(withNext([0], leap), `${year}-02-28`)).toHaveLength(1);
  });
});
