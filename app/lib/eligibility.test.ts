import { describe, expect, it } from "vitest";
import affiliates from "virtual:content/affiliates";
import { describeShortfall, groupShortfall, isEligibleGroup, pioneerFor } from "./eligibility";

const levels = [
  { id: "junior", name: "Junior Pioneers", minAge: 12, maxAge: 17 },
  { id: "senior", name: "Senior Pioneers", minAge: 18 },
  { id: "elite", name: "Elite Pioneers" },
];

const words = {
  moreMembers: { one: "{count} more member", other: "{count} more members" },
  moreOfficers: { one: "{count} more officer", other: "{count} more officers" },
  and: "and",
};

describe("pioneerFor", () => {
  it("leads 12 to 17 to Junior and 18 and over to Senior, both ends included", () => {
    for (const age of [12, 15, 17]) {
      expect(pioneerFor(age, levels)).toMatchObject({ kind: "level", level: { id: "junior" } });
    }
    for (const age of [18, 40, 99]) {
      expect(pioneerFor(age, levels)).toMatchObject({ kind: "level", level: { id: "senior" } });
    }
  });

  it("tells someone under 12 when they can join", () => {
    expect(pioneerFor(11, levels)).toEqual({ kind: "tooYoung", minAge: 12 });
    expect(pioneerFor(0, levels)).toEqual({ kind: "tooYoung", minAge: 12 });
  });

  it("never leads to Elite, which is earned rather than reached by age", () => {
    for (let age = 0; age <= 120; age += 1) {
      const answer = pioneerFor(age, levels);
      expect(answer?.kind === "level" ? answer.level.id : "none").not.toBe("elite");
    }
  });

  it("follows the ages in the content", () => {
    const pioneers = affiliates.designations.find((designation) => designation.id === "pioneers");
    const contentLevels = pioneers?.levels ?? [];
    const junior = contentLevels.find((level) => level.id === "junior")!;
    expect(pioneerFor(junior.minAge!, contentLevels)).toMatchObject({ level: { id: "junior" } });
    expect(pioneerFor(junior.minAge! - 1, contentLevels)).toEqual({
      kind: "tooYoung",
      minAge: junior.minAge,
    });
    expect(pioneerFor(junior.maxAge! + 1, contentLevels)).toMatchObject({
      level: { id: "senior" },
    });
  });
});

describe("groupShortfall", () => {
  const rules = { minMembers: 10, minOfficers: 3 };

  it("is eligible with at least 10 members including 3 officers", () => {
    expect(groupShortfall(10, 3, rules)).toEqual({ members: 0, officers: 0 });
    expect(isEligibleGroup(groupShortfall(10, 3, rules))).toBe(true);
    expect(isEligibleGroup(groupShortfall(25, 5, rules))).toBe(true);
  });

  it("says what is still missing", () => {
    expect(groupShortfall(8, 2, rules)).toEqual({ members: 2, officers: 1 });
    expect(describeShortfall(groupShortfall(8, 2, rules), words)).toBe(
      "2 more members and 1 more officer",
    );
    expect(describeShortfall(groupShortfall(9, 3, rules), words)).toBe("1 more member");
    expect(describeShortfall(groupShortfall(12, 0, rules), words)).toBe("3 more officers");
    expect(describeShortfall(groupShortfall(10, 3, rules), words)).toBe("");
    expect(isEligibleGroup(groupShortfall(9, 3, rules))).toBe(false);
  });

  it("follows the numbers in the content", () => {
    const { minMembers, minOfficers } = affiliates.groupRules;
    expect(isEligibleGroup(groupShortfall(minMembers, minOfficers, affiliates.groupRules))).toBe(
      true,
    );
    expect(groupShortfall(minMembers - 1, minOfficers - 1, affiliates.groupRules)).toEqual({
      members: 1,
      officers: 1,
    });
  });
});
