import { compareNames } from "./format";

/** Helpers for lists of people (the team on the About page). */

/**
 * A copy of the list sorted by name, the way a reader expects: letters with accents sort with
 * their base letter (Élise with the Es), case does not matter, and numbers compare as numbers.
 */
export function sortByName<Person extends { name: string }>(people: readonly Person[]): Person[] {
  return [...people].sort((a, b) => compareNames(a.name, b.name));
}

const honorifics = new Set(["dr", "mr", "mrs", "ms", "miss", "mx", "prof", "rev", "hon", "sir"]);

/**
 * The initials for an avatar: the first letters of the first and last names, leaving out
 * honorifics. "Dr. Marjorie Ellis" gives "ME", "Sasha-Kay Bennett" gives "SB", "Cher" gives "C".
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== "" && !honorifics.has(word.replace(/\.$/, "").toLowerCase()));
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? "") : ""))
    .join("")
    .toUpperCase();
}
