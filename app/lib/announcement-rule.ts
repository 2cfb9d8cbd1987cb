/**
 * Which announcements are current, and when the Announcements popup opens by itself (spec
 * section 2). An announcement is current from its `from` day (if any) to the day it closes, both
 * in Jamaica: its own `until`, or else the registration of the staging it names. The popup opens
 * by itself only when something is current: on a visit with no display time stored under the
 * key of the current set, or once more than the re-show interval has passed since the stored
 * one. A stored value that is not a plausible past timestamp counts as none stored.
 */
import type { Announcement, Programme } from "../content/schema";
import { announcementCloses } from "../content/staging-days";
import { firstDay, isOver, lastDay, mostRecentStaging, registrationCloses } from "./stagings";

export { announcementCloses };

/**
 * The announcements with each one's last day written into `until`, worked out at build time from
 * its staging where it has none of its own, so that pages need not carry the programmes.
 */
export function withClosingDays(
  items: readonly Announcement[],
  programmes: readonly Programme[],
): Announcement[] {
  return items.map((item) => ({ ...item, until: announcementCloses(item, programmes) }));
}

/**
 * The announcements, with their closing days (withClosingDays), and a link to each registration
 * a programme's card offers on the days no announcement for its staging is current: the card
 * shows "Register" for its programme's next staging while its registration is open, and the
 * Announcements list must not say that nothing is open meanwhile (issue 38). The card starts to
 * show it the day after the programme's stagings before it are over, and stops when its
 * registration closes; an announcement naming the staging stands for it on its own days (an
 * ended one, on none). Such a link reads as the card's button does ("Register now: Classics
 * 2027"). Worked out at build time, with the announcements, so that pages need not carry the
 * programmes. With `from` (the build's day), the registrations of stagings over by then and not
 * their programme's most recent are left out: no later day offers them, and every page carries
 * this list, so it must not grow with the seasons (issue 51).
 */
export function withOpenRegistrations(
  items: readonly Announcement[],
  programmes: readonly Programme[],
  register: string,
  from?: string,
): Announcement[] {
  const announced = withClosingDays(items, programmes);
  const registrations = programmes.flatMap((programme) => {
    const recent = from === undefined ? undefined : mostRecentStaging(programme, from);
    return programme.stagings.flatMap((staging): Announcement[] => {
      if (staging.registrationUrl === undefined) return [];
      // Over by `from` and not its programme's most recent: no day from then on offers it.
      if (from !== undefined && isOver(staging, from) && staging !== recent) return [];
      const before = programme.stagings
        .filter((other) => firstDay(other) < firstDay(staging))
        .map(lastDay)
        .sort()
        .at(-1);
      const offered: Span = {
        from: before && dayAfter(before),
        until: registrationCloses(staging),
      };
      const covered = announced
        .filter((item) => item.staging === staging.id)
        .map((item): Span => ({ from: item.from, until: item.until ?? "" }));
      return without(offered, covered).map((span, index) => ({
        id: `${openRegistrationPrefix}${staging.id}${index === 0 ? "" : `:${index + 1}`}`,
        title: `${register}: ${programme.name} ${staging.edition}`,
        href: staging.registrationUrl ?? "",
        ...(span.from ? { from: span.from } : {}),
        until: span.until,
      }));
    });
  });
  return [...announced, ...registrations];
}

/** Days from `from` (or always) to `until`, both included, as ISO dates. */
interface Span {
  from?: string;
  until: string;
}

/** The days of `span` that none of `others` covers, as spans in order. */
function without(span: Span, others: readonly Span[]): Span[] {
  let left: Span[] = span.from && span.from > span.until ? [] : [span];
  for (const other of others)
    if (!(other.from && other.from > other.until)) left = left.flatMap((part) => cut(part, other));
  return left;
}

/** `part` less the days of `other`: none, one or two spans. */
function cut(part: Span, other: Span): Span[] {
  const start = part.from ?? "";
  const otherStart = other.from ?? "";
  // No day in common: `other` ends before `part` starts, or starts after it ends.
  if (other.until < start || (otherStart !== "" && otherStart > part.until)) return [part];
  const pieces: Span[] = [];
  if (otherStart !== "" && (start === "" || otherStart > start))
    pieces.push({ ...(part.from ? { from: part.from } : {}), until: dayBefore(otherStart) });
  if (other.until < part.until) pieces.push({ from: dayAfter(other.until), until: part.until });
  return pieces;
}

/** The ids of the registrations listed without an announcement: no announcement's id has a colon. */
export const openRegistrationPrefix = "registration:";

/** The calendar day after an ISO date. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day before an ISO date. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The announcements current on the given day in Jamaica, in content order: from their `from` day
 * (if any) to their closing day, both included. Items come through withClosingDays.
 */
