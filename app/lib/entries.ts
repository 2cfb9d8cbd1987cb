/**
 * When a programme's entries open, by the rules of its stagings (./stagings). A module of its own,
 * so that only the programme pages' scripts carry it: ./stagings is also in the due module every
 * page runs (app/islands/due.ts).
 */
import type { Programme } from "../content/schema";
import { yearOf } from "./dates";
import { calendarDateParts } from "./format";
import { expectedNext, firstDay, registrationCloses, upcomingStaging } from "./stagings";

/**
 * When a programme's entries open, as the day has it: while its next staging takes registrations,
 * open until the last day; once that has closed, closed on it. Otherwise the month entries usually
 * open (`entry.opens.month`) in the year that fits: the latest such month on or before the next
 * staging's first month (announced, or expected from the last one: entries open before a
 * staging), or with neither, the month's next coming from today's month. That month still to
 * come is expected; this month is this month; a month passed with nothing announced is overdue,
 * said with the staging's month and year.
 */
export type EntriesWhen =
  | { state: "open" | "closed"; date: string }
  | { state: "expected" | "this-month" | "overdue"; month: string; year: string };

export function entriesWhen(programme: Programme, today: string): EntriesWhen {
  const next = upcomingStaging(programme, today);
  if (next?.registrationUrl) {
    const date = registrationCloses(next);
    return { state: today <= date ? "open" : "closed", date };
  }
  const month = programme.entry.opens.month;
  const staging = next ? firstDay(next) : expectedNext(programme, today)?.around;
  const [year, thisMonth] = [yearOf(today), Number(today.slice(5, 7))];
  const opening = staging
    ? yearOf(staging) - (month > Number(staging.slice(5, 7)) ? 1 : 0)
    : year + (month < thisMonth ? 1 : 0);
  const when = `${opening}-${String(month).padStart(2, "0")}`;
  const state =
    when > today.slice(0, 7) ? "expected" : when === today.slice(0, 7) ? "this-month" : "overdue";
  const named = state === "overdue" && staging ? staging : `${when}-01`;
  const { month: monthName, year: yearName } = calendarDateParts(named);
  return { state, month: monthName, year: yearName };
}
