/**
 * Where the build puts the calendar files (see app/outputs/calendar.server.ts) and the Google
 * Calendar link of a staging. Shared by the build and the browser, so it stays small and imports
 * no content.
 *
 * Content has calendar dates only, so every event is all day. An all-day event's end is exclusive:
 * a staging on 12–18 October ends on the 19th, in iCalendar files and Google's links alike.
 */
import type { Content, DateSpan, Programme, Staging } from "../content/schema";
import { pathOf } from "../route-table";
import { jamaicaTimeZone } from "./dates";
import { absoluteUrl } from "./pages";
import { formatStagingDates, isOver } from "./stagings";
import { fill } from "./template";

/** The calendar words in content/programmes.yaml. */
export type CalendarWords = Content["programmes"]["calendar"];

/** The one calendar of every staging, linked from the Programmes page. */
export const calendarFeedFile = "calendar/jade-events.ics";

/** A staging's own calendar file, at a stable address. */
export function calendarFile(stagingId: string): string {
  return `calendar/${stagingId}.ics`;
}

/** "2025-10-12" as iCalendar and Google write a date: "20251012". */
export function compactDate(date: string): string {
  return date.replaceAll("-", "");
}

/** The calendar date after the given one: "2025-10-31" -> "2025-11-01". Pure date arithmetic. */
export function nextDay(date: string): string {
  // Noon UTC keeps the arithmetic clear of any midnight; only the calendar date is read back.
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A run of days as an all-day event: its first day and the day after its last (exclusive). */
export function allDaySpan(span: DateSpan): { start: string; endExclusive: string } {
  return { start: span.start, endExclusive: nextDay(span.end ?? span.start) };
}

/** The event's name in calendars and on the page: "National Debaters' Week 2025". */
export function eventName(programme: Programme, staging: Staging): string {
  return `${programme.name} ${staging.edition}`;
}

/** Where a staging happens, for calendars and maps: its venue, in Jamaica. */
export function eventLocation(staging: Staging): string | undefined {
  return staging.venue ? `${staging.venue}, Jamaica` : undefined;
}

/** Where a staging is described on the live site: its programme on the Programmes page. */
export function eventPageUrl(siteUrl: string, programme: Programme): string {
  return `${absoluteUrl(siteUrl, pathOf("jade-programmes"))}#${programme.id}`;
}

interface DetailsOptions {
  programme: Programme;
  staging: Staging;
  words: CalendarWords;
  siteUrl: string;
  /** Today in Jamaica: a staging already over says when it was held and offers no registration. */
  today: string;
  /**
   * Without the programme's purpose: a link's form (Google Calendar's), which the page writes
   * once for each run of days beside the purpose itself; the page it links to says it.
   */
  brief?: boolean;
}

/**
 * An event's description in calendars: held or not, the purpose (unless `brief`), registration,
 * the page.
 */
export function eventDetails({
  programme,
  staging,
  words,
  siteUrl,
  today,
  brief = false,
}: DetailsOptions) {
  const held = isOver(staging, today);
  return [
    held && fill(words.heldOn, { dates: formatStagingDates(staging) }),
    !brief && programme.purpose,
    !held && staging.registrationUrl && fill(words.register, { url: staging.registrationUrl }),
    fill(words.moreInfo, { url: eventPageUrl(siteUrl, programme) }),
  ]
    .filter((part): part is string => typeof part === "string")
    .join("\n");
}

interface GoogleEvent {
  name: string;
  span: DateSpan;
  details: string;
  location?: string | undefined;
}

/** A link that opens Google Calendar's "new event" form filled in with one run of days. */
export function googleCalendarUrl({ name, span, details, location }: GoogleEvent): string {
  const { start, endExclusive } = allDaySpan(span);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: name,
    dates: `${compactDate(start)}/${compactDate(endExclusive)}`,
    details,
  });
  if (location) params.set("location", location);
  params.set("ctz", jamaicaTimeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
