/**
 * Programme stagings against today's date in Jamaica. Everything compares ISO calendar strings
 * ("2025-10-12"), which sort as dates do, and formats them from the string itself, without Intl
 * (app/lib/format.ts, decision 0018), so no time zone can move a day: the build and the visitor's
 * browser agree wherever the visitor is.
 */
import type { Programme, Staging } from "../content/schema";
import {
  allStagings,
  findStaging,
  firstDay,
  lastDay,
  registrationCloses,
} from "../content/staging-days";
import { calendarDateParts, compareIso, formatList } from "./format";

// The model's own days, for every page and rule that reads stagings from here.
export { allStagings, findStaging, firstDay, lastDay, registrationCloses };

/** A staging is over once its last day has passed in Jamaica; on its last day it is still on. */
export function isOver(staging: Staging, today: string): boolean {
  return lastDay(staging) < today;
}

/** A staging has begun on its first day in Jamaica: from then on it is no longer sold to sponsors. */
export function hasBegun(staging: Staging, today: string): boolean {
  return firstDay(staging) <= today;
}

/**
 * Whether a staging takes registrations on the given day in Jamaica: it has a registration form
 * and its registration has not closed (on registrationCloses, or else its first day, inclusive).
 */
export function registrationOpen(staging: Staging, today: string): boolean {
  return staging.registrationUrl !== undefined && today <= registrationCloses(staging);
}

/** The latest staging whose last day has passed, if any. */
export function mostRecentStaging(programme: Programme, today: string): Staging | undefined {
  return programme.stagings
    .filter((staging) => isOver(staging, today))
    .sort((a, b) => compareIso(lastDay(b), lastDay(a)))[0];
}

/** The next staging that is not over (one under way counts), if any. */
export function upcomingStaging(programme: Programme, today: string): Staging | undefined {
  return programme.stagings
    .filter((staging) => !isOver(staging, today))
    .sort((a, b) => compareIso(firstDay(a), firstDay(b)))[0];
}

/**
 * When a programme with no staging to come is likely to run again: its last staging's first day,
 * a year on at a time until it is after today. Its month and that year are said ("usually in October
 * 2027"); the day orders what comes next. Nothing for a programme never held or with a staging
 * to come.
 */
export function expectedNext(programme: Programme, today: string): Expected | undefined {
  if (upcomingStaging(programme, today)) return undefined;
  const last = mostRecentStaging(programme, today);
  return last && yearOn(firstDay(last), today);
}

/**
 * The day a programme runs next: its next staging's first day (one under way counts), or else the
 * day it is expected (expectedNext); nothing for a programme never held and with none to come.
 */
export function nextDay(programme: Programme, today: string): string | undefined {
  const next = upcomingStaging(programme, today);
  return next ? firstDay(next) : expectedNext(programme, today)?.around;
}

/**
 * Programmes in the order they run next (nextDay), those with no day last, each in the content's
 * order where two share a day.
 */
export function byNextDay<P extends Programme>(programmes: readonly P[], today: string): P[] {
  const day = new Map(programmes.map((programme) => [programme, nextDay(programme, today)]));
  return [...programmes].sort((a, b) => {
    const [first, second] = [day.get(a), day.get(b)];
    if (first === second) return 0;
    if (first === undefined) return 1;
    if (second === undefined) return -1;
    return compareIso(first, second);
  });
}

/**
 * When a programme is likely to run after the one under way or last held, when none is written:
 * its latest staging to have begun, a year on at a time until after today. Nothing for a
 * programme that has never begun one.
 */
export function likelyAfter(programme: Programme, today: string): Expected | undefined {
  const latest = programme.stagings
    .filter((staging) => hasBegun(staging, today))
    .sort((a, b) => compareIso(firstDay(b), firstDay(a)))[0];
  return latest && yearOn(firstDay(latest), today);
}

/** When a programme is expected: the month it usually runs, and that day in the year expected. */
type Expected = {
  month: string;
  /** The year it is expected in, as written ("2027"). */
  year: string;
  around: string;
};

/** A day's month, and the same day a year on at a time until it is after today. */
function yearOn(start: string, today: string): Expected {
  let year = Number(start.slice(0, 4));
  let around = start;
  // 29 February comes round as 28 February.
  const monthDay = start.slice(5) === "02-29" ? "02-28" : start.slice(5);
  while (compareIso(around, today) <= 0) around = `${++year}-${monthDay}`;
  return { month: calendarDateParts(start).month, year: String(year), around };
}

/**
 * The programmes with nothing announced, in the order they are likely to come round again, each
 * with the month it usually runs.
 */
export function expectedProgrammes(programmes: readonly Programme[], today: string) {
  return programmes
    .flatMap((programme) => {
      const next = expectedNext(programme, today);
      return next ? [{ programme, ...next }] : [];
    })
    .sort((a, b) => compareIso(a.around, b.around));
}

/** Every staging of every programme, soonest first, split into those to come and those held. */
export function splitStagings(programmes: readonly Programme[], today: string) {
  const all = allStagings(programmes);
  const upcoming = all
    .filter(({ staging }) => !isOver(staging, today))
    .sort((a, b) => compareIso(firstDay(a.staging), firstDay(b.staging)));
  const held = all
    .filter(({ staging }) => isOver(staging, today))
    .sort((a, b) => compareIso(lastDay(b.staging), lastDay(a.staging)));
  return { upcoming, held };
}

type DateParts = ReturnType<typeof calendarDateParts>;

function formatSpan(start: string, end: string | undefined, withYear: boolean): string {
  const from = calendarDateParts(start);
  const yearPart = (date: DateParts) => (withYear ? ` ${date.year}` : "");
  if (!end || end === start) return `${from.day} ${from.month}${yearPart(from)}`;
  const to = calendarDateParts(end);
  if (from.year !== to.year)
    return `${from.day} ${from.month} ${from.year} – ${to.day} ${to.month} ${to.year}`;
  if (from.month !== to.month)
    return `${from.day} ${from.month} – ${to.day} ${to.month}${yearPart(to)}`;
  return `${from.day}–${to.day} ${to.month}${yearPart(to)}`;
}

/**
 * A staging's dates in words: "22 November 2025", "12–18 October 2025",
 * "1 and 8 August 2025", "30 September – 2 October 2025".
 */
export function formatStagingDates(staging: Staging): string {
  const spans = staging.dates;
  const years = new Set(
    spans.flatMap((span) => [span.start, span.end ?? span.start]).map((date) => date.slice(0, 4)),
  );
  const months = new Set(
    spans.flatMap((span) => [span.start, span.end ?? span.start]).map((date) => date.slice(0, 7)),
  );
  if (spans.length === 1 && spans[0]) return formatSpan(spans[0].start, spans[0].end, true);
  // Several separate days in one month share the month and year: "1 and 8 August 2025".
  if (months.size === 1 && spans.every((span) => !span.end || span.end === span.start)) {
    const days = spans.map((span) => calendarDateParts(span.start).day);
    const { month, year } = calendarDateParts(spans[0]?.start ?? "");
    return `${formatList(days)} ${month} ${year}`;
  }
  const sameYear = years.size === 1;
  const text = formatList(spans.map((span) => formatSpan(span.start, span.end, !sameYear)));
  return sameYear ? `${text} ${[...years][0]}` : text;
}

/**
 * How many stagings to come home lists: two rows of three on a wide screen. Past that, the
 * soonest, then the programmes' page and JADE's calendar for the rest: each card carries its
 * calendar links, and a season of many programmes would push home past its first round trip
 * (decision 0054).
 */
export const eventsShown = 6;
