/**
 * The adjudicator register's search, class filter and sort, and how that state is written in the
 * page address (?q=reid&class=A&sort=name), so a filtered view can be shared. Pure: the page
 * renders whatever these return.
 */
import { type AdjudicatorRank, adjudicatorRanks } from "~/content/sets";
import { sortByRank } from "./ranking";
import { compareNames, foldName } from "./format";

export interface RegisterPerson {
  firstName: string;
  lastName: string;
  rank: AdjudicatorRank;
}

export const registerSorts = ["rank", "name"] as const;
export type RegisterSort = (typeof registerSorts)[number];

export interface RegisterView {
  /** What was typed in the name search, as typed. */
  query: string;
  /** One class, or every class. */
  rank: AdjudicatorRank | "all";
  sort: RegisterSort;
}

export const defaultView: RegisterView = { query: "", rank: "all", sort: "rank" };

/**
 * Whether a person matches a name search: every word typed begins the first or the last name
 * (or a part of a double-barrelled one), so "and", "camp" and "andrea camp" all find Andrea
 * Campbell, and "bell" does not.
 */
export function matchesName(person: RegisterPerson, query: string): boolean {
  const words = foldName(query)
    .split(/[\s-]+/)
    .filter(Boolean);
  const parts = foldName(`${person.firstName} ${person.lastName}`).split(/[\s-]+/);
  return words.every((word) => parts.some((part) => part.startsWith(word)));
}

/** By last name, then first name, ignoring case and accents. */
export function sortByName<Person extends RegisterPerson>(people: readonly Person[]): Person[] {
  return [...people].sort(
    (a, b) => compareNames(a.lastName, b.lastName) || compareNames(a.firstName, b.firstName),
  );
}

/** How many of the people are in each class (every class named, zero included). */
export function countByRank(people: readonly RegisterPerson[]): Record<AdjudicatorRank, number> {
  const counts = { A: 0, B: 0, C: 0, Unranked: 0 } satisfies Record<AdjudicatorRank, number>;
  for (const person of people) counts[person.rank] += 1;
  return counts;
}

export interface RegisterResult<Person> {
  /** The rows to show, in order. */
  rows: Person[];
  /** Per class, how many match the name search: the counts beside the class filter. */
  counts: Record<AdjudicatorRank, number>;
  /** How many match the name search in any class. */
  matching: number;
}

/** The rows for a view: name search, then class, then order. */
export function viewRegister<Person extends RegisterPerson>(
  people: readonly Person[],
  view: RegisterView,
): RegisterResult<Person> {
  const named = people.filter((person) => matchesName(person, view.query));
  const inClass = view.rank === "all" ? named : named.filter((person) => person.rank === view.rank);
  return {
    rows: view.sort === "name" ? sortByName(inClass) : sortByRank(inClass),
    counts: countByRank(named),
    matching: named.length,
  };
}

function isRank(value: string | null): value is AdjudicatorRank {
  return (adjudicatorRanks as readonly (string | null)[]).includes(value);
}

function isSort(value: string | null): value is RegisterSort {
  return (registerSorts as readonly (string | null)[]).includes(value);
}

/** The view a page address asks for; anything unknown falls back to the default. */
export function readView(params: URLSearchParams): RegisterView {
  const rank = params.get("class");
  const sort = params.get("sort");
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    rank: isRank(rank) ? rank : "all",
    sort: isSort(sort) ? sort : "rank",
  };
}

/**
 * The view written into a page address, keeping any other parameters; defaults are left out, so
 * the plain register has the plain address.
 */
export function writeView(view: RegisterView, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set("q", view.query.trim() === "" ? "" : view.query, "");
  set("class", view.rank, defaultView.rank);
  set("sort", view.sort, defaultView.sort);
  return next;
}
