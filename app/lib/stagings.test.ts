import { describe, expect, it } from "vitest";
import type { Programme, Staging } from "~/content/schema";
import { entriesWhen } from "./entries";
import {
  byNextDay,
  expectedNext,
  expectedProgrammes,
  firstDay,
  formatStagingDates,
  isOver,
  lastDay,
  mostRecentStaging,
  nextDay,
  splitStagings,
  upcomingStaging,
} from "./stagings";

/** A programme's entry details, which these rules do not read. */
const entry = { who: "w", how: "h", fee: 0, per: "p", opens: { month: 5 } };

function staging(id: string, ...dates: [string, string?][]): Staging {
  return {
    id,
    edition: "x",
    dates: dates.map(([start, end]) => (end ? { start, end } : { start })),
  };
}

function programme(id: string, ...stagings: Staging[]): Programme {
  return {
    id,
    name: id,
    purpose: "p",
    sponsorshipNote: "n",
    levels: ["secondary"],
    entry,
    stagings,
  };
}

const week = staging("week", ["2025-10-12", "2025-10-18"]);
const twoDays = staging("two-days", ["2025-08-01"], ["2025-08-08"]);
const next = staging("next", ["2026-10-12", "2026-10-18"]);

describe("first and last days", () => {
  it("span every run of days", () => {
    expect(firstDay(twoDays)).toBe("2025-08-01");
    expect(lastDay(twoDays)).toBe("2025-08-08");
    expect(lastDay(week)).toBe("2025-10-18");
  });
});

describe("isOver", () => {
  it("is false until the last day has passed in Jamaica", () => {
    expect(isOver(week, "2025-10-11")).toBe(false);
    expect(isOver(week, "2025-10-18")).toBe(false);
    expect(isOver(week, "2025-10-19")).toBe(true);
    // Between the two separate days, the staging is still on.
    expect(isOver(twoDays, "2025-08-05")).toBe(false);
  });
});

describe("most recent and upcoming stagings", () => {
  const ndw = programme("ndw", next, week);

  it("finds the latest that has passed and the next to come", () => {
    expect(mostRecentStaging(ndw, "2026-01-01")?.id).toBe("week");
    expect(upcomingStaging(ndw, "2026-01-01")?.id).toBe("next");
  });

  it("has nothing held before the first and nothing to come after the last", () => {
    expect(mostRecentStaging(ndw, "2025-01-01")).toBeUndefined();
    expect(upcomingStaging(ndw, "2025-01-01")?.id).toBe("week");
    expect(upcomingStaging(ndw, "2026-10-19")).toBeUndefined();
    expect(mostRecentStaging(ndw, "2026-10-19")?.id).toBe("next");
  });

  it("splits all stagings into upcoming (soonest first) and held (latest first)", () => {
    const { upcoming, held } = splitStagings([programme("a", twoDays), ndw], "2025-09-01");
    expect(upcoming.map(({ staging: s }) => s.id)).toEqual(["week", "next"]);
    expect(held.map(({ staging: s }) => s.id)).toEqual(["two-days"]);
  });
});

describe("expectedNext and expectedProgrammes", () => {
  const octoberOnly = programme("ndw", staging("ndw-2025", ["2025-10-12", "2025-10-18"]));
  const january = programme("academy", staging("academy-2026", ["2026-01-06", "2026-01-09"]));
  const leap = programme("leap", staging("leap-2024", ["2024-02-29"]));

  it("gives the month of the last staging, and the next time that day comes round after today", () => {
    expect(expectedNext(octoberOnly, "2025-11-25")).toEqual({
      month: "October",
      year: "2026",
      around: "2026-10-12",
    });
    expect(expectedNext(octoberOnly, "2026-11-25")).toEqual({
      month: "October",
      year: "2027",
      around: "2027-10-12",
    });
    expect(expectedNext(leap, "2024-03-01")).toEqual({
      month: "February",
      year: "2025",
      around: "2025-02-28",
    });
  });

  it("gives nothing with a staging to come, or none ever held", () => {
    expect(expectedNext(octoberOnly, "2025-10-01")).toBeUndefined();
    expect(expectedNext(programme("new"), "2025-10-01")).toBeUndefined();
  });

  it("orders the programmes by when they are likely to come round, soonest first", () => {
    const order = (today: string) =>
      expectedProgrammes([octoberOnly, january, leap], today).map((entry) => entry.programme.id);
    expect(order("2026-11-25")).toEqual(["academy", "leap", "ndw"]);
    expect(order("2026-02-01")).toEqual(["leap", "ndw", "academy"]);
  });
});

/** A calendar day moved by whole days (UTC arithmetic on the date alone, no time zone). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every day of a year, 1 January to 31 December. */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = shiftDay(day, 1))
    days.push(day);
  return days;
}

