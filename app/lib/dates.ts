/**
 * Calendar dates in Jamaica (UTC-5 all year, no daylight saving). Content dates are ISO calendar
 * strings ("2025-10-12"); never turn them into Date objects, which mean UTC midnight and show as the
 * day before in Kingston.
 */
export const jamaicaTimeZone = "America/Jamaica";

const isoDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: jamaicaTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in Jamaica at the given instant, as YYYY-MM-DD. */
export function jamaicaToday(now: number): string {
  return isoDateFormat.format(now);
}

/** The year of a YYYY-MM-DD calendar date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
