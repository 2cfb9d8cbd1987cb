/**
 * Adjudicator ranks. The class bands come from the method in content/adjudicators.yaml, so the
 * explanation on the page and the rule that assigns a class can never disagree. Bands are
 * half-open (decision 0004): A at or above A's lower bound, B from B's bound up to under A's,
 * and so on; below C's bound is Unranked.
 */
import type { Adjudicators } from "~/content/schema";
import { type AdjudicatorRank, adjudicatorRanks } from "~/content/sets";
import { jamaicaTimeZone } from "./dates";

type RankClass = Adjudicators["method"]["classes"][number];

export interface ClassBand {
  rank: AdjudicatorRank;
  /** The lowest score in the band (included); absent for Unranked. */
  min?: number;
  /** The score the band stops below (excluded); absent for the top class. */
  max?: number;
}

/** The bands from the highest class down, ending with Unranked below the lowest bound. */
export function classBands(classes: readonly RankClass[]): ClassBand[] {
  const ordered = [...classes].sort((a, b) => b.min - a.min);
  const bands: ClassBand[] = ordered.map((band, index) => {
    const above = ordered[index - 1];
    return above
      ? { rank: band.rank, min: band.min, max: above.min }
      : { rank: band.rank, min: band.min };
  });
  const lowest = ordered.at(-1);
  bands.push(lowest ? { rank: "Unranked", max: lowest.min } : { rank: "Unranked" });
  return bands;
}

/** The class a score out of 100 earns: the first band whose lower bound it reaches. */
export function classFor(score: number, classes: readonly RankClass[]): AdjudicatorRank {
  return (
    classBands(classes).find((band) => band.min === undefined || score >= band.min)?.rank ??
    "Unranked"
  );
}

const collator = new Intl.Collator("en-JM", { sensitivity: "base" });

/** Adjudicators by rank (A first, Unranked last), then by last and first name. */
export function sortByRank<
  Person extends { firstName: string; lastName: string; rank: AdjudicatorRank },
>(people: readonly Person[]): Person[] {
  return [...people].sort(
    (a, b) =>
      adjudicatorRanks.indexOf(a.rank) - adjudicatorRanks.indexOf(b.rank) ||
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.firstName, b.firstName),
  );
}

const percent = new Intl.NumberFormat("en-JM", { maximumFractionDigits: 2 });

/** A score bound as written in the explanation: "90", "74.5". */
export function formatScore(score: number): string {
  return percent.format(score);
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: jamaicaTimeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A calendar date in words, "30 September 2026", read at noon in Jamaica so no zone moves it. */
export function formatCalendarDate(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00-05:00`));
}
