/**
 * `tsx scripts/next-season.ts --to DIR [--from DIR] [--on YYYY-MM-DD]`: makes next season's content
 * set from a content set (content/ by default) in a new folder, as staff would make it through the
 * editor: every date a season on and registration links set, every price changed, a partner added
 * and one removed, the first banner replaced by a file of another name, a programme added, every
 * announcement ended (issue 38, point 3). The content checks and the unit tests run on it too, to
 * show that staff cannot break the suite with an ordinary season's edits (docs/decisions/0044).
 *
 * It is made of the edits of scripts/content-edits.ts, in order, all with one context: next season
 * is the season after the content's latest staging, so it works on any valid content in any year,
 * and run on its own output it makes the season after. --on is the build's day in Jamaica (today
 * by default): every announcement ends the day before.
 */
import {
  copyContent,
  editContext,
  type EditContext,
  type EditName,
  makerOptions,
  runEdits,
} from "./content-edits";

/** The edits that make next season, in the order they are made. */
export const nextSeasonEdits = [
  "next-stagings",
  "every-price",
  "remove-first-partner",
  "add-partner",
  "first-banner",
  "add-programme",
  "end-announcements",
] as const satisfies readonly EditName[];

/**
 * What "every date a year later" means for each date field of the schemas, so that next season
 * is one the site can show (next-season.test.ts holds this list to the schemas' date fields, so a
 * new one needs a decision here).
 */
export const datesNextSeason = {
  "programmes programmes[].stagings[].dates[].start":
    "each programme's latest staging is written again in next season, on the same day of the year (29 February: the 28th); the held ones keep their dates and results, which a date moved on would make results of a staging still to come",
  "programmes programmes[].stagings[].dates[].end":
    "moves with the first day, by as many days, so the staging keeps its length and its gaps",
  "programmes programmes[].stagings[].registrationCloses":
    "set on every staging to come: the latest staging's moved on with it, or two weeks before the first day",
  "announcements items[].from":
    "moves on with the staging its announcement names; then every announcement ends, and a from after its end goes",
  "announcements items[].until":
    "moves on with the staging its announcement names; then every announcement ends the day before the build",
  "articles articles[].published":
    "kept: an article was published on its day, and one dated in the future would be news not yet written",
  "adjudicators asOf":
    "kept: the register is as of the day it was ranked, and a day to come would claim a ranking not yet made",
} as const;

/** Makes next season's content from `from` in the new folder `to`; returns the context it used. */
export async function makeNextSeason(
  from: string,
  to: string,
  now = Date.now(),
): Promise<EditContext> {
  copyContent(from, to);
  const context = editContext(to, now);
  await runEdits(to, nextSeasonEdits, context);
  return context;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { from, to, where, now } = makerOptions("next-season", "next season's content");
  const started = performance.now();
  const { season } = await makeNextSeason(from, to, now);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `The ${season}–${season + 1} season's content is in ${where} (${seconds} s): npm run content:check -- ${where}`,
  );
}
