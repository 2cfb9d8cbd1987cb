/**
 * The membership eligibility rules as functions: which Pioneer designation an age leads to, and
 * what a group still needs for group membership. The ages and sizes come from
 * content/affiliates.yaml, the same numbers the rules on the pages are written from.
 */
import { fill } from "./template";

export interface AgedLevel {
  id: string;
  name: string;
  minAge?: number;
  maxAge?: number;
}

export type PioneerAnswer<Level> =
  | { kind: "level"; level: Level }
  /** Too young for any level yet: `minAge` is the age at which the next one opens. */
  | { kind: "tooYoung"; minAge: number };

/**
 * The level whose age range holds the age (minAge and maxAge both included); otherwise the age at
 * which the next level up opens. Levels without ages (Elite) are earned, not aged into.
 */
export function pioneerFor<Level extends AgedLevel>(
  age: number,
  levels: readonly Level[],
): PioneerAnswer<Level> | undefined {
  const aged = levels.filter((level) => level.minAge !== undefined);
  const level = aged.find(
    (candidate) =>
      age >= (candidate.minAge ?? 0) && (candidate.maxAge === undefined || age <= candidate.maxAge),
  );
  if (level) return { kind: "level", level };
  const opensAt = aged
    .map((candidate) => candidate.minAge ?? 0)
    .filter((minAge) => minAge > age)
    .sort((a, b) => a - b)[0];
  return opensAt === undefined ? undefined : { kind: "tooYoung", minAge: opensAt };
}

export interface GroupRules {
  minMembers: number;
  minOfficers: number;
}

export interface GroupShortfall {
  members: number;
  officers: number;
}

/**
 * How many more members and governing officers a group needs (zero when it has enough). The
 * officers are among the members, so a group of 10 with 3 officers meets a 10-and-3 rule.
 */
export function groupShortfall(members: number, officers: number, rules: GroupRules) {
  return {
    members: Math.max(0, rules.minMembers - members),
    officers: Math.max(0, rules.minOfficers - officers),
  } satisfies GroupShortfall;
}

/** The numbers of the group rule, for filling {minMembers} and {minOfficers} into words. */
export function groupRuleValues({ minMembers, minOfficers }: GroupRules) {
  return { minMembers, minOfficers };
}

export function isEligibleGroup(shortfall: GroupShortfall): boolean {
  return shortfall.members === 0 && shortfall.officers === 0;
}

interface PluralWords {
  one: string;
  other: string;
}

/** "2 more members and 1 more officer", from the content's words; empty when nothing is missing. */
export function describeShortfall(
  shortfall: GroupShortfall,
  words: { moreMembers: PluralWords; moreOfficers: PluralWords; and: string },
): string {
  // English has two forms for whole numbers: one for 1, the other for the rest.
  const part = (count: number, forms: PluralWords) =>
    count === 0 ? [] : [fill(count === 1 ? forms.one : forms.other, { count })];
  return [
    ...part(shortfall.members, words.moreMembers),
    ...part(shortfall.officers, words.moreOfficers),
  ].join(` ${words.and} `);
}
