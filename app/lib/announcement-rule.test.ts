import { describe, expect, it } from "vitest";
import type { Announcement, Programme, Staging } from "../content/schema";
import {
  announcementCloses,
  announcementStorageKey,
  announcementStorageKeyPattern,
  currentAnnouncements,
  isAnnouncementKey,
  laterAnnouncements,
  listedAnnouncements,
  openRegistrationPrefix,
  parseShownAt,
  shouldAutoOpen,
  withClosingDays,
  withOpenRegistrations,
  listedFrom,
  yearAfter,
} from "./announcement-rule";
import { jamaicaToday } from "./dates";
import { registrationOpen, upcomingStaging } from "./stagings";

/** A programme's entry details, which these rules do not read. */
const entry = { who: "w", how: "h", fee: 0, per: "p", opens: { month: 5 } };

const hour = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 15, 0, 0);

describe("shouldAutoOpen", () => {
  it("opens on a first visit, when nothing is stored", () => {
    expect(shouldAutoOpen(null, now, 6)).toBe(true);
  });

  it("stays closed within 6 hours of the last display, and at exactly 6 hours", () => {
    expect(shouldAutoOpen(String(now - 1), now, 6)).toBe(false);
    expect(shouldAutoOpen(String(now - 5 * hour), now, 6)).toBe(false);
    expect(shouldAutoOpen(String(now - 6 * hour), now, 6)).toBe(false);
  });

  it("opens again once more than 6 hours have passed", () => {
    expect(shouldAutoOpen(String(now - 6 * hour - 1), now, 6)).toBe(true);
    expect(shouldAutoOpen(String(now - 30 * hour), now, 6)).toBe(true);
  });

  it.each(["", "garbage", "12abc", "-5", "1.5e12", "NaN", "{}", "99999999999999999999"])(
    "treats the stored value %j as nothing stored",
    (stored) => {
      expect(shouldAutoOpen(stored, now, 6)).toBe(true);
    },
  );

  it("does not trust a display time in the future", () => {
    expect(parseShownAt(String(now + hour), now)).toBeUndefined();
    expect(shouldAutoOpen(String(now + hour), now, 6)).toBe(true);
  });
});

describe("announcementStorageKey", () => {
  it("names the set of current announcements, whatever their order", () => {
    const key = announcementStorageKey(["ndw-registration", "slam-registration"]);
    expect(key).toMatch(/^jade:announcements:[0-9a-z]+:last-shown$/);
    expect(announcementStorageKey(["slam-registration", "ndw-registration"])).toBe(key);
    expect(isAnnouncementKey(key)).toBe(true);
  });

  it("changes when an announcement joins or leaves the set", () => {
    const key = announcementStorageKey(["ndw-registration", "slam-registration"]);
    expect(announcementStorageKey(["slam-registration"])).not.toBe(key);
    expect(
      announcementStorageKey(["ndw-registration", "slam-registration", "classics-tickets"]),
    ).not.toBe(key);
  });

  it("differs between two sets of the same size", () => {
    expect(announcementStorageKey(["ndw-registration", "classics-tickets"])).not.toBe(
      announcementStorageKey(["ndw-registration", "slam-registration"]),
    );
  });

  it("tells the site's announcement keys from others", () => {
    expect(isAnnouncementKey("jade:theme")).toBe(false);
    expect(isAnnouncementKey(announcementStorageKeyPattern)).toBe(true);
  });
});

/** An instant in Kingston (UTC-5 all year), as the visitor's clock gives it. */
const kingston = (dateTime: string) => Date.parse(`${dateTime}-05:00`);
const currentAt = (items: readonly Announcement[], dateTime: string) =>
  currentAnnouncements(items, jamaicaToday(kingston(dateTime))).map((item) => item.id);

const staging = (id: string, start: string, end: string, registrationCloses?: string): Staging => ({
  id,
  edition: id.slice(-4),
  dates: [{ start, end }],
  ...(registrationCloses ? { registrationCloses } : {}),
});
const programmes: Programme[] = [
  {
    id: "national-debaters-week",
    name: "National Debaters' Week",
    purpose: "p",
    sponsorshipNote: "n",
    levels: ["secondary"],
    entry,
    stagings: [
      staging("ndw-2026", "2026-10-11", "2026-10-17", "2026-09-30"),
      staging("ndw-2027", "2027-10-10", "2027-10-16"),
    ],
  },
];
const item = (id: string, fields: Partial<Announcement>): Announcement => ({
  id,
  title: id,
  href: `https://forms.example.org/${id}`,
  ...fields,
});

