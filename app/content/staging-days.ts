/**
 * The days the model itself speaks of: a staging's first and last day, the last day to register
 * for it, and the last day an announcement is current. The checks across files (cross-check.ts)
 * need them, and app/lib/stagings.ts builds every other rule of dates on them. ISO calendar strings
 * ("2025-10-12"), which sort as dates do: no time zone can move a day.
 */
import type { Announcement, Programme, Staging } from "./schema";

/** The first day of a staging. */
export function firstDay(staging: Staging): string {
  const first = staging.dates[0];
  if (!first) throw new Error(`Staging ${staging.id} has no dates`);
  return first.start;
}

/** The last day of a staging: the end of its last run of days. */
export function lastDay(staging: Staging): string {
  const last = staging.dates.at(-1);
  if (!last) throw new Error(`Staging ${staging.id} has no dates`);
  return last.end ?? last.start;
}

/** The last day to register: the staging's registrationCloses, or else its first day. */
export function registrationCloses(staging: Staging): string {
  return staging.registrationCloses ?? firstDay(staging);
}

/** Every staging with its programme, in content order. */
export function allStagings(programmes: readonly Programme[]) {
  return programmes.flatMap((programme) =>
    programme.stagings.map((staging) => ({ programme, staging })),
  );
}

/** A staging and its programme by the staging's id (unique site-wide: the loader checks). */
export function findStaging(programmes: readonly Programme[], id: string) {
  return allStagings(programmes).find(({ staging }) => staging.id === id);
}

/** The last day an announcement is current, in Jamaica. The loader checks every staging exists. */
export function announcementCloses(item: Announcement, programmes: readonly Programme[]): string {
  if (item.until) return item.until;
  const found = item.staging ? findStaging(programmes, item.staging) : undefined;
  if (!found) throw new Error(`Announcement ${item.id} names no staging and no until date`);
  return registrationCloses(found.staging);
}