describe("expectedNext at the edges of the year and of its month", () => {
  const october = programme("ndw", staging("ndw-2025", ["2025-10-12", "2025-10-18"]));
  const year = (today: string) => expectedNext(october, today)?.year;

  it("is this year's month until its day, then next year's, on 1 January and 31 December too", () => {
    expect(year("2026-01-01")).toBe("2026");
    expect(year("2026-09-30")).toBe("2026");
    // In the month itself: this year's until the day it last ran, then next year's.
    expect(year("2026-10-01")).toBe("2026");
    expect(year("2026-10-11")).toBe("2026");
    expect(year("2026-10-12")).toBe("2027");
    expect(year("2026-10-31")).toBe("2027");
    expect(year("2026-12-31")).toBe("2027");
  });

  it("on every day of a year and of a leap year, names a day after today and within a year", () => {
    for (const today of [...daysOf(2026), ...daysOf(2028)]) {
      const expected = expectedNext(october, today)!;
      expect(expected.around > today, today).toBe(true);
      expect(expected.around <= shiftDay(today, 366), today).toBe(true);
      expect(expected.month).toBe("October");
      expect(expected.year).toBe(expected.around.slice(0, 4));
    }
  });
});

describe("entriesWhen", () => {
  /** A programme whose entries usually open in `month`, with these stagings. */
  const opensIn = (month: number, ...stagings: Staging[]) => ({
    ...programme(`opens-${month}`, ...stagings),
    entry: { ...entry, opens: { month } },
  });
  const say = (when: ReturnType<typeof entriesWhen>) =>
    "date" in when ? `${when.state} ${when.date}` : `${when.state} ${when.month} ${when.year}`;

  it("nothing announced: expected before the month, this month in it, overdue after, next year once the staging's day has passed", () => {
    // Entries in July for a week in October, last held in 2025.
    const july = opensIn(7, staging("ndw-2025", ["2025-10-12", "2025-10-18"]));
    const on = (today: string) => say(entriesWhen(july, today));
    expect(on("2026-01-01")).toBe("expected July 2026");
    expect(on("2026-06-30")).toBe("expected July 2026");
    expect(on("2026-07-01")).toBe("this-month July 2026");
    expect(on("2026-07-15")).toBe("this-month July 2026");
    expect(on("2026-07-31")).toBe("this-month July 2026");
    // Past July with nothing announced: late for the October staging expected.
    expect(on("2026-08-01")).toBe("overdue October 2026");
    expect(on("2026-10-11")).toBe("overdue October 2026");
    // Its day passed: the next staging expected is next year's, and so are its entries.
    expect(on("2026-10-12")).toBe("expected July 2027");
    expect(on("2026-11-28")).toBe("expected July 2027");
    expect(on("2026-12-31")).toBe("expected July 2027");
  });

  it("entries that open the year before their staging (October for January)", () => {
    const october = opensIn(10, staging("academy-2026", ["2026-01-06", "2026-01-09"]));
    const on = (today: string) => say(entriesWhen(october, today));
    expect(on("2026-01-10")).toBe("expected October 2026");
    expect(on("2026-10-01")).toBe("this-month October 2026");
    expect(on("2026-11-28")).toBe("overdue January 2027");
    expect(on("2026-12-31")).toBe("overdue January 2027");
    expect(on("2027-01-05")).toBe("overdue January 2027");
    expect(on("2027-01-06")).toBe("expected October 2027");
  });

  it("announced with a registration form: open until its last day, then closed on it", () => {
    const announced: Staging = {
      ...staging("final-2027", ["2027-04-02", "2027-04-04"]),
      registrationUrl: "https://forms.example.org/final",
      registrationCloses: "2027-03-01",
    };
    const withForm = opensIn(1, announced);
    expect(say(entriesWhen(withForm, "2026-12-31"))).toBe("open 2027-03-01");
    expect(say(entriesWhen(withForm, "2027-03-01"))).toBe("open 2027-03-01");
    expect(say(entriesWhen(withForm, "2027-03-02"))).toBe("closed 2027-03-01");
    expect(say(entriesWhen(withForm, "2027-04-04"))).toBe("closed 2027-03-01");
    // Once it is over, the next one is expected: entries next January.
    expect(say(entriesWhen(withForm, "2027-04-05"))).toBe("expected January 2028");
  });

  it("announced without a form yet: by the month before the staging", () => {
    const withoutForm = opensIn(1, staging("final-2027", ["2027-04-02", "2027-04-04"]));
    const on = (today: string) => say(entriesWhen(withoutForm, today));
    expect(on("2026-01-01")).toBe("expected January 2027");
    expect(on("2026-12-31")).toBe("expected January 2027");
    expect(on("2027-01-01")).toBe("this-month January 2027");
    expect(on("2027-01-31")).toBe("this-month January 2027");
    expect(on("2027-02-01")).toBe("overdue April 2027");
  });

  it("never held and none announced: the month's next coming", () => {
    const may = opensIn(5);
    const on = (today: string) => say(entriesWhen(may, today));
    expect(on("2026-01-01")).toBe("expected May 2026");
    expect(on("2026-05-01")).toBe("this-month May 2026");
    expect(on("2026-05-31")).toBe("this-month May 2026");
    expect(on("2026-06-01")).toBe("expected May 2027");
    expect(on("2026-12-31")).toBe("expected May 2027");
  });

  it("on every day of a year and of a leap year, for entries in each month, says a month to come, this one, or the staging's", () => {
    for (let month = 1; month <= 12; month += 1) {
      const held = opensIn(month, staging("held", ["2025-10-12", "2025-10-18"]));
      for (const today of [...daysOf(2026), ...daysOf(2028)]) {
        const when = entriesWhen(held, today);
        if ("date" in when) throw new Error(`${today}: no form, so neither open nor closed`);
        const [named, now] = [monthOrder(when), monthOrder(fromIso(today))];
        // Entries expected in a month to come; this month in it; late for a staging yet to come
        // (perhaps later this month).
        if (when.state === "expected") expect(named > now, `${today}: ${say(when)}`).toBe(true);
        if (when.state === "this-month") expect(named, `${today}: ${say(when)}`).toBe(now);
        if (when.state === "overdue") expect(named >= now, `${today}: ${say(when)}`).toBe(true);
        if (when.state === "overdue") expect(when.month, today).toBe("October");
      }
    }
  });
});

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const fromIso = (day: string) => ({
  year: day.slice(0, 4),
  month: monthNames[Number(day.slice(5, 7)) - 1]!,
});
/** A month and year as a number that sorts as they do. */
const monthOrder = ({ month, year }: { month: string; year: string }) =>
  Number(year) * 12 + monthNames.indexOf(month);