describe("currentAnnouncements", () => {
  const items = withClosingDays(
    [
      item("by-registration", { staging: "ndw-2026" }),
      item("by-first-day", { staging: "ndw-2027" }),
      item("by-until", { staging: "ndw-2026", until: "2026-10-17" }),
      item("held-back", { until: "2026-12-31", from: "2026-10-01" }),
    ],
    programmes,
  );

  it("writes each item's closing day into until, keeping an item's own", () => {
    expect(items.map((entry) => [entry.id, entry.until])).toEqual([
      ["by-registration", "2026-09-30"],
      ["by-first-day", "2027-10-10"],
      ["by-until", "2026-10-17"],
      ["held-back", "2026-12-31"],
    ]);
  });

  it("shows no item whose closing day was not worked out", () => {
    expect(currentAnnouncements([item("raw", { staging: "ndw-2026" })], "2026-09-01")).toEqual([]);
  });

  it("refuses an item with no staging and no until, or one naming a staging that is not there", () => {
    expect(() => announcementCloses(item("no-end", {}), programmes)).toThrow(/no-end/);
    expect(() => announcementCloses(item("lost", { staging: "ndw-2052" }), programmes)).toThrow(
      /lost/,
    );
  });

  it("closes with the staging's registration: current at 23:59 on its last day, gone at 00:00", () => {
    expect(currentAt(items, "2026-09-30T23:59:59")).toContain("by-registration");
    expect(currentAt(items, "2026-10-01T00:00:00")).not.toContain("by-registration");
  });

  it("closes on the staging's first day when it gives no registrationCloses", () => {
    expect(announcementCloses(items[1]!, programmes)).toBe("2027-10-10");
    expect(currentAt(items, "2027-10-10T23:59:00")).toContain("by-first-day");
    expect(currentAt(items, "2027-10-11T00:00:00")).not.toContain("by-first-day");
  });

  it("lets its own until win over the staging's registration", () => {
    expect(currentAt(items, "2026-10-17T23:59:00")).toContain("by-until");
    expect(currentAt(items, "2026-10-18T00:00:00")).not.toContain("by-until");
  });

  it("holds an announcement back until its from day begins in Jamaica", () => {
    expect(currentAt(items, "2026-09-30T23:59:59")).not.toContain("held-back");
    expect(currentAt(items, "2026-10-01T00:00:00")).toContain("held-back");
  });

  it("decides by Jamaica's date, not UTC's: 8 pm in Kingston is already tomorrow in UTC", () => {
    // 2026-10-01T01:00Z is still 30 September in Kingston.
    expect(
      currentAnnouncements(items, jamaicaToday(Date.parse("2026-10-01T01:00:00Z"))).map(
        (entry) => entry.id,
      ),
    ).toContain("by-registration");
  });

  it("keeps the content's order", () => {
    expect(currentAt(items, "2026-10-05T12:00:00")).toEqual([
      "by-first-day",
      "by-until",
      "held-back",
    ]);
  });
});

