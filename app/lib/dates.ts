/**
 * Calendar dates in Jamaica (UTC-5 all year, no daylight saving). Content dates are ISO calendar
 * strings ("2025-10-12"); never turn them into Date objects, which mean UTC midnight and show as the
 * day before in Kingston.
 */
export const jamaicaTimeZone = "America/Jamaica";

/** Jamaica has kept UTC-5 all year since 1984, the last year it observed daylight saving. */
const jamaicaOffset = 5 * 60 * 60 * 1000;

/**
 * The calendar date in Jamaica at the given instant, as YYYY-MM-DD. Arithmetic, not an Intl
 * formatter: a page's first Intl object costs 15-25 ms of main thread (60-100 ms on a phone's
 * CPU), and every page's footer shows the year (decision 0018). A test checks it against the time zone database.
 */
export function jamaicaToday(now: number): string {
  return new Date(now - jamaicaOffset).toISOString().slice(0, 10);
}

/** The year of a YYYY-MM-DD calendar date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
