/**
 * Held stagings and their results, by season, for the Results page and the links to it. A season
 * runs from the first day of its start month (August, say) to the day before it comes round
 * again, and a staging belongs to the season of its first day.
 */
import type { Award, Programme, Staging } from "../content/schema";
import { compareIso } from "./format";
import { allStagings, firstDay, isOver, lastDay } from "./stagings";
import { fill } from "./template";

type HeldStaging = { programme: Programme; staging: Staging };

export interface Season {
  /** The season's two years: 2025 and 2026 for a season starting in August 2025. */
  from: number;
  to: number;
  /** The season's stagings that are over, the latest first. */
  held: HeldStaging[];
}

/** The season of a calendar date, for seasons that start on the first of `startMonth` (1-12). */
export function seasonOf(date: string, startMonth: number): { from: number; to: number } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // A season starting in January lies within one year.
  if (startMonth === 1) return { from: year, to: year };
  const from = month >= startMonth ? year : year - 1;
  return { from, to: from + 1 };
}

/** A season's name, from its words: "2025–2026 season", or "2026 season" within one year. */
export function seasonName(
  season: { from: number; to: number },
  words: { season: string; seasonOneYear: string },
): string {
  return season.from === season.to
    ? fill(words.seasonOneYear, { year: season.from })
    : fill(words.season, { from: season.from, to: season.to });
}

/** The id of a season's heading on the Results page, for links from other pages. */
export function seasonAnchor(season: { from: number }): string {
  return `season-${season.from}`;
}

/** Every staging over by the given day in Jamaica, by season, the latest season first. */
export function heldBySeason(
  programmes: readonly Programme[],
  today: string,
  startMonth: number,
): Season[] {
  const held = allStagings(programmes)
    .filter(({ staging }) => isOver(staging, today))
    .sort((a, b) => compareIso(lastDay(b.staging), lastDay(a.staging)));
  const seasons = new Map<number, Season>();
  for (const entry of held) {
    const { from, to } = seasonOf(firstDay(entry.staging), startMonth);
    const season = seasons.get(from) ?? { from, to, held: [] };
    season.held.push(entry);
    seasons.set(from, season);
  }
  return [...seasons.values()].sort((a, b) => b.from - a.from);
}

/**
 * The latest season with results on the given day, and each of its stagings' headline result,
 * the latest staging first: the home page's champions. Nothing before any result is recorded.
 */
export function latestChampions(
  programmes: readonly Programme[],
  today: string,
  startMonth: number,
):
  | { season: Season; champions: { programme: Programme; staging: Staging; award: Award }[] }
  | undefined {
  for (const season of heldBySeason(programmes, today, startMonth)) {
    const champions = season.held.flatMap(({ programme, staging }) => {
      const award = headlineResult(staging);
      return award ? [{ programme, staging, award }] : [];
    });
    if (champions.length > 0) return { season, champions };
  }
  return undefined;
}

/** A staging's headline result: the first of its placings, once results are recorded. */
export function headlineResult(staging: Staging): Award | undefined {
  return staging.results?.placings[0];
}

/** The id of a staging's section on the Results page, for links from other pages. */
export function resultsAnchor(staging: Staging): string {
  return `results-${staging.id}`;
}
