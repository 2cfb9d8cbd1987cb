/**
 * Numbers, dates, lists and names written the way the site writes them (British and Jamaican
 * English), without Intl. In Chromium the first Intl object a page builds costs 15-25 ms of main
 * thread (ICU starting up), which a phone's CPU makes 60-100 ms: one long task during hydration,
 * on every page that shows a date, a price or a sorted list. The site has one language, so the few
 * forms it needs are written out here, and the tests check each against Intl (decision 0018).
 */

/** 2800000 as "2,800,000"; fractions are rounded to at most `fractionDigits` places ("74.5"). */
export function formatNumber(value: number, fractionDigits = 0): string {
  // Shifting by the exponent rounds the number as written, so 1.005 gives 1.01 as in Intl, where
  // multiplying by 100 would give 100.49999... and 1.
  const rounded = Number(
    `${Math.round(Number(`${Math.abs(value)}e${fractionDigits}`))}e-${fractionDigits}`,
  );
  const [whole = "0", fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A YYYY-MM-DD calendar date's parts in words: "2025-08-01" is 1, August, 2025. */
export function calendarDateParts(date: string): { day: string; month: string; year: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a YYYY-MM-DD calendar date: "${date}"`);
  return { day: String(Number(match[3])), month, year: match[1] ?? "" };
}

/**
 * A YYYY-MM-DD calendar date in words: "13 October 2025". The date is read as written, never as an
 * instant, so no time zone (the build machine's or the visitor's) can move it a day.
 */
export function formatLongDate(date: string): string {
  const { day, month, year } = calendarDateParts(date);
  return `${day} ${month} ${year}`;
}

/** Items joined as a sentence does: "1", "1 and 8", "1, 8 and 15" (no serial comma, as in en-GB). */
export function formatList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/** The letters without their accents: "Élise" is "Elise". */
const withoutAccents = (value: string) => value.normalize("NFD").replace(/\p{Mn}/gu, "");

/** Lower case without accents or apostrophes, so "Ren\u00e9e" matches "renee" and "O'Connor" "oconnor". */
export function foldName(value: string): string {
  return withoutAccents(value)
    .replace(/['\u2019]/g, "")
    .toLowerCase();
}

/**
 * The key names sort by: lower case without accents, an apostrophe sorting before the letters (so
 * O'Connor comes before Ochoa, as in Intl), each run of digits padded so that 9 comes before 10.
 */
const nameKey = (name: string) =>
  withoutAccents(name)
    .replace(/\u2019/g, "'")
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(12, "0"));

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Compares two names as a reader expects: accents sort with their base letter (Élise with the
 * Es), case does not matter, and numbers compare as numbers. Equal names give 0, so
 * a stable sort keeps their order.
 */
export function compareNames(a: string, b: string): number {
  return byCodePoint(nameKey(a), nameKey(b));
}

/** Compares ISO strings (dates, YYYY-MM-DD), whose character order is their time order. */
export function compareIso(a: string, b: string): number {
  return byCodePoint(a, b);
}
