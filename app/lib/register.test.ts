import { describe, expect, it } from "vitest";
import adjudicators from "virtual:content/adjudicators";
import {
  countByRank,
  defaultView,
  matchesName,
  readView,
  sortByName,
  viewRegister,
  writeView,
} from "./register";

const people = [
  { firstName: "Renée", lastName: "Lindo", rank: "B" },
  { firstName: "Andre", lastName: "Walters", rank: "C" },
  { firstName: "Andrea", lastName: "Campbell", rank: "A" },
  { firstName: "Seán", lastName: "O'Connor-Hall", rank: "Unranked" },
  { firstName: "Alicia", lastName: "Brown", rank: "C" },
] as const;

const names = (rows: readonly { firstName: string }[]) => rows.map((person) => person.firstName);

describe("matchesName", () => {
  it("ignores case and accents, either way round", () => {
    expect(matchesName(people[0], "RENEE")).toBe(true);
    expect(matchesName(people[1], "andré")).toBe(true);
  });

  it("matches the start of the first or the last name", () => {
    expect(matchesName(people[2], "camp")).toBe(true);
    expect(matchesName(people[2], "and")).toBe(true);
    expect(matchesName(people[2], "bell")).toBe(false);
  });

  it("needs every word typed, in any order", () => {
    expect(matchesName(people[2], "andrea campbell")).toBe(true);
    expect(matchesName(people[2], "campbell andrea")).toBe(true);
    expect(matchesName(people[2], "andrea brown")).toBe(false);
  });

  it("finds double-barrelled names and names with apostrophes by any part", () => {
    expect(matchesName(people[3], "oconnor")).toBe(true);
    expect(matchesName(people[3], "o'connor")).toBe(true);
    expect(matchesName(people[3], "hall")).toBe(true);
    expect(matchesName(people[3], "sean")).toBe(true);
  });

  it("matches everyone when nothing is typed", () => {
    expect(people.every((person) => matchesName(person, "  "))).toBe(true);
  });
});

describe("viewRegister", () => {
  it("searches, filters by class and sorts", () => {
    expect(names(viewRegister(people, defaultView).rows)).toEqual([
      "Andrea",
      "Renée",
      "Alicia",
      "Andre",
      "Seán",
    ]);
    expect(names(viewRegister(people, { ...defaultView, sort: "name" }).rows)).toEqual([
      "Alicia",
      "Andrea",
      "Renée",
      "Seán",
      "Andre",
    ]);
    const andre = viewRegister(people, { query: "andre", rank: "C", sort: "rank" });
    expect(names(andre.rows)).toEqual(["Andre"]);
    expect(andre.matching).toBe(2);
    expect(andre.counts).toEqual({ A: 1, B: 0, C: 1, Unranked: 0 });
  });

  it("can come up empty", () => {
    const none = viewRegister(people, { query: "zzz", rank: "all", sort: "rank" });
    expect(none.rows).toEqual([]);
    expect(none.matching).toBe(0);
  });

  it("counts the content's register as 5 A, 5 B and 8 C", () => {
    expect(countByRank(adjudicators.adjudicators)).toEqual({ A: 5, B: 5, C: 8, Unranked: 0 });
    expect(viewRegister(adjudicators.adjudicators, defaultView).rows).toHaveLength(18);
  });

  it("sorts by last name, then first name", () => {
    expect(
      sortByName([
        { firstName: "Zoe", lastName: "Brown", rank: "A" },
        { firstName: "Amy", lastName: "brown", rank: "C" },
        { firstName: "Bo", lastName: "Adams", rank: "B" },
      ]).map((person) => person.firstName),
    ).toEqual(["Bo", "Amy", "Zoe"]);
  });
});

describe("the view in the address", () => {
  it("reads what it wrote", () => {
    const view = { query: "reid", rank: "A", sort: "name" } as const;
    expect(writeView(view).toString()).toBe("q=reid&class=A&sort=name");
    expect(readView(writeView(view))).toEqual(view);
  });

  it("leaves defaults out and keeps other parameters", () => {
    expect(writeView(defaultView).toString()).toBe("");
    expect(
      writeView({ ...defaultView, rank: "B" }, new URLSearchParams("utm=x&q=old")).toString(),
    ).toBe("utm=x&class=B");
  });

  it("falls back to the default for anything unknown", () => {
    expect(readView(new URLSearchParams("class=D&sort=shoe"))).toEqual(defaultView);
    expect(readView(new URLSearchParams("q=" + "a".repeat(500))).query).toHaveLength(100);
  });
});