describe("formatStagingDates", () => {
  it("writes one day, a run of days, separate days and runs across months", () => {
    expect(formatStagingDates(staging("a", ["2025-11-22"]))).toBe("22 November 2025");
    expect(formatStagingDates(week)).toBe("12–18 October 2025");
    expect(formatStagingDates(twoDays)).toBe("1 and 8 August 2025");
    expect(formatStagingDates(staging("b", ["2025-09-30", "2025-10-02"]))).toBe(
      "30 September – 2 October 2025",
    );
    expect(formatStagingDates(staging("c", ["2025-12-30", "2026-01-02"]))).toBe(
      "30 December 2025 – 2 January 2026",
    );
    expect(formatStagingDates(staging("d", ["2025-08-01"], ["2025-09-05", "2025-09-06"]))).toBe(
      "1 August and 5–6 September 2025",
    );
  });
});

describe("nextDay and byNextDay", () => {
  const october = programme("ndw", staging("ndw-2025", ["2025-10-12", "2025-10-18"]));
  const january = programme("academy", staging("academy-2026", ["2026-01-06", "2026-01-09"]));
  const announced = programme(
    "noc",
    staging("noc-2025", ["2025-08-01"]),
    staging("noc-2026", ["2026-08-07"]),
  );
  const never = programme("new");
  const order = (list: Programme[], today: string) =>
    byNextDay(list, today).map((entry) => entry.id);

  it("is the next staging's first day, one under way included, or else the day it is expected", () => {
    expect(nextDay(announced, "2026-01-01")).toBe("2026-08-07");
    expect(nextDay(october, "2025-10-15")).toBe("2025-10-12");
    expect(nextDay(october, "2025-11-25")).toBe("2026-10-12");
    expect(nextDay(never, "2025-11-25")).toBeUndefined();
  });

  it("orders between seasons by the day each is expected, January before October, none last", () => {
    expect(order([never, october, announced, january], "2026-11-25")).toEqual([
      "academy",
      "noc",
      "ndw",
      "new",
    ]);
  });

  it("orders in season the one under way first, a written staging by its date", () => {
    expect(order([january, announced, october], "2025-10-13")).toEqual(["ndw", "academy", "noc"]);
  });

  it("keeps the content's order for programmes that share a day, and for an empty list", () => {
    const twin = programme("twin", staging("twin-2025", ["2025-10-12"]));
    expect(order([twin, october], "2025-09-01")).toEqual(["twin", "ndw"]);
    expect(order([october, twin], "2025-09-01")).toEqual(["ndw", "twin"]);
    expect(order([], "2025-09-01")).toEqual([]);
  });
});
