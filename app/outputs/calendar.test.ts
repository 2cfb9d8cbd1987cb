import { describe, expect, it } from "vitest";
import { lineProblems, parseCalendar } from "../../tests/support/ical";
import { calendarFeedFile, calendarFile } from "../lib/calendar-links";
import { formatStagingDates } from "../lib/stagings";
import { calendarFiles, escapeText, foldLine, utcDateTime } from "./calendar.server";
import { loadContent } from "../content/load.server";
import type { Content } from "../content/schema";

const content = loadContent();
const host = new URL(content.site.siteUrl).host;
const programmes = content.programmes.programmes;

/** 21 November 2026, 17:00 UTC (noon in Kingston): every staging in the content has been held. */
const afterAll = Date.parse("2026-11-21T17:00:00Z");
/** 1 September 2025: the oratorical challenge is held, the rest are still to come. */
const september2025 = Date.parse("2025-09-01T17:00:00Z");

function file(files: ReturnType<typeof calendarFiles>, name: string): string {
  const found = files.find((candidate) => candidate.fileName === name);
  if (!found) throw new Error(`No file ${name}`);
  return found.source;
}

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("folds longer lines at 75 octets, continuations starting with a space", () => {
    const folded = foldLine("x".repeat(200));
    const lines = folded.split("\r\n");
    expect(lines.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(
      "x".repeat(200),
    );
  });

  it("counts octets, not characters, and never splits a character", () => {
    const line = `DESCRIPTION:${"–".repeat(40)}`; // 12 + 120 octets
    const lines = foldLine(line).split("\r\n");
    for (const part of lines) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(lines.map((part, index) => (index ? part.slice(1) : part)).join("")).toBe(line);
  });
});

describe("utcDateTime", () => {
  it("writes an instant as a UTC date-time", () => {
    expect(utcDateTime(Date.parse("2026-11-21T17:09:46.123Z"))).toBe("20261121T170946Z");
  });
});

