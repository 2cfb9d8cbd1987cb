import { describe, expect, it } from "vitest";
import adjudicators from "virtual:content/adjudicators";
import {
  assess,
  classBands,
  classFor,
  formatScore,
  roundScore,
  sortByRank,
  tournamentShare,
  weightedScore,
} from "./ranking";

const classes = [
  { rank: "A", min: 90 },
  { rank: "B", min: 75 },
  { rank: "C", min: 60 },
] as const;

describe("classFor", () => {
  it("puts each band edge in the right class", () => {
    expect(classFor(100, classes)).toBe("A");
    expect(classFor(90, classes)).toBe("A");
    expect(classFor(89.99, classes)).toBe("B");
    expect(classFor(89.95, classes)).toBe("B");
    expect(classFor(75, classes)).toBe("B");
    expect(classFor(74.99, classes)).toBe("C");
    expect(classFor(74.6, classes)).toBe("C");
    expect(classFor(60, classes)).toBe("C");
    expect(classFor(59.9, classes)).toBe("Unranked");
    expect(classFor(0, classes)).toBe("Unranked");
  });

  it("follows the bounds in the content, not fixed numbers", () => {
    const stricter = [
      { rank: "A", min: 95 },
      { rank: "B", min: 80 },
      { rank: "C", min: 65 },
    ] as const;
    expect(classFor(94, stricter)).toBe("B");
    expect(classFor(64, stricter)).toBe("Unranked");
    expect(classFor(90, adjudicators.method.classes)).toBe("A");
  });
});

describe("classBands", () => {
  it("gives half-open bands from A down to Unranked", () => {
    expect(classBands(classes)).toEqual([
      { rank: "A", min: 90 },
      { rank: "B", min: 75, max: 90 },
      { rank: "C", min: 60, max: 75 },
      { rank: "Unranked", max: 60 },
    ]);
  });

  it("agrees with classFor at every bound", () => {
    for (const band of classBands(classes)) {
      if (band.min !== undefined) expect(classFor(band.min, classes)).toBe(band.rank);
      if (band.max !== undefined) expect(classFor(band.max - 0.01, classes)).toBe(band.rank);
    }
  });
});

describe("sortByRank", () => {
  it("lists A first, Unranked last, then by last name", () => {
    const people = [
      { firstName: "Zed", lastName: "Young", rank: "Unranked" },
      { firstName: "Amy", lastName: "Brown", rank: "C" },
      { firstName: "Bo", lastName: "Adams", rank: "C" },
      { firstName: "Cy", lastName: "Zane", rank: "A" },
    ] as const;
    expect(sortByRank(people).map((person) => person.lastName)).toEqual([
      "Zane",
      "Adams",
      "Brown",
      "Young",
    ]);
  });

  it("keeps the content's 18 adjudicators: 5 A, 5 B, 8 C", () => {
    const ranks = sortByRank(adjudicators.adjudicators).map((person) => person.rank);
    expect(ranks).toHaveLength(18);
    expect(ranks.filter((rank) => rank === "A")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "B")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "C")).toHaveLength(8);
  });
});

describe("formatting", () => {
  it("writes score bounds plainly", () => {
    expect(formatScore(90)).toBe("90");
    expect(formatScore(74.5)).toBe("74.5");
  });
});

const method = { weights: { test: 40, tournaments: 30, accreditation: 30 }, tournamentTarget: 12 };

describe("tournamentShare", () => {
  it("is the tournaments judged over the target, capped at the whole", () => {
    expect(tournamentShare(0, 12)).toBe(0);
    expect(tournamentShare(6, 12)).toBe(0.5);
    expect(tournamentShare(12, 12)).toBe(1);
    expect(tournamentShare(30, 12)).toBe(1);
  });
});

describe("weightedScore", () => {
  it("weighs the test 40%, tournaments 30% and accreditation 30%", () => {
    expect(weightedScore({ test: 100, tournaments: 12, accreditation: 100 }, method)).toBe(100);
    expect(weightedScore({ test: 0, tournaments: 0, accreditation: 0 }, method)).toBe(0);
    expect(weightedScore({ test: 100, tournaments: 0, accreditation: 0 }, method)).toBe(40);
    expect(weightedScore({ test: 0, tournaments: 12, accreditation: 0 }, method)).toBe(30);
    expect(weightedScore({ test: 0, tournaments: 0, accreditation: 100 }, method)).toBe(30);
    // 0.4 * 80 + 0.3 * 50 + 0.3 * 70 = 32 + 15 + 21
    expect(weightedScore({ test: 80, tournaments: 6, accreditation: 70 }, method)).toBe(68);
  });

  it("gives no more for tournaments beyond the target", () => {
    const atTarget = weightedScore({ test: 90, tournaments: 12, accreditation: 85 }, method);
    expect(weightedScore({ test: 90, tournaments: 40, accreditation: 85 }, method)).toBe(atTarget);
    expect(atTarget).toBe(91.5);
  });

  it("rounds to one decimal place, half up, without floating-point dust", () => {
    // 0.4 * 87.3 + 0.3 * (7 / 12 * 100) + 0.3 * 71 = 34.92 + 17.5 + 21.3 = 73.72
    expect(weightedScore({ test: 87.3, tournaments: 7, accreditation: 71 }, method)).toBe(73.7);
    expect(roundScore(72.45)).toBe(72.5);
    expect(roundScore(89.95)).toBe(90);
    expect(roundScore(0.1 + 0.2)).toBe(0.3);
  });

  it("uses the weights and target in the content", () => {
    expect(
      weightedScore({ test: 100, tournaments: 0, accreditation: 0 }, adjudicators.method),
    ).toBe(adjudicators.method.weights.test);
    expect(
      weightedScore(
        { test: 0, tournaments: adjudicators.method.tournamentTarget, accreditation: 0 },
        adjudicators.method,
      ),
    ).toBe(adjudicators.method.weights.tournaments);
  });
});

describe("assess", () => {
  it("gives the class and the points the next class up needs", () => {
    expect(assess(68, classes)).toEqual({ score: 68, rank: "C", next: { rank: "B", points: 7 } });
    expect(assess(89.9, classes)).toEqual({
      score: 89.9,
      rank: "B",
      next: { rank: "A", points: 0.1 },
    });
    expect(assess(75, classes)).toEqual({ score: 75, rank: "B", next: { rank: "A", points: 15 } });
    expect(assess(59.9, classes)).toEqual({
      score: 59.9,
      rank: "Unranked",
      next: { rank: "C", points: 0.1 },
    });
    expect(assess(0, classes)).toEqual({
      score: 0,
      rank: "Unranked",
      next: { rank: "C", points: 60 },
    });
  });

  it("has no next class at the top", () => {
    expect(assess(90, classes)).toEqual({ score: 90, rank: "A" });
    expect(assess(100, classes)).toEqual({ score: 100, rank: "A" });
  });

  it("reads the class from the rounded score it shows", () => {
    // 0.4 * 89.9 + 30 + 0.3 * 80 = 89.96, shown as 90: so it is an A.
    const score = weightedScore({ test: 89.9, tournaments: 12, accreditation: 80 }, method);
    expect(score).toBe(90);
    expect(assess(score, classes).rank).toBe("A");
  });
});
