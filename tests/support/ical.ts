import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  status: string | null;
  /** YYYY-MM-DD for all-day events. */
  start: string;
  /** The exclusive end, YYYY-MM-DD for all-day events. */
  end: string;
  allDay: boolean;
}

export interface ParsedCalendar {
  name: string | null;
  timeZone: string | null;
  events: ParsedEvent[];
}

/** Reads an iCalendar file with ical.js, as a calendar app would, and lists its events. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location || null,
      description: event.description,
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  return {
    name: (calendar.getFirstPropertyValue("x-wr-calname") as string | null) ?? null,
    timeZone: (calendar.getFirstPropertyValue("x-wr-timezone") as string | null) ?? null,
    events,
  };
}

/** What RFC 5545 asks of the bytes: CRLF line ends and no line longer than 75 octets. */
export function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("does not end with CRLF");
  if (/[^\r]\n/.test(text) || /\r[^\n]/.test(text)) problems.push("has a bare LF or CR");
  for (const line of text.split("\r\n")) {
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) problems.push(`line of ${octets} octets: ${line}`);
  }
  return problems;
}
