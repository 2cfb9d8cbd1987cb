import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Document, isSeq, parseDocument } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, defaultContentDir, loadContent } from "./load";
import type { ContentName } from "./schema";

// Each test copies the real content, makes one small edit and checks the loader names the file,
// the record and the field at fault.
let contentDir: string;

beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "jade-content-"));
  cpSync(defaultContentDir, contentDir, { recursive: true });
});

afterEach(() => {
  rmSync(contentDir, { recursive: true, force: true });
});

function filePath(name: ContentName): string {
  return path.join(contentDir, `${name}.yaml`);
}

/** Replaces text once; fails loudly if the text is gone, so a test cannot pass by editing nothing. */
function replaceText(name: ContentName, search: string, replacement: string): void {
  const source = readFileSync(filePath(name), "utf8");
  if (!source.includes(search))
    throw new Error(`content/${name}.yaml no longer contains ${JSON.stringify(search)}`);
  writeFileSync(filePath(name), source.replace(search, replacement));
}

/** Edits a file through the yaml document model, keeping the rest of the file as it was. */
function editYaml(name: ContentName, change: (doc: Document) => void): void {
  const doc = parseDocument(readFileSync(filePath(name), "utf8"));
  change(doc);
  writeFileSync(filePath(name), doc.toString());
}

function setIn(name: ContentName, at: (string | number)[], value: unknown): void {
  editYaml(name, (doc) => {
    if (!doc.hasIn(at)) throw new Error(`content/${name}.yaml has nothing at ${at.join(".")}`);
    doc.setIn(at, value);
  });
}

function deleteIn(name: ContentName, at: (string | number)[]): void {
  editYaml(name, (doc) => {
    if (!doc.deleteIn(at)) throw new Error(`content/${name}.yaml has nothing at ${at.join(".")}`);
  });
}

