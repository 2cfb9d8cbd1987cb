import { describe, expect, it } from "vitest";
import { programme, staging } from "../../tests/support/programmes";
import programmes from "virtual:content/programmes";
import type { Staging } from "../content/schema";
import {
  headlineResult,
  heldBySeason,
  resultsAnchor,
  seasonAnchor,
  seasonName,
  seasonOf,
} from "./results";

describe("seasonOf", () => {
  it("starts a season on the first day of its start month", () => {
    expect(seasonOf("2026-07-31", 8)).toEqual({ from: 2025, to: 2026 });
    expect(seasonOf("2026-08-01", 8)).toEqual({ from: 2026, to: 2027 });
    expect(seasonOf("2026-12-31", 8)).toEqual({ from: 2026, to: 2027 });
  });

  it("keeps a season that starts in January within its year", () => {
    expect(seasonOf("2026-01-01", 1)).toEqual({ from: 2026, to: 2026 });
    expect(seasonOf("2025-12-31", 1)).toEqual({ from: 2025, to: 2025 });
  });
});

const sample = [
  programme("debate", [
    staging("debate-2024", "2024-10-01"),
    staging("debate-2025", "2025-10-12", "2025-10-18"),
  ]),
  programme("slam", [staging("slam-2025", "2025-07-20"), staging("slam-2026", "2026-08-02")]),
];
const ids = (seasons: ReturnType<typeof heldBySeason>) =>
  seasons.map((season) => [
    `${season.from}-${season.to}`,
    season.held.map((entry) => entry.staging.id),
  ]);

describe("heldBySeason", () => {
  it("groups what is over by season, the latest season and the latest staging first", () => {
    expect(ids(heldBySeason(sample, "2026-09-01", 8))).toEqual([
      ["2026-2027", ["slam-2026"]],
      ["2025-2026", ["debate-2025"]],
      ["2024-2025", ["slam-2025", "debate-2024"]],
    ]);
  });

  it("leaves out a staging on its last day and one still to come", () => {
    expect(ids(heldBySeason(sample, "2025-10-18", 8))).toEqual([
      ["2024-2025", ["slam-2025", "debate-2024"]],
    ]);
    expect(ids(heldBySeason(sample, "2025-10-19", 8))[0]).toEqual(["2025-2026", ["debate-2025"]]);
  });

  it("leaves out a staging under way, from its first day to its last", () => {
    for (const today of ["2025-10-12", "2025-10-15", "2025-10-18"])
      expect(ids(heldBySeason(sample, today, 8)).flatMap(([, held]) => held)).not.toContain(
        "debate-2025",
      );
  });

  it("groups by calendar year when seasons start in January", () => {
    expect(ids(heldBySeason(sample, "2026-09-01", 1))).toEqual([
      ["2026-2026", ["slam-2026"]],
      ["2025-2025", ["debate-2025", "slam-2025"]],
      ["2024-2024", ["debate-2024"]],
    ]);
  });

  it("is empty before anything is held", () => {
    expect(heldBySeason(sample, "2024-01-01", 8)).toEqual([]);
  });
});

describe("headlineResult and resultsAnchor", () => {
  it("takes the first placing of a staging with results, and none without", () => {
    const withResults: Staging = {
      ...staging("debate-2025", "2025-10-12"),
      results: {
        placings: [
          { award: "Champions", name: "Team A", school: "School A" },
          { award: "Runners-up", name: "Team B" },
        ],
      },
    };
    expect(headlineResult(withResults)).toEqual({
      award: "Champions",
      name: "Team A",
      school: "School A",
    });
    expect(headlineResult(staging("x-2030", "2030-01-01"))).toBeUndefined();
  });

  it("gives every staging of the content its first placing and its anchor", () => {
    const held = programmes.programmes.flatMap((entry) => entry.stagings);
    // The content records results, so the loop below checks real placings, not only undefined.
    expect(held.filter((entry) => headlineResult(entry) !== undefined)).not.toEqual([]);
    for (const entry of held) {
      expect(headlineResult(entry)).toEqual(entry.results?.placings[0]);
      expect(resultsAnchor(entry)).toBe(`results-${entry.id}`);
    }
  });
});

describe("seasonName and seasonAnchor", () => {
  const words = { season: "{from}–{to} season", seasonOneYear: "{year} season" };
  it("names a season by its two years, or its one year when it lies within one", () => {
    expect(seasonName({ from: 2025, to: 2026 }, words)).toBe("2025–2026 season");
    expect(seasonName({ from: 2026, to: 2026 }, words)).toBe("2026 season");
    expect(seasonAnchor({ from: 2025 })).toBe("season-2025");
  });
});
