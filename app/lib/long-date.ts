import { jamaicaTimeZone } from "./dates";
import { lazy } from "./lazy";

/** "13 October 2025" in Jamaica. Shared: building a formatter with a time zone is slow. */
export const longDateFormat = lazy(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: jamaicaTimeZone,
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

/**
 * A YYYY-MM-DD calendar date in words, as that day in Jamaica: "13 October 2025". Formats noon
 * in Kingston, so neither the build machine's nor the visitor's time zone can move it a day.
 */
export function formatLongDate(date: string): string {
  return longDateFormat().format(new Date(`${date}T12:00:00-05:00`));
}
