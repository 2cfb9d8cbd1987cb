/**
 * Adjudicator ranks. The class bands come from the method in content/adjudicators.yaml, so the
 * explanation on the page and the rule that assigns a class can never disagree. Bands are
 * half-open (decision 0004): A at or above A's lower bound, B from B's bound up to under A's,
 * and so on; below C's bound is Unranked.
 */
import type { Adjudicators } from "~/content/schema";
import { type AdjudicatorRank, adjudicatorRanks } from "~/content/sets";
import { compareNames, formatNumber } from "./format";

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

type Method = Pick<Adjudicators["method"], "weights" | "tournamentTarget">;

/** What the calculator is given: two scores out of 100 and a count of tournaments judged. */
export interface ScoreInputs {
  test: number;
  tournaments: number;
  accreditation: number;
}

/**
 * The share of the tournament part earned, from 0 to 1: tournaments judged in the window over
 * the target count, capped at 1 (judging more than the target earns no more than full marks).
 */
export function tournamentShare(judged: number, target: number): number {
  return Math.min(Math.max(judged, 0) / target, 1);
}

/** A score to one decimal place, half up, without floating-point dust (72.45 -> 72.5). */
export function roundScore(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/**
 * The weighted score out of 100, to one decimal place: each part's mark out of 100 times its
 * weight (a percentage from the content), the tournament mark being its share times 100.
 */
export function weightedScore(inputs: ScoreInputs, method: Method): number {
  const { weights, tournamentTarget } = method;
  const total =
    weights.test * inputs.test +
    weights.tournaments * tournamentShare(inputs.tournaments, tournamentTarget) * 100 +
    weights.accreditation * inputs.accreditation;
  return roundScore(total / 100);
}

export interface Assessment {
  /** The weighted score, to one decimal place: the class is read from this very number. */
  score: number;
  rank: AdjudicatorRank;
  /** The next class up and the points of score it needs; absent in the top class. */
  next?: { rank: AdjudicatorRank; points: number };
}

/** The class a (rounded) score earns and how many more points the next class up needs. */
export function assess(score: number, classes: readonly RankClass[]): Assessment {
  const bands = classBands(classes);
  const rank = classFor(score, classes);
  const above = bands[bands.findIndex((band) => band.rank === rank) - 1];
  return above?.min === undefined
    ? { score, rank }
    : { score, rank, next: { rank: above.rank, points: roundScore(above.min - score) } };
}

/** Adjudicators by rank (A first, Unranked last), then by last and first name. */
export function sortByRank<
  Person extends { firstName: string; lastName: string; rank: AdjudicatorRank },
>(people: readonly Person[]): Person[] {
  return [...people].sort(
    (a, b) =>
      adjudicatorRanks.indexOf(a.rank) - adjudicatorRanks.indexOf(b.rank) ||
      compareNames(a.lastName, b.lastName) ||
      compareNames(a.firstName, b.firstName),
  );
}

/** A score bound as written in the explanation: "90", "74.5". */
export function formatScore(score: number): string {
  return formatNumber(score, 2);
}