describe("calendarFiles", () => {
  const files = calendarFiles(content, afterAll);

  it("writes one file per staging at a stable address, and the feed", () => {
    const stagingIds = programmes.flatMap((programme) => programme.stagings.map((s) => s.id));
    expect(files.map((entry) => entry.fileName).sort()).toEqual(
      [...stagingIds.map(calendarFile), calendarFeedFile].sort(),
    );
  });

  it("writes CRLF lines of at most 75 octets", () => {
    for (const { fileName, source } of files) expect(lineProblems(source), fileName).toEqual([]);
  });

  it("gives every staging all-day events with exclusive ends, a stable UID and its venue", () => {
    for (const programme of programmes) {
      for (const staging of programme.stagings) {
        const { events, timeZone } = parseCalendar(file(files, calendarFile(staging.id)));
        expect(timeZone).toBe("America/Jamaica");
        expect(events).toHaveLength(staging.dates.length);
        events.forEach((event, index) => {
          const span = staging.dates[index];
          expect(event.allDay).toBe(true);
          expect(event.start).toBe(span?.start);
          expect(event.summary).toBe(`${programme.name} ${staging.edition}`);
          expect(event.location).toBe(`${staging.venue}, Jamaica`);
          expect(event.uid).toBe(
            index === 0 ? `${staging.id}@${host}` : `${staging.id}-${index + 1}@${host}`,
          );
          expect(event.status).toBe("CONFIRMED");
        });
      }
    }
  });

  it("ends a run of days on the day after its last day", () => {
    const { events } = parseCalendar(file(files, calendarFile("ndw-2025")));
    expect(events).toMatchObject([{ start: "2025-10-12", end: "2025-10-19" }]);
    const classics = parseCalendar(file(files, calendarFile("classics-2026"))).events;
    expect(classics).toMatchObject([{ start: "2026-07-16", end: "2026-07-18" }]);
  });

  it("writes separate days as separate events: 1 and 8 August", () => {
    const { events } = parseCalendar(file(files, calendarFile("noc-2025")));
    expect(events).toMatchObject([
      { start: "2025-08-01", end: "2025-08-02", uid: `noc-2025@${host}` },
      { start: "2025-08-08", end: "2025-08-09", uid: `noc-2025-2@${host}` },
    ]);
  });

  it("ends a run over a month's end in the next month", () => {
    const edited = structuredClone(content) as Content;
    const first = edited.programmes.programmes[0]?.stagings[0];
    if (!first) throw new Error("no staging");
    first.dates = [{ start: "2025-12-30", end: "2025-12-31" }];
    const { events } = parseCalendar(file(calendarFiles(edited, afterAll), calendarFile(first.id)));
    expect(events).toMatchObject([{ start: "2025-12-30", end: "2026-01-01" }]);
  });

  it("stamps every event with the build time", () => {
    for (const { source } of files) {
      expect(source).toContain("DTSTAMP:20261121T170000Z\r\n");
      expect(source).not.toMatch(/DTSTAMP:(?!20261121T170000Z)/);
    }
  });

  it("says a held staging was held, and offers no registration", () => {
    const { events } = parseCalendar(file(files, calendarFile("ndw-2025")));
    const staging = programmes[1]?.stagings[0];
    if (!staging) throw new Error("no staging");
    expect(events[0]?.description).toMatch(
      new RegExp(`^Held on ${formatStagingDates(staging)}\\.\n`),
    );
    expect(events[0]?.description).not.toContain("Register:");
  });

  it("offers registration for a staging still to come, and does not call it held", () => {
    const early = calendarFiles(content, september2025);
    const week = parseCalendar(file(early, calendarFile("ndw-2025"))).events[0];
    expect(week?.description).not.toContain("Held on");
    expect(week?.description).toContain("Register: https://forms.example.org/jade/debaters-week\n");
    expect(week?.description).toContain(`More: ${content.site.siteUrl}/jade-programmes#`);
    // The oratorical challenge ended on 8 August 2025.
    const challenge = parseCalendar(file(early, calendarFile("noc-2025"))).events[0];
    expect(challenge?.description).toMatch(/^Held on 1 and 8 August 2025\./);
  });

  it("escapes commas and semicolons in what the content says", () => {
    const edited = structuredClone(content) as Content;
    const programme = edited.programmes.programmes[0];
    const staging = programme?.stagings[0];
    if (!programme || !staging) throw new Error("no staging");
    programme.name = "Speech; Poetry, and Song";
    staging.venue = "Hall A, Kingston";
    const source = file(calendarFiles(edited, afterAll), calendarFile(staging.id));
    expect(source).toContain("SUMMARY:Speech\\; Poetry\\, and Song");
    expect(source).toContain("LOCATION:Hall A\\, Kingston\\, Jamaica\r\n");
    expect(parseCalendar(source).events[0]).toMatchObject({
      summary: `Speech; Poetry, and Song ${staging.edition}`,
      location: "Hall A, Kingston, Jamaica",
    });
  });

  it("collects every event of every staging in the feed, earliest first", () => {
    const feed = parseCalendar(file(files, calendarFeedFile));
    expect(feed.name).toBe(content.programmes.calendar.feedName);
    const spans = programmes.flatMap((programme) =>
      programme.stagings.flatMap((staging) => staging.dates),
    );
    expect(feed.events).toHaveLength(spans.length);
    const starts = feed.events.map((event) => event.start);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(feed.events.length);
  });

  it("refuses two stagings with the same id, which would share a file", () => {
    const edited = structuredClone(content) as Content;
    const [a, b] = edited.programmes.programmes;
    if (!a?.stagings[0] || !b?.stagings[0]) throw new Error("no stagings");
    b.stagings[0].id = a.stagings[0].id;
    expect(() => calendarFiles(edited, afterAll)).toThrow(/share the calendar file/);
  });

  it("is the same for the same content and build time", () => {
    expect(calendarFiles(content, afterAll)).toEqual(files);
  });
});
