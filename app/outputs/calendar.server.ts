/**
 * The calendar files the build writes beside the pages: one iCalendar file (RFC 5545) per
 * staging at /calendar/<staging-id>.ics, and one of every staging at /calendar/jade-events.ics.
 * A pure function of the content and the build time, so a unit test can read every byte.
 *
 * Written here rather than with a library: content has calendar dates only, so each event is a
 * handful of all-day properties, and what matters (stable UIDs, exclusive ends, folding at 75
 * octets without splitting a character, escaping) is easier to see and test in sixty lines than
 * to coax out of a general serializer.
 */
import {
  allDaySpan,
  calendarFeedFile,
  calendarFile,
  compactDate,
  eventDetails,
  eventLocation,
  eventName,
  eventPageUrl,
} from "../lib/calendar-links";
import { jamaicaTimeZone, jamaicaToday } from "../lib/dates";
import { compareIso } from "../lib/format";
import { firstDay } from "../lib/stagings";
import { ContentError, type ContentProblem, locate } from "../content/load.server";
import type { Content, Programme, Staging } from "../content/schema";

export interface CalendarFile {
  fileName: string;
  source: string;
}

/** RFC 5545 3.3.11: backslashes, semicolons, commas and line breaks in TEXT values are escaped. */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded, each continuation starting with one
 * space. Counts UTF-8 octets and never splits a character ("–" is three octets).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > 75) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** An instant as an iCalendar UTC date-time: "20261121T170946Z". */
export function utcDateTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

type Line = [name: string, value: string];

/** Lines joined with CRLF, each folded, the file ending with a CRLF as the RFC requires. */
function serialise(lines: readonly Line[]): string {
  return lines.map(([name, value]) => foldLine(`${name}:${value}`)).join("\r\n") + "\r\n";
}

interface CalendarContext {
  content: Content;
  /** The build's clock: DTSTAMP, and which stagings are already held (in Jamaica). */
  builtAt: number;
}

/** The VEVENTs of one staging: one per run of days ("1 and 8 August" is two events). */
function stagingEvents(programme: Programme, staging: Staging, context: CalendarContext): Line[] {
  const { content, builtAt } = context;
  const { siteUrl } = content.site;
  const host = new URL(siteUrl).host;
  const description = eventDetails({
    programme,
    staging,
    words: content.programmes.calendar,
    siteUrl,
    today: jamaicaToday(builtAt),
  });
  const pageUrl = eventPageUrl(siteUrl, programme);
  const location = eventLocation(staging);

  return staging.dates.flatMap((span, index): Line[] => {
    const { start, endExclusive } = allDaySpan(span);
    // The UID is the staging's id (the first run of days) so an updated file replaces the event
    // in a visitor's calendar rather than adding a copy; further runs of days number on from 2.
    const uid = index === 0 ? staging.id : `${staging.id}-${index + 1}`;
    return [
      ["BEGIN", "VEVENT"],
      ["UID", `${uid}@${host}`],
      ["DTSTAMP", utcDateTime(builtAt)],
      ["DTSTART;VALUE=DATE", compactDate(start)],
      ["DTEND;VALUE=DATE", compactDate(endExclusive)],
      ["SUMMARY", escapeText(eventName(programme, staging))],
      ...(location ? [["LOCATION", escapeText(location)] satisfies Line] : []),
      ["DESCRIPTION", escapeText(description)],
      ["URL;VALUE=URI", pageUrl],
      ["STATUS", "CONFIRMED"],
      // An all-day event does not make the person look busy all day.
      ["TRANSP", "TRANSPARENT"],
      ["END", "VEVENT"],
    ];
  });
}

function calendar(name: string, events: readonly Line[], feed: boolean): string {
  return serialise([
    ["BEGIN", "VCALENDAR"],
    ["VERSION", "2.0"],
    ["PRODID", "-//JADE//Programme calendar//EN"],
    ["CALSCALE", "GREGORIAN"],
    ["METHOD", "PUBLISH"],
    ["X-WR-CALNAME", escapeText(name)],
    // All-day dates carry no time zone; this tells calendar apps where the calendar belongs.
    ["X-WR-TIMEZONE", jamaicaTimeZone],
    ...(feed
      ? ([
          ["REFRESH-INTERVAL;VALUE=DURATION", "P1D"],
          ["X-PUBLISHED-TTL", "P1D"],
        ] satisfies Line[])
      : []),
    ...events,
    ["END", "VCALENDAR"],
  ]);
}

/** Every staging of every programme, earliest first. */
function allStagings(content: Content) {
  return content.programmes.programmes
    .flatMap((programme) => programme.stagings.map((staging) => ({ programme, staging })))
    .sort((a, b) => compareIso(firstDay(a.staging), firstDay(b.staging)));
}

/**
 * Stagings whose calendar file another would overwrite: one named like the feed of every staging,
 * or like another staging (the loader refuses a duplicate id already; this is what the files need).
 */
function calendarClashes(content: Content): ContentProblem[] {
  const taken = new Set([calendarFeedFile]);
  const { programmes } = content;
  return programmes.programmes.flatMap((programme, programmeIndex) =>
    programme.stagings.flatMap((staging, stagingIndex): ContentProblem[] => {
      const fileName = calendarFile(staging.id);
      const clash = taken.has(fileName);
      taken.add(fileName);
      if (!clash) return [];
      const other =
        fileName === calendarFeedFile ? "the calendar of every staging" : "another staging";
      return [
        {
          file: "content/programmes.yaml",
          where: locate("programmes", programmes, [
            "programmes",
            programmeIndex,
            "stagings",
            stagingIndex,
            "id",
          ]),
          message: `would share the calendar file ${fileName} with ${other}; give each staging its own id`,
        },
      ];
    }),
  );
}

/** One calendar file per staging, and the feed of them all. */
export function calendarFiles(content: Content, builtAt: number): CalendarFile[] {
  const context = { content, builtAt };
  const stagings = allStagings(content);
  const files = stagings.map(({ programme, staging }) => ({
    fileName: calendarFile(staging.id),
    source: calendar(
      eventName(programme, staging),
      stagingEvents(programme, staging, context),
      false,
    ),
  }));
  const problems = calendarClashes(content);
  if (problems.length > 0) throw new ContentError(problems);
  files.push({
    fileName: calendarFeedFile,
    source: calendar(
      content.programmes.calendar.feedName,
      stagings.flatMap(({ programme, staging }) => stagingEvents(programme, staging, context)),
      true,
    ),
  });
  return files;
}