export function currentAnnouncements(
  items: readonly Announcement[],
  today: string,
): Announcement[] {
  return items.filter(
    (item) => (!item.from || item.from <= today) && item.until !== undefined && today <= item.until,
  );
}

/**
 * The same day a year after an ISO date in Jamaica's calendar; 29 February's is 28 February. An
 * announcement closing after it is "more than a year away".
 */
export function yearAfter(date: string): string {
  const monthDay = date.slice(5) === "02-29" ? "02-28" : date.slice(5);
  return `${String(Number(date.slice(0, 4)) + 1).padStart(4, "0")}-${monthDay}`;
}

/**
 * The first day an announcement closing on `until` is within a year (yearAfter of that day is not
 * before it), when the Announcements list starts to show it: the same day a year before, and the
 * 1st of March for a 29th of February, as yearAfter reads the 29th as the 28th.
 */
export function listedFrom(until: string): string {
  const year = String(Number(until.slice(0, 4)) - 1).padStart(4, "0");
  return until.slice(5) === "02-29" ? `${year}-03-01` : `${year}${until.slice(4)}`;
}

/** Whether an announcement closes more than a year after the given day. */
const closesAfterAYear = (item: Announcement, today: string) =>
  item.until !== undefined && item.until > yearAfter(today);

/**
 * What the Announcements list shows on the given day in Jamaica (issue 40): the announcements
 * current that day that close within a year of it, the one closing soonest first (content order
 * between those closing on one day; one with no closing day, which the loader never leaves, last).
 * The popup opens by itself only when this is not empty, and the storage key names this set, so
 * an announcement coming within the year shows to every visitor as a new one.
 */
export function listedAnnouncements(items: readonly Announcement[], today: string): Announcement[] {
  return currentAnnouncements(items, today)
    .filter((item) => !closesAfterAYear(item, today))
    .sort((a, b) => closingOrder(a.until, b.until));
}

/**
 * The announcements current on the given day that close more than a year after it: the list
 * leaves them to the Programmes page, and says so.
 */
export function laterAnnouncements(items: readonly Announcement[], today: string): Announcement[] {
  return currentAnnouncements(items, today).filter((item) => closesAfterAYear(item, today));
}

/** Closing days soonest first; none after any. */
function closingOrder(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
}

/**
 * How long the hint bubble shows once the popup that opened by itself is closed, unless the page
 * is scrolled first (issue 40). Its flag stays set until the bell is used: the bell is described
 * by the hint's words all the while.
 */
export const hintShowsForSeconds = 8;

const keyPrefix = "jade:announcements:";

/**
 * The storage key for a set of current announcements: a new set gets a new key, so a visitor
 * sees a new announcement at once, without anyone changing a campaign name by hand. The key
 * names the set by a short hash (FNV-1a) of its ids, so it stays short however many there are.
 */
export function announcementStorageKey(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const character of [...ids].sort().join(" ")) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${keyPrefix}${hash.toString(36)}:last-shown`;
}

/** How the privacy page names the key: the set's part varies. */
export const announcementStorageKeyPattern = `${keyPrefix}…:last-shown`;

/** Whether a stored key is an announcement key (of this set or an earlier one). */
export function isAnnouncementKey(key: string): boolean {
  return key.startsWith(keyPrefix) && key.endsWith(":last-shown");
}

export function parseShownAt(stored: string | null, now: number): number | undefined {
  if (stored === null || !/^\d{1,16}$/.test(stored.trim())) return undefined;
  const shownAt = Number(stored);
  // A time in the future (a changed clock, a hand-edited value) cannot be trusted either.
  return shownAt <= now ? shownAt : undefined;
}

export function shouldAutoOpen(
  stored: string | null,
  now: number,
  reshowAfterHours: number,
): boolean {
  const shownAt = parseShownAt(stored, now);
  return shownAt === undefined || now - shownAt > reshowAfterHours * 60 * 60 * 1000;
}

/**
 * Whether the popup opens by itself on this page: something is current, nothing stored says it
 * was shown within the re-show interval, and, when nothing can be stored (blocked or full storage),
 * the visitor did not come from another page of the site, where it had its chance.
 */
export function opensByItself(visit: {
  hasCurrent: boolean;
  stored: string | null;
  now: number;
  reshowAfterHours: number;
  canStore: boolean;
  cameFromThisSite: boolean;
}): boolean {
  if (!visit.hasCurrent) return false;
  if (!visit.canStore && visit.cameFromThisSite) return false;
  return shouldAutoOpen(visit.stored, visit.now, visit.reshowAfterHours);
}
