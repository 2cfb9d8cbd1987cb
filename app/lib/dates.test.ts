import { describe, expect, it } from "vitest";
import { jamaicaToday, yearOf } from "./dates";

describe("jamaicaToday", () => {
  it("is still the previous day in Kingston until 05:00 UTC", () => {
    expect(jamaicaToday(Date.UTC(2026, 0, 1, 4, 59))).toBe("2025-12-31");
    expect(jamaicaToday(Date.UTC(2026, 0, 1, 5, 0))).toBe("2026-01-01");
  });

  it("has no daylight saving: the offset is five hours in July too", () => {
    expect(jamaicaToday(Date.UTC(2026, 6, 16, 4, 59))).toBe("2026-07-15");
    expect(jamaicaToday(Date.UTC(2026, 6, 16, 5, 0))).toBe("2026-07-16");
  });
});

describe("yearOf", () => {
  it("reads the year of a calendar date", () => {
    expect(yearOf("2026-11-21")).toBe(2026);
  });
});
