import { describe, expect, it } from "vitest";
import {
  allDaySpan,
  calendarFeedFile,
  calendarFile,
  compactDate,
  googleCalendarUrl,
  nextDay,
} from "./calendar-links";

describe("calendar files", () => {
  it("live at stable addresses under /calendar", () => {
    expect(calendarFile("ndw-2025")).toBe("calendar/ndw-2025.ics");
    expect(calendarFeedFile).toBe("calendar/jade-events.ics");
  });
});

describe("dates", () => {
  it("compacts ISO dates", () => {
    expect(compactDate("2025-10-12")).toBe("20251012");
  });

  it("steps over month and year ends and leap days", () => {
    expect(nextDay("2025-10-31")).toBe("2025-11-01");
    expect(nextDay("2025-12-31")).toBe("2026-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
  });

  it("gives an all-day run of days an exclusive end", () => {
    expect(allDaySpan({ start: "2025-10-12", end: "2025-10-18" })).toEqual({
      start: "2025-10-12",
      endExclusive: "2025-10-19",
    });
    expect(allDaySpan({ start: "2025-11-22" })).toEqual({
      start: "2025-11-22",
      endExclusive: "2025-11-23",
    });
  });
});

describe("googleCalendarUrl", () => {
  it("fills in Google's event form with all-day dates in Jamaica", () => {
    const url = new URL(
      googleCalendarUrl({
        name: "National Debaters' Week 2025",
        span: { start: "2025-10-12", end: "2025-10-18" },
        details: "Debates & workshops\nMore: https://jade.example.org/jade-programmes",
        location: "Kingston, Jamaica",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "National Debaters' Week 2025",
      dates: "20251012/20251019",
      details: "Debates & workshops\nMore: https://jade.example.org/jade-programmes",
      location: "Kingston, Jamaica",
      ctz: "America/Jamaica",
    });
  });

  it("leaves out a location the content does not give", () => {
    const url = new URL(
      googleCalendarUrl({ name: "Slam 2025", span: { start: "2025-11-22" }, details: "d" }),
    );
    expect(url.searchParams.has("location")).toBe(false);
    expect(url.searchParams.get("dates")).toBe("20251122/20251123");
  });
});