function contentErrorMessage(): string {
  try {
    loadContent(contentDir);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("expected a ContentError, but the content loaded");
}

/** Asserts that the error lists this exact problem line: `file › where: message`. */
function expectProblem(line: string): void {
  expect(contentErrorMessage()).toContain(`  - ${line}`);
}

describe("loadContent", () => {
  it("loads the real content", () => {
    const content = loadContent(contentDir);
    const ranks = content.adjudicators.adjudicators.map((adjudicator) => adjudicator.rank);
    expect(ranks).toHaveLength(18);
    expect(ranks.filter((rank) => rank === "A")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "B")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "C")).toHaveLength(8);
    expect(content.programmes.programmes).toHaveLength(6);
    const costOf = (programme: string) =>
      content.sponsorship.costs.find((row) => row.programme === programme)?.amounts;
    expect(costOf("national-debaters-week")?.gold).toBe(1000000);
    expect(costOf("national-oratorical-challenge")?.platinum).toBeNull();
  });

  it("rejects a duplicate id", () => {
    setIn("adjudicators", ["adjudicators", 1, "id"], "andrea-campbell");
    expectProblem(
      'content/adjudicators.yaml › adjudicators[1] "andrea-campbell" › id: duplicate id "andrea-campbell"',
    );
  });

  it("rejects an unknown rank, naming the allowed ones", () => {
    setIn("adjudicators", ["adjudicators", 0, "rank"], "D");
    expectProblem(
      'content/adjudicators.yaml › adjudicators[0] "andrea-campbell" › rank: must be one of A, B, C, Unranked, got "D"',
    );
  });

  it.each([0, -5])("rejects an amount of %i", (amount) => {
    setIn("sponsorship", ["costs", 1, "amounts", "gold"], amount);
    expectProblem(
      'content/sponsorship.yaml › costs[1] "ndw-2025" › amounts.gold: must be more than zero',
    );
  });

  it("rejects a number written into the calculator's words", () => {
    replaceText("adjudicators", "A score from {min} to {max}.", "A score from 0 to 100.");
    expectProblem(
      "content/adjudicators.yaml › text.calculator.test.hint: must contain {min} and {max}",
    );
  });

  it("rejects a Pioneer age written in words instead of filled in", () => {
    replaceText("affiliates", "Ages {minAge} to {maxAge}.", "Ages 12 to 17.");
    expect(contentErrorMessage()).toContain(
      'content/affiliates.yaml › designations[1] "pioneers" › levels[0] "junior" › eligibility: must contain {minAge}',
    );
  });

  it("rejects a group rule whose numbers would disagree with groupRules", () => {
    replaceText(
      "affiliates",
      "At least {minMembers} members, including {minOfficers} governing officers",
      "At least 10 members, including 3 governing officers",
    );
    expect(contentErrorMessage()).toContain(
      "one rule must write the group size as {minMembers} and {minOfficers}",
    );
  });

  it("rejects an amount written as text", () => {
    replaceText("sponsorship", "gold: 1000000", 'gold: "1,000,000"');
    expectProblem(
      'content/sponsorship.yaml › costs[1] "ndw-2025" › amounts.gold: must be an amount in Jamaican dollars, written as a plain number like 200000',
    );
  });

  it.each(["2025-02-30", "2025-13-01"])("rejects the date %s", (date) => {
    setIn("programmes", ["programmes", 0, "stagings", 0, "dates", 1, "start"], date);
    expectProblem(
      `content/programmes.yaml › programmes[0] "national-oratorical-challenge" › stagings[0] "noc-2025" › dates[1].start: must be a real calendar date written YYYY-MM-DD, got "${date}"`,
    );
  });

  it("rejects a staging that ends before it starts", () => {
    setIn("programmes", ["programmes", 1, "stagings", 0, "dates", 0, "end"], "2025-10-11");
    expectProblem(
      'content/programmes.yaml › programmes[1] "national-debaters-week" › stagings[0] "ndw-2025" › dates[0].end: ends before it starts',
    );
  });

  it("rejects a cost row missing a tier", () => {
    deleteIn("sponsorship", ["costs", 2, "amounts", "silver"]);
    expectProblem(
      'content/sponsorship.yaml › costs[2] "slam-2025" › amounts.silver: must be an amount in Jamaican dollars, written as a plain number like 200000',
    );
  });

  it("rejects a programme without a cost row", () => {
    deleteIn("sponsorship", ["costs", 5]);
    expectProblem('content/sponsorship.yaml › costs: has no cost row for the programme "classics"');
  });

  it("rejects a cost row for an unknown programme", () => {
    setIn("sponsorship", ["costs", 0, "programme"], "national-oratory-challenge");
    expectProblem(
      'content/sponsorship.yaml › costs[0] "noc-2025" › programme: names a programme that content/programmes.yaml does not have: "national-oratory-challenge"',
    );
  });

  it("rejects a package builder contact that contacts.yaml does not have", () => {
    setIn("sponsorship", ["builder", "contact"], "sponsors");
    expectProblem(
      'content/sponsorship.yaml › builder › contact: names a contact that content/contacts.yaml does not have: "sponsors"',
    );
  });

  it("rejects package email words that lose their placeholder", () => {
    setIn("sponsorship", ["builder", "emailLink"], "See the website");
    expectProblem('content/sponsorship.yaml › builder.emailLink: must contain "{url}"');
  });

  it("rejects a donation purpose too long to leave room for a surname", () => {
    setIn("donate", ["reference", "purposes", 0, "reference"], "National Oratorical");
    expectProblem(
      'content/donate.yaml › reference.purposes[0] "national-oratorical-challenge" › reference: must be at most 15 characters, so a surname fits within maxLength 40',
    );
  });

  it("rejects a donation purpose with characters banks refuse", () => {
    setIn("donate", ["reference", "purposes", 5, "reference"], "Classics & more");
    expectProblem(
      'content/donate.yaml › reference.purposes[5] "classics" › reference: may use only letters, digits, spaces, hyphens, apostrophes and full stops (banks refuse others)',
    );
  });

  it("rejects a registration link that is not https", () => {
    const url = "http://forms.example.org/jade/poetry-slam";
    setIn("programmes", ["programmes", 2, "stagings", 0, "registrationUrl"], url);
    expectProblem(
      `content/programmes.yaml › programmes[2] "speech-and-poetry-slam" › stagings[0] "slam-2025" › registrationUrl: must be a full https:// address, got "${url}"`,
    );
  });

  it("rejects an announcement link that is not https", () => {
    replaceText(
      "announcements",
      "href: https://tickets.example.org",
      "href: http://tickets.example.org",
    );
    expectProblem(
      'content/announcements.yaml › items[4] "classics-tickets" › href: must be a full https:// address, got "http://tickets.example.org/jade/classics"',
    );
  });

  it("rejects a malformed email address", () => {
    setIn("contacts", ["contacts", 1, "email"], "programmes.jade.example.org");
    expectProblem(
      'content/contacts.yaml › contacts[1] "programmes" › email: must be an email address, got "programmes.jade.example.org"',
    );
  });

  it("rejects an image that does not exist", () => {
    setIn("partners", ["partners", 3, "logo"], "assets/partners/liguanea-book.svg");
    expectProblem(
      'content/partners.yaml › partners[3] "liguanea-books" › logo: points to content/assets/partners/liguanea-book.svg, which does not exist',
    );
  });

  it("rejects a misspelt field, naming it", () => {
    replaceText("adjudicators", "lastName: Whyte", "lastname: Whyte");
    expect(contentErrorMessage()).toMatch(
      / {2}- content\/adjudicators\.yaml › adjudicators\[1\] "marcus-whyte": .*"lastname"/,
    );
  });

  it("rejects a reserved sample value without a sample mark", () => {
    deleteIn("contacts", ["contacts", 0, "sample"]);
    expectProblem(
      'content/contacts.yaml › contacts[0] "general" › email: holds the sample value "info@jade.example.org" without a sample mark',
    );
  });

  const tierRule =
    "content/sponsorship.yaml › tiers: must list the five tiers once each, highest first: platinum, gold, silver, bronze, super-supporter";

  it("rejects tiers out of order", () => {
    editYaml("sponsorship", (doc) => {
      const tiers = doc.get("tiers");
      if (!isSeq(tiers)) throw new Error("content/sponsorship.yaml has no tiers list");
      const [platinum, gold] = tiers.items;
      tiers.items.splice(0, 2, gold, platinum);
    });
    expectProblem(tierRule);
  });

  it("rejects a missing tier", () => {
    deleteIn("sponsorship", ["tiers", 3]);
    expectProblem(tierRule);
  });

  it("names the file when its YAML is invalid", () => {
    replaceText("announcements", "campaign: 2026-27-season", "campaign: [2026-27-season");
    expectProblem("content/announcements.yaml: is not valid YAML");
  });
});
