import { describe, expect, it } from "vitest";
import type { Programme, Staging } from "~/content/schema";
import {
  expectedNext,
  expectedProgrammes,
  firstDay,
  formatStagingDates,
  isOver,
  lastDay,
  mostRecentStaging,
  splitStagings,
  upcomingStaging,
} from "./stagings";

/** A programme's entry details, which these rules do not read. */
const entry = { who: "w", how: "h", fee: 0, per: "p", opens: "o" };

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
