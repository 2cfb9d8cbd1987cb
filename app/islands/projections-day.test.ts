// The islands' projections on a day in a season, which the tests' content reaches only in the past
// (every staging of it is over by now): built on 1 September 2025, home lists what is to come with
// its calendar links, and every page still renders from what its islands carry, so a field read
// only in a season is kept (the next season's build found two that were not). Then what a
// projection leaves of the stagings no later day shows.
import { describe, expect, it, vi } from "vitest";
import type { Content } from "~/content/schema";
import { loadContent } from "~/content/load.server";
import { pagePaths, renderPage } from "~/render-page.server";
import { project } from "./projections";

vi.mock("virtual:build-info", () => ({
  builtAt: Date.parse("2025-09-01T14:00:00Z"),
  builtOn: "2025-09-01",
}));

const content = loadContent();
type Programmes = Content["programmes"];
type Staging = Programmes["programmes"][number]["stagings"][number];

describe("built on a day in a season", () => {
  it("renders every page from what its islands carry, home with the stagings to come", async () => {
    const home = await renderPage("/", { stylesheets: [] });
    // National Debaters' Week 2025 (12–18 October) is to come, with its calendar links.
    expect(home.html).toContain("National Debaters&#x27; Week<!-- --> <!-- -->2025");
    expect(home.html).toContain("/calendar/ndw-2025.ics");
    for (const path of pagePaths.filter((path) => path !== "/"))
      await expect(renderPage(path, { stylesheets: [] }), path).resolves.toBeDefined();
  });
});

/** The tests' programmes, one of them (the first unless said) staged a year before and a year after. */
function withMoreStagings(index = 0): {
  file: Programmes;
  before: Staging;
  first: Staging;
  after: Staging;
} {
  const file = structuredClone(content.programmes);
  const programme = file.programmes.at(index)!;
  const first = programme.stagings[0]!;
  const yearOn = (staging: Staging, years: number, id: string): Staging => ({
    ...structuredClone(staging),
    id,
    edition: String(Number(staging.edition) + years),
    dates: staging.dates.map(({ start, end }) => ({
      start: `${Number(start.slice(0, 4)) + years}${start.slice(4)}`,
      ...(end ? { end: `${Number(end.slice(0, 4)) + years}${end.slice(4)}` } : {}),
    })),
  });
  const before = yearOn(first, -1, `${first.id}-before`);
  const after = yearOn(first, 1, `${first.id}-after`);
  delete after.results;
  programme.stagings = [before, first, after];
  return { file, before, first, after };
}

/** The programme's stagings (the first unless said) as island `name` carries them, built on `day`. */
function carried(
  name: "home-season" | "programme-list" | "results-seasons",
  day: string,
  index = 0,
) {
  const { file } = withMoreStagings(index);
  const projected = project(name, "programmes", file, day) as Programmes;
  return projected.programmes.at(index)!.stagings;
}

describe("the stagings no later day shows", () => {
  // On 1 December 2026 the three oratorical challenges (August 2024, 2025, 2026) are over, the
  // last with no results, so the latest season with results is 2025–2026, the other programmes'.
  const day = "2026-12-01";
  const ids = (stagings: Staging[]) => stagings.map((staging) => staging.id);

  it("are left out of the programme list: all but the programme's most recent and those to come", () => {
    const stagings = carried("programme-list", day);
    // The one a year before, and the 2025 one, are over and no longer the most recent.
    expect(ids(stagings)).toEqual(["noc-2025-after"]);
    expect(stagings[0]).toMatchObject({ edition: "2026", venue: expect.any(String) });
  });

  it("keep their results on home while their season is the latest with results", () => {
    const stagings = carried("home-season", day);
    expect(ids(stagings)).toEqual(["noc-2025", "noc-2025-after"]);
    // The 2025–2026 season's champions include it.
    expect(stagings[0]).toMatchObject({ id: "noc-2025", results: { placings: expect.any(Array) } });
    expect(stagings[1]).toMatchObject({ id: "noc-2025-after", edition: "2026" });
  });

  it("leave home when held without results after the latest season with results", () => {
    // Three more years of the first programme held, none with results yet (staff write them
    // later, or never): the latest season with results stays 2025–2026, and only its champion,
    // the programme's most recent and what is to come are carried.
    const file = structuredClone(content.programmes);
    const programme = file.programmes[0]!;
    const [first] = programme.stagings;
    const later = [1, 2, 3, 4].map((years): Staging => {
      const rest = structuredClone(first!);
      delete rest.results;
      return {
        ...rest,
        id: `${first!.id}-plus-${years}`,
        edition: String(Number(first!.edition) + years),
        dates: first!.dates.map(({ start, end }) => ({
          start: `${Number(start.slice(0, 4)) + years}${start.slice(4)}`,
          ...(end ? { end: `${Number(end.slice(0, 4)) + years}${end.slice(4)}` } : {}),
        })),
      };
    });
    programme.stagings = [first!, ...later];
    // 1 December 2028: the 2026, 2027 and 2028 editions held, the 2029 one to come.
    const projected = project("home-season", "programmes", file, "2028-12-01") as Programmes;
    expect(ids(projected.programmes[0]!.stagings)).toEqual([
      first!.id,
      `${first!.id}-plus-3`,
      `${first!.id}-plus-4`,
    ]);
  });

  it("in the last programme too, where the edition a year on is still to come", () => {
    // The tests' last programme, staged in July 2026: on 1 December 2026 the one a year before
    // is past for good, its most recent stays whole for its card, the next is to come.
    const { first, after } = withMoreStagings(-1);
    for (const name of ["programme-list", "home-season"] as const) {
      const stagings = carried(name, day, -1);
      expect(ids(stagings), name).toEqual([first.id, after.id]);
      expect(stagings[0], name).toMatchObject({ edition: first.edition });
    }
  });

  it("are all kept on the day before they are over; the results page keeps the latest season held", () => {
    const lastDay = withMoreStagings().before.dates.at(-1)!.start;
    const stagings = carried("home-season", lastDay);
    expect(stagings).toHaveLength(3);
    for (const staging of stagings) expect(staging).toHaveProperty("edition");
    // On 1 December 2026 the latest season held is 2026–2027 (August 2026): the earlier seasons
    // have pages of their own, which run no script.
    expect(ids(carried("results-seasons", day))).toEqual(["noc-2025-after"]);
    // Before August 2026, the 2025–2026 season is the latest held, and the one after it is to come.
    expect(ids(carried("results-seasons", "2026-07-31"))).toEqual(["noc-2025", "noc-2025-after"]);
  });
});
