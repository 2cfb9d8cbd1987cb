import { describe, expect, it } from "vitest";
import { jamaicaTimeZone, jamaicaToday, yearOf } from "./dates";

describe("jamaicaToday", () => {
  it("is still the previous day in Kingston until 05:00 UTC", () => {
    expect(jamaicaToday(Date.UTC(2026, 0, 1, 4, 59))).toBe("2025-12-31");
    expect(jamaicaToday(Date.UTC(2026, 0, 1, 5, 0))).toBe("2026-01-01");
  });

  it("has no daylight saving: the offset is five hours in July too", () => {
    expect(jamaicaToday(Date.UTC(2026, 6, 16, 4, 59))).toBe("2026-07-15");
    expect(jamaicaToday(Date.UTC(2026, 6, 16, 5, 0))).toBe("2026-07-16");
  });

  it("agrees with the time zone database at every hour from 2024 to 2030", () => {
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: jamaicaTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const disagreements: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2031, 0, 1); at += 60 * 60 * 1000) {
      if (jamaicaToday(at) !== zone.format(at)) disagreements.push(new Date(at).toISOString());
    }
    expect(disagreements).toEqual([]);
  });
});

describe("yearOf", () => {
  it("reads the year of a calendar date", () => {
    expect(yearOf("2026-11-21")).toBe(2026);
  });
});
