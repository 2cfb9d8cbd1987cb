/**
 * When the Announcements popup opens by itself (spec section 2): on a visit with no display time
 * stored under the announcement's key, or once more than the re-show interval has passed since the
 * stored one. A stored value that is not a plausible past timestamp counts as none stored.
 */
export function announcementStorageKey(campaign: string): string {
  return `jade:announcements:${campaign}:last-shown`;
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