describe("listedAnnouncements: what the list shows", () => {
  const items = withClosingDays(
    [
      item("latest", { until: "2027-09-01" }),
      item("soonest", { until: "2026-10-02" }),
      item("middle-a", { until: "2026-12-31" }),
      item("middle-b", { until: "2026-12-31" }),
      item("ended", { until: "2026-09-30" }),
    ],
    programmes,
  );
  const ids = (list: readonly Announcement[]) => list.map((entry) => entry.id);

  it("puts the one closing soonest first, keeping the content's order between those of one day", () => {
    expect(ids(listedAnnouncements(items, "2026-10-01"))).toEqual([
      "soonest",
      "middle-a",
      "middle-b",
      "latest",
    ]);
  });

  it("leaves out what closes more than a year away, and lists it from the day it is a year off", () => {
    expect(ids(listedAnnouncements(items, "2026-08-31"))).not.toContain("latest");
    expect(ids(laterAnnouncements(items, "2026-08-31"))).toEqual(["latest"]);
    // Exactly a year away is not more than a year.
    expect(ids(listedAnnouncements(items, "2026-09-01"))).toContain("latest");
    expect(laterAnnouncements(items, "2026-09-01")).toEqual([]);
  });

  it("is empty when all that is current closes more than a year away", () => {
    const far = [item("far", { until: "2028-01-01" })];
    expect(listedAnnouncements(far, "2026-10-01")).toEqual([]);
    expect(ids(laterAnnouncements(far, "2026-10-01"))).toEqual(["far"]);
  });

  it("a year after 29 February is 28 February", () => {
    expect(yearAfter("2028-02-29")).toBe("2029-02-28");
    expect(yearAfter("2026-10-01")).toBe("2027-10-01");
  });

  it("lists an announcement from listedFrom its closing day, and not the day before", () => {
    // The first of a year, a 29th of February, a 1st of March and the last day of a year.
    for (const until of ["2028-01-01", "2028-02-29", "2028-03-01", "2028-12-31"]) {
      const closing = [item("closing", { until })];
      const from = listedFrom(until);
      const before = new Date(Date.parse(`${from}T12:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(ids(listedAnnouncements(closing, from)), until).toEqual(["closing"]);
      expect(ids(listedAnnouncements(closing, before)), until).toEqual([]);
    }
    expect(listedFrom("2028-02-29")).toBe("2027-03-01");
  });
});

describe("the open registrations no announcement names", () => {
  const withUrl = (base: Staging): Staging => ({
    ...base,
    registrationUrl: `https://forms.example.org/${base.id}`,
  });
  // Two programmes over two seasons: one announced by staff, the others left to the list.
  const season: Programme[] = [
    {
      ...programmes[0]!,
      stagings: [
        withUrl(staging("ndw-2026", "2026-10-11", "2026-10-17", "2026-09-30")),
        withUrl(staging("ndw-2027", "2027-10-10", "2027-10-16")),
      ],
    },
    {
      ...programmes[0]!,
      id: "classics",
      name: "Classics",
      stagings: [
        withUrl(staging("classics-2027", "2027-07-15", "2027-07-16", "2027-06-30")),
        // No registration form: tickets are sold elsewhere.
        staging("classics-2028", "2028-07-13", "2028-07-14"),
      ],
    },
  ];
  const staffs = [
    // Announced on its own days: ndw-2026 from September, ndw-2027 until it closes, classics
    // until the end of 2026, when staff ended it.
    item("ndw-2026-registration", { staging: "ndw-2026", from: "2026-09-01" }),
    item("ndw-2027-registration", { staging: "ndw-2027" }),
    item("classics-ended", { staging: "classics-2027", until: "2026-12-31" }),
  ];
  const items = withOpenRegistrations(staffs, season, "Register now");
  const days = (from: string, to: string) => {
    const list: string[] = [];
    for (let day = Date.parse(`${from}T12:00:00Z`); day <= Date.parse(`${to}T12:00:00Z`);) {
      list.push(new Date(day).toISOString().slice(0, 10));
      day += 86_400_000;
    }
    return list;
  };

  it("reads as the card's button, goes to the staging's form, and fills the days no announcement does", () => {
    expect(items.filter((entry) => entry.id.startsWith(openRegistrationPrefix))).toEqual([
      {
        id: `${openRegistrationPrefix}ndw-2026`,
        title: "Register now: National Debaters' Week 2026",
        href: "https://forms.example.org/ndw-2026",
        until: "2026-08-31",
      },
      {
        id: `${openRegistrationPrefix}classics-2027`,
        title: "Register now: Classics 2027",
        href: "https://forms.example.org/classics-2027",
        from: "2027-01-01",
        until: "2027-06-30",
      },
    ]);
  });

  it("lists every registration a programme's card offers, on every day it offers it, and no other", () => {
    for (const day of days("2026-01-01", "2028-12-31")) {
      // Each current link by the staging it is for: staff name theirs, the list's carry it.
      const current = currentAnnouncements(items, day);
      const listed = current.map(
        (entry) => entry.staging ?? entry.id.replace(openRegistrationPrefix, ""),
      );
      const offered = season.flatMap((programme) => {
        const next = upcomingStaging(programme, day);
        return next && registrationOpen(next, day) ? [next.id] : [];
      });
      // What the cards offer is listed, by staff or by the list; the list adds nothing else.
      for (const id of offered) expect(listed, day).toContain(id);
      const implied = current
        .filter((entry) => entry.id.startsWith(openRegistrationPrefix))
        .map((entry) => entry.id.replace(openRegistrationPrefix, ""));
      for (const id of implied) expect(offered, day).toContain(id);
    }
  });

  it("from the build's day, leaves out only registrations no later day offers", () => {
    // Built the day after ndw-2026 was held: its registration, over and no longer the
    // programme's most recent once ndw-2027 is held, stays while ndw-2026 is the most recent.
    for (const built of ["2026-10-19", "2027-10-20", "2028-12-31"]) {
      const fromBuild = withOpenRegistrations(staffs, season, "Register now", built);
      for (const day of days(built, "2028-12-31"))
        expect(currentAnnouncements(fromBuild, day), `${built}, ${day}`).toEqual(
          currentAnnouncements(items, day),
        );
    }
    const later = withOpenRegistrations(staffs, season, "Register now", "2027-10-20");
    expect(later.map((entry) => entry.id)).not.toContain(`${openRegistrationPrefix}ndw-2026`);
    expect(later.map((entry) => entry.id)).toContain(`${openRegistrationPrefix}classics-2027`);
  });

  it("waits for the staging before to be over, as the card does", () => {
    const next = withOpenRegistrations(
      [],
      [{ ...season[0]!, stagings: season[0]!.stagings.toReversed() }],
      "Register now",
    );
    expect(next.find((entry) => entry.id.endsWith("ndw-2027"))?.from).toBe("2026-10-18");
  });
});
