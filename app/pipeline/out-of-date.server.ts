/**
 * What in the content has gone out of date on a given day in Jamaica: programmes with nothing to
 * come, announcements past their day, editions no longer sold with nothing after them, an old
 * adjudicator register and held stagings without results. `npm run content:report` lists it and
 * the build prints it as a warning; neither fails because of it (the site stays true on its own:
 * it stops showing what is over).
 */
import {
  announcementCloses,
  listedAnnouncements,
  listedFrom,
  openRegistrationPrefix,
  withOpenRegistrations,
} from "../lib/announcement-rule";
import { formatLongDate } from "../lib/format";
import { editionCosts, offeredEdition } from "../lib/sponsorship";
import {
  findStaging,
  formatStagingDates,
  isOver,
  mostRecentStaging,
  registrationCloses,
  registrationOpen,
  upcomingStaging,
} from "../lib/stagings";
import { locate } from "../content/locate";
import type { Content } from "../content/schema";

export interface OutOfDateEntry {
  /** As in content problems: `content/programmes.yaml`. */
  file: string;
  /** As in content problems: `Programme 2 "national-debaters-week"`. */
  where: string;
  message: string;
}

/** How old the adjudicator register may be before the report mentions it. */
const registerMaxAgeMonths = 12;

/** The same day `months` months earlier (clamped to the month's end: 31 March less 1 is 28 February). */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

export function outOfDate(content: Content, today: string): OutOfDateEntry[] {
  const entries: OutOfDateEntry[] = [];
  const { programmes } = content.programmes;

  programmes.forEach((programme, index) => {
    const where = locate("programmes", content.programmes, ["programmes", index]);
    if (!upcomingStaging(programme, today)) {
      const last = mostRecentStaging(programme, today);
      entries.push({
        file: "content/programmes.yaml",
        where,
        message: `has no staging to come${last ? ` (the last, "${last.id}", was held ${formatStagingDates(last)})` : ""}: add the next one`,
      });
    }
    if (!offeredEdition(programme, today)) {
      for (const row of editionCosts([programme]).filter((cost) => isOver(cost.staging, today)))
        entries.push({
          file: "content/programmes.yaml",
          where: locate("programmes", content.programmes, [
            "programmes",
            index,
            "stagings",
            programme.stagings.indexOf(row.staging),
            "costs",
          ]),
          message: `has costs for an edition that is over (held ${formatStagingDates(row.staging)}) and for none to come, so sponsors are offered nothing: add the next edition's costs`,
        });
    }
    programme.stagings.forEach((staging, stagingIndex) => {
      if (isOver(staging, today) && !staging.results)
        entries.push({
          file: "content/programmes.yaml",
          where: locate("programmes", content.programmes, [
            "programmes",
            index,
            "stagings",
            stagingIndex,
          ]),
          message: `was held ${formatStagingDates(staging)} and has no results recorded`,
        });
    });
  });

  content.announcements.items.forEach((item, index) => {
    const where = locate("announcements", content.announcements, ["items", index]);
    const closes = announcementCloses(item, programmes);
    const found = item.staging ? findStaging(programmes, item.staging) : undefined;
    if (found && isOver(found.staging, today))
      entries.push({
        file: "content/announcements.yaml",
        where,
        message: `points at "${found.staging.id}", which was held ${formatStagingDates(found.staging)}: remove it or point it at the next staging`,
      });
    else if (closes < today)
      entries.push({
        file: "content/announcements.yaml",
        where,
        message: `expired after ${formatLongDate(closes)} and no longer shows: remove it or give it a new date`,
      });
  });

  const { asOf } = content.adjudicators;
  if (asOf < monthsBefore(today, registerMaxAgeMonths))
    entries.push({
      file: "content/adjudicators.yaml",
      where: "asOf",
      message: `the register is as of ${formatLongDate(asOf)}, more than ${registerMaxAgeMonths} months ago: review the ranks and update the date`,
    });

  return entries;
}

/**
 * The registrations the Programmes page offers on the day that the Announcements list, the window
 * that opens by itself, leaves out: it lists what closes within a year of the day (issue 40) and
 * says the rest are on the Programmes page, so staff who see a programme's Register button and
 * not its announcement are told why, and when it will show (issue 52).
 */
export function registrationsNotListed(content: Content, today: string): OutOfDateEntry[] {
  const { programmes, labels } = content.programmes;
  const announcements = withOpenRegistrations(
    content.announcements.items,
    programmes,
    labels.register,
    today,
  );
  const listed = new Set(
    listedAnnouncements(announcements, today).flatMap((item) =>
      item.staging
        ? [item.staging]
        : item.id.startsWith(openRegistrationPrefix)
          ? [item.id.slice(openRegistrationPrefix.length).replace(/:\d+$/, "")]
          : [],
    ),
  );
  return programmes.flatMap((programme, index) => {
    const next = upcomingStaging(programme, today);
    if (!next || !registrationOpen(next, today) || listed.has(next.id)) return [];
    const closes = registrationCloses(next);
    return [
      {
        file: "content/programmes.yaml",
        where: locate("programmes", content.programmes, [
          "programmes",
          index,
          "stagings",
          programme.stagings.indexOf(next),
        ]),
        message: `takes registrations until ${formatLongDate(closes)}: the Programmes page offers them, and the Announcements list (the window that opens by itself) shows them from ${formatLongDate(listedFrom(closes))}, a year before they close. To announce them sooner, add an announcement naming this staging, closing (until) within the year`,
      },
    ];
  });
}

/** Those entries as lines for a terminal, under a heading; "" when there are none. */
export function formatNotListed(entries: readonly OutOfDateEntry[], today: string): string {
  if (entries.length === 0) return "";
  return [
    `Registrations not in the Announcements list yet (as of ${formatLongDate(today)} in Jamaica):`,
    ...entries.map((entry) => `  - ${entry.file} › ${entry.where}: ${entry.message}`),
  ].join("\n");
}

/** The entries as lines for a terminal, under a heading; an empty string when nothing is out of date. */
export function formatOutOfDate(entries: readonly OutOfDateEntry[], today: string): string {
  if (entries.length === 0) return "";
  return [
    `Out of date (as of ${formatLongDate(today)} in Jamaica), ${entries.length} ${entries.length === 1 ? "item" : "items"}:`,
    ...entries.map((entry) => `  - ${entry.file} › ${entry.where}: ${entry.message}`),
  ].join("\n");
}
