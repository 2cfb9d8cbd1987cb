import { describe, expect, it } from "vitest";
import adjudicators from "virtual:content/adjudicators";
import { classBands, classFor, formatCalendarDate, formatScore, sortByRank } from "./ranking";

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
  it("writes bounds and dates plainly", () => {
    expect(formatScore(90)).toBe("90");
    expect(formatScore(74.5)).toBe("74.5");
    expect(formatCalendarDate("2026-09-30")).toBe("30 September 2026");
    expect(formatCalendarDate("2026-01-01")).toBe("1 January 2026");
  });
});
