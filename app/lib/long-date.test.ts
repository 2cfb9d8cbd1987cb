import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes a calendar date in words", () => {
    expect(formatLongDate("2025-10-13")).toBe("13 October 2025");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });

  it("shows the same day whatever the machine's time zone", () => {
    // new Date("2025-08-01") would be UTC midnight, which is 31 July in Kingston.
    expect(formatLongDate("2025-08-01")).toBe("1 August 2025");
  });
});
