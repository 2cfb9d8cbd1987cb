import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { hasPlaceForPicture } from "./sets";
import path from "node:path";
import { type Document, isMap, isSeq, parseDocument } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent, checkFiles } from "../pipeline/check.server";
import { sizeInWords } from "./asset-rules";
import { commentBytes, fileMaxBytes } from "./file-size.server";
import { ContentError, contentDirectory, loadContent } from "./load.server";
import type { ContentName } from "./schema";

// Each test copies the real content, makes one small edit and checks the loader names the file,
// the record and the field at fault.
let contentDir: string;

beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "jade-content-"));
  cpSync(contentDirectory(), contentDir, { recursive: true });
});

afterEach(() => {
  rmSync(contentDir, { recursive: true, force: true });
});

function filePath(name: ContentName): string {
  return path.join(contentDir, `${name}.yaml`);
}

/** Replaces text once; fails loudly if the text is gone, so a test cannot pass by editing nothing. */
/** Puts the real content's file back, undoing the edits made to it. */
function restore(name: ContentName): void {
  cpSync(path.join(contentDirectory(), `${name}.yaml`), filePath(name));
}

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

/** Appends a copy of a list's first record under a new id. */
function appendCopy(name: ContentName, list: string, id: string): void {
  editYaml(name, (doc) => {
    const items = doc.get(list);
    const first = isSeq(items) ? items.items[0] : undefined;
    if (!isSeq(items) || !isMap(first)) throw new Error(`content/${name}.yaml has no ${list}`);
    const copy = first.clone();
    copy.set("id", id);
    items.items.push(copy);
  });
}

/** Adds a field the file does not have yet. */
function addIn(name: ContentName, at: (string | number)[], value: unknown): void {
  editYaml(name, (doc) => {
    if (doc.hasIn(at)) throw new Error(`content/${name}.yaml already has ${at.join(".")}`);
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

/** The same of the whole check (checkContent), which also decodes every image. */
async function expectCheckProblem(line: string): Promise<void> {
  const error = await checkContent(contentDir).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ContentError)) throw new Error(`expected a ContentError, got ${error}`);
  expect(error.message).toContain(`  - ${line}`);
}

describe("loadContent", () => {
  it("loads the real content", () => {
    const content = loadContent(contentDir);
    const ranks = content.adjudicators.adjudicators.map((adjudicator) => adjudicator.rank);
    // The spec's figures (section 9), as the sample content holds them.
    expect(ranks).toHaveLength(18);
    expect(ranks.filter((rank) => rank === "A")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "B")).toHaveLength(5);
    expect(ranks.filter((rank) => rank === "C")).toHaveLength(8);
    expect(content.programmes.programmes).toHaveLength(6);
    const costOf = (programme: string) =>
      content.programmes.programmes.find((entry) => entry.id === programme)?.stagings[0]?.costs;
    expect(costOf("national-debaters-week")?.gold).toBe(1000000);
    expect(costOf("national-oratorical-challenge")?.platinum).toBeNull();
  });

  it("rejects a duplicate id", () => {
    setIn("adjudicators", ["adjudicators", 1, "id"], "andrea-campbell");
    expectProblem(
      'content/adjudicators.yaml › Adjudicator 2 "andrea-campbell" › id: duplicate id "andrea-campbell"',
    );
  });

  it("rejects an unknown rank, naming the allowed ones", () => {
    setIn("adjudicators", ["adjudicators", 0, "rank"], "D");
    expectProblem(
      'content/adjudicators.yaml › Adjudicator 1 "andrea-campbell" › rank: must be one of A, B, C, Unranked, got "D"',
    );
  });

  const ndwCosts =
    'content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "ndw-2025" › costs';

  it.each([0, -5])("rejects an amount of %i", (amount) => {
    setIn("programmes", ["programmes", 1, "stagings", 0, "costs", "gold"], amount);
    expectProblem(`${ndwCosts}.gold: must be more than zero`);
  });

  it("rejects a number written into the calculator's words", () => {
    replaceText("adjudicators", "A score from {min} to {max}.", "A score from 0 to 100.");
    const hint = "content/adjudicators.yaml › text.calculator.test.hint";
    expectProblem(`${hint}: must contain {min}`);
    expectProblem(`${hint}: must contain {max}`);
    expectProblem(`${hint}: must not write numbers: they are filled in from the method`);
  });

  it("rejects a Pioneer age written in words instead of filled in", () => {
    replaceText("affiliates", "Ages {minAge} to {maxAge}.", "Ages 12 to 17.");
    expect(contentErrorMessage()).toContain(
      'content/affiliates.yaml › Designation 2 "pioneers" › Level 1 "junior" › eligibility: must contain {minAge}',
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
    replaceText("programmes", "gold: 1000000", 'gold: "1,000,000"');
    expectProblem(
      `${ndwCosts}.gold: must be an amount in Jamaican dollars, written as a plain number like 200000`,
    );
  });

  it.each(["2025-02-30", "2025-13-01"])("rejects the date %s", (date) => {
    setIn("programmes", ["programmes", 0, "stagings", 0, "dates", 1, "start"], date);
    expectProblem(
      `content/programmes.yaml › Programme 1 "national-oratorical-challenge" › Staging 1 "noc-2025" › Date 2 › start: must be a real calendar date written YYYY-MM-DD, got "${date}"`,
    );
  });

  it("rejects a staging that ends before it starts", () => {
    setIn("programmes", ["programmes", 1, "stagings", 0, "dates", 0, "end"], "2025-10-11");
    expectProblem(
      'content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "ndw-2025" › Date 1 › end: ends before it starts',
    );
  });

  it("rejects costs missing a tier", () => {
    deleteIn("programmes", ["programmes", 2, "stagings", 0, "costs", "silver"]);
    expectProblem(
      'content/programmes.yaml › Programme 3 "speech-and-poetry-slam" › Staging 1 "slam-2025" › costs.silver: must be an amount in Jamaican dollars, written as a plain number like 200000',
    );
  });

  it("accepts a programme with no costs at all: its next edition's are to be announced", () => {
    deleteIn("programmes", ["programmes", 5, "stagings", 0, "costs"]);
    expect(() => loadContent(contentDir)).not.toThrow();
  });

  it("rejects a staging id that another programme already uses", () => {
    setIn("programmes", ["programmes", 1, "stagings", 0, "id"], "noc-2025");
    expectProblem(
      'content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "noc-2025" › id: is the ID of another staging already ("noc-2025"): each staging needs its own, as links and calendar files use it',
    );
  });

  it("rejects a registration that closes after the staging's last day", () => {
    addIn("programmes", ["programmes", 1, "stagings", 0, "registrationCloses"], "2025-10-19");
    expectProblem(
      'content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 1 "ndw-2025" › registrationCloses: must not be after the staging\'s last day',
    );
  });

  it("accepts a registration that closes on the staging's last day", () => {
    addIn("programmes", ["programmes", 1, "stagings", 0, "registrationCloses"], "2025-10-18");
    const content = loadContent(contentDir);
    expect(content.programmes.programmes[1]?.stagings[0]?.registrationCloses).toBe("2025-10-18");
  });

  it("rejects a staging id used twice within one programme", () => {
    editYaml("programmes", (doc) => {
      const stagings = doc.getIn(["programmes", 1, "stagings"]);
      const first = isSeq(stagings) ? stagings.items[0] : undefined;
      if (!isSeq(stagings) || !isMap(first)) throw new Error("programmes[1] has no stagings");
      stagings.items.push(first.clone());
    });
    expectProblem(
      'content/programmes.yaml › Programme 2 "national-debaters-week" › Staging 2 "ndw-2025" › id: duplicate id "ndw-2025"',
    );
  });

  it("rejects a result that names an article articles.yaml does not have", () => {
    setIn("programmes", ["programmes", 0, "stagings", 0, "results", "article"], "oratory-final");
    expectProblem(
      'content/programmes.yaml › Programme 1 "national-oratorical-challenge" › Staging 1 "noc-2025" › results.article: names an article that is not among the articles: "oratory-final"',
    );
  });

  it("rejects results without a placing", () => {
    setIn("programmes", ["programmes", 0, "stagings", 0, "results", "placings"], []);
    expect(contentErrorMessage()).toContain(
      'content/programmes.yaml › Programme 1 "national-oratorical-challenge" › Staging 1 "noc-2025" › results.placings:',
    );
  });

  it("rejects an announcement naming a staging programmes.yaml does not have", () => {
    setIn("announcements", ["items", 1, "staging"], "ndw-2052");
    expectProblem(
      'content/announcements.yaml › Announcement 2 "ndw-registration" › staging: names a staging that no programme has: "ndw-2052"',
    );
  });

  it("rejects an announcement that never says when it stops showing", () => {
    deleteIn("announcements", ["items", 0, "staging"]);
    expectProblem(
      'content/announcements.yaml › Announcement 1 "noc-registration" › until: must say when the link stops showing: name its staging, or give its last day',
    );
  });

  it("rejects an announcement held back past its staging's registration", () => {
    addIn("announcements", ["items", 1, "from"], "2025-10-13");
    expectProblem(
      'content/announcements.yaml › Announcement 2 "ndw-registration" › from: is after 2025-10-12, the last day the link shows (its staging\'s registration closes then), so it would never show',
    );
  });

  it("rejects an announcement shown from a day after its last", () => {
    addIn("announcements", ["items", 4, "from"], "2026-07-18");
    expectProblem(
      'content/announcements.yaml › Announcement 5 "classics-tickets" › from: must not be after the last day the link shows',
    );
  });

  it("accepts an announcement shown from its last day only", () => {
    addIn("announcements", ["items", 4, "from"], "2026-07-17");
    expect(loadContent(contentDir).announcements.items[4]?.from).toBe("2026-07-17");
  });

  it("accepts content that has grown or shrunk: no announcements, a tenth partner, a fourth article", () => {
    const before = loadContent(contentDir);
    setIn("announcements", ["items"], []);
    appendCopy("partners", "partners", "tenth-partner");
    appendCopy("articles", "articles", "fourth-article");
    const content = loadContent(contentDir);
    expect(content.announcements.items).toEqual([]);
    expect(content.partners.partners).toHaveLength(before.partners.partners.length + 1);
    expect(content.partners.partners.at(-1)?.id).toBe("tenth-partner");
    expect(content.articles.articles).toHaveLength(before.articles.articles.length + 1);
    expect(content.articles.articles.at(-1)?.id).toBe("fourth-article");
  });

  it("accepts no partners and no departments", () => {
    setIn("partners", ["partners"], []);
    setIn("team", ["departments"], []);
    const content = loadContent(contentDir);
    expect(content.partners.partners).toEqual([]);
    expect(content.team.departments).toEqual([]);
  });

  it("still asks for at least one programme, article, banner slide and contact", () => {
    setIn("programmes", ["programmes"], []);
    setIn("articles", ["articles"], []);
    setIn("home", ["banners"], []);
    setIn("contacts", ["contacts"], []);
    const message = contentErrorMessage();
    for (const line of [
      "content/programmes.yaml › programmes: must list at least one programme",
      "content/articles.yaml › articles: must list at least one article: the Media Moments page shows them",
      "content/home.yaml › banners: must list at least one banner slide",
      "content/contacts.yaml › contacts: must list at least one contact",
    ])
      expect(message).toContain(`  - ${line}`);
  });

  it("rejects a package builder contact that contacts.yaml does not have", () => {
    setIn("sponsorship", ["builder", "contact"], "sponsors");
    expectProblem(
      'content/sponsorship.yaml › builder.contact: names a contact that is not among the contacts: "sponsors"',
    );
  });

  it("rejects package email words that lose their placeholder", () => {
    setIn("sponsorship", ["builder", "emailLink"], "See the website");
    expectProblem("content/sponsorship.yaml › builder.emailLink: must contain {url}");
  });

  it("rejects a donation purpose too long to leave room for a surname", () => {
    setIn("donate", ["reference", "purposes", 0, "reference"], "National Oratorical");
    expectProblem(
      'content/donate.yaml › reference › Purpose 1 "national-oratorical-challenge" › reference: must be at most 15 characters, so a surname fits within maxLength 40',
    );
  });

  it("rejects a donation purpose with characters banks refuse", () => {
    setIn("donate", ["reference", "purposes", 5, "reference"], "Classics & more");
    expectProblem(
      'content/donate.yaml › reference › Purpose 6 "classics" › reference: may use only letters, digits, spaces, hyphens, apostrophes and full stops (banks refuse others)',
    );
  });

  it("rejects a ladder of gifts that is not from the smallest amount to the largest", () => {
    setIn("donate", ["gifts", "ladder", 1, "amount"], 1000);
    expectProblem(
      "content/donate.yaml › gifts › Amount 2 › amount: must be at least the amount before it (5000): list the amounts from the smallest to the largest",
    );
  });

  it("rejects a ladder of gifts with no amount, and an amount of nothing", () => {
    setIn("donate", ["gifts", "ladder", 0, "amount"], 0);
    expectProblem("content/donate.yaml › gifts › Amount 1 › amount: must be more than zero");
    restore("donate");
    setIn("donate", ["gifts", "ladder"], []);
    expectProblem("content/donate.yaml › gifts.ladder: must list at least one amount");
  });

  it("takes the online giving page as optional, and refuses one that is not https", () => {
    deleteIn("donate", ["online"]);
    expect(loadContent(contentDir).donate.online).toBeUndefined();
    restore("donate");
    setIn("donate", ["online", "url"], "http://give.example.org/jade");
    expectProblem(
      'content/donate.yaml › online.url: must be a full https:// address, got "http://give.example.org/jade"',
    );
  });

  it("rejects a registration link that is not https", () => {
    const url = "http://forms.example.org/jade/poetry-slam";
    setIn("programmes", ["programmes", 2, "stagings", 0, "registrationUrl"], url);
    expectProblem(
      `content/programmes.yaml › Programme 3 "speech-and-poetry-slam" › Staging 1 "slam-2025" › registrationUrl: must be a full https:// address, got "${url}"`,
    );
  });

  it("rejects an announcement link that is not https", () => {
    replaceText(
      "announcements",
      "href: https://tickets.example.org",
      "href: http://tickets.example.org",
    );
    expectProblem(
      'content/announcements.yaml › Announcement 5 "classics-tickets" › href: must be a full https:// address, got "http://tickets.example.org/jade/classics"',
    );
  });

  it("rejects a malformed email address", () => {
    setIn("contacts", ["contacts", 1, "email"], "programmes.jade.example.org");
    expectProblem(
      'content/contacts.yaml › Contact 2 "programmes" › email: must be an email address, got "programmes.jade.example.org"',
    );
  });

  it("rejects an image that does not exist", () => {
    setIn("partners", ["partners", 3, "logo"], "assets/partners/liguanea-book.svg");
    expectProblem(
      'content/partners.yaml › Partner 4 "liguanea-books" › logo: points to content/assets/partners/liguanea-book.svg, which does not exist',
    );
  });

  it("rejects a misspelt field, naming it", () => {
    replaceText("adjudicators", "lastName: Whyte", "lastname: Whyte");
    expect(contentErrorMessage()).toMatch(
      / {2}- content\/adjudicators\.yaml › Adjudicator 2 "marcus-whyte": .*"lastname"/,
    );
  });

  it("rejects a reserved sample value without a sample mark", () => {
    deleteIn("contacts", ["contacts", 0, "sample"]);
    expectProblem(
      'content/contacts.yaml › Contact 1 "general" › email: holds the sample value "info@jade.example.org" without a sample mark',
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
    replaceText("announcements", "reshowAfterHours: 6", "reshowAfterHours: [6");
    expectProblem("content/announcements.yaml: is not valid YAML");
  });
});

describe("the bytes of content files", () => {
  it("refuses an asset path that leaves the assets folder, naming the record and field", () => {
    setIn("partners", ["partners", 0, "logo"], "assets/../../package.json.svg");
    expect(contentErrorMessage()).toMatch(
      /content\/partners\.yaml › Partner 1 "[\w-]+" › logo: must stay inside the assets folder, with no "\.\.", "\." or empty part/,
    );
  });

  it("refuses an HTML page saved as .jpg, naming the record and field", async () => {
    const content = loadContent(contentDir);
    const article = content.articles.articles[0]!;
    writeFileSync(
      path.join(contentDir, article.image),
      "<!doctype html><html><body>Not a picture</body></html>",
    );
    await expectCheckProblem(
      `content/articles.yaml › Article 1 "${article.id}" › image: points to content/${article.image}, which is not a JPEG image the site can read (its bytes are not a picture): save it again in that format, or delete it`,
    );
  });

  // Issue 38: each read only after lstat says it is a plain file. Before, the pipe and /dev/zero
  // made loadContent wait for ever, and the folder threw a raw EISDIR.
  it("refuses a content file that is a folder, a named pipe or a link to /dev/zero, by name", () => {
    rmSync(filePath("about"));
    mkdirSync(filePath("about"));
    rmSync(filePath("team"));
    execFileSync("mkfifo", [filePath("team")]);
    rmSync(filePath("legal"));
    symlinkSync("/dev/zero", filePath("legal"));
    expectProblem(
      "content/about.yaml: is a folder, not a file: put the file itself here, or rename the folder",
    );
    expectProblem(
      "content/team.yaml: is a named pipe, not a file, and reading it could wait for ever: delete it and put the file itself here",
    );
    expectProblem(
      "content/legal.yaml: is a symbolic link (to /dev/zero), and the site would publish whatever it points to: put the file itself here instead",
    );
  });

  // The check of the files decodes every picture: seconds on a busy machine.
  it(
    "refuses a picture a field names that is a folder or a named pipe, at the field",
    { timeout: 60_000 },
    async () => {
      const [first, second] = loadContent(contentDir).articles.articles;
      rmSync(path.join(contentDir, first!.image));
      mkdirSync(path.join(contentDir, first!.image));
      rmSync(path.join(contentDir, second!.image));
      execFileSync("mkfifo", [path.join(contentDir, second!.image)]);
      const message = contentErrorMessage();
      expect(message).toMatch(
        new RegExp(
          `^ {2}- content/articles\\.yaml › .*"${first!.id}" › image: points to content/${first!.image}, which is a folder, not a file: `,
          "m",
        ),
      );
      expect(message).toMatch(
        new RegExp(
          `^ {2}- content/articles\\.yaml › .*"${second!.id}" › image: points to content/${second!.image}, which is a named pipe, not a file`,
          "m",
        ),
      );
      // The check of the files names each once, at its field (its walk finds the pipe too).
      const error = await checkFiles(contentDir).catch((thrown: unknown) => thrown);
      expect((error as Error).message.match(new RegExp(second!.image, "g"))).toHaveLength(1);
    },
  );

  it("refuses YAML tags, naming the record, the field and the line", () => {
    replaceText("programmes", "name: National Oratorical Challenge", "name: !!binary SkFERQ==");
    replaceText("partners", "partners:\n", "partners: !custom\n");
    const message = contentErrorMessage();
    expect(message).toMatch(
      /^ {2}- content\/programmes\.yaml › .*"national-oratorical-challenge" › name: is marked with the YAML tag !!binary \(line \d+\), which makes a value of another kind than text, numbers, lists and fields: delete "!!binary" and write the value itself$/m,
    );
    expect(message).toMatch(
      /^ {2}- content\/partners\.yaml › partners: is marked with the YAML tag !custom \(line \d+\)/m,
    );
  });

  it("refuses %YAML 1.1 and a << merge, which it would have read as true and merged fields", () => {
    const source = readFileSync(filePath("contacts"), "utf8");
    writeFileSync(
      filePath("contacts"),
      `%YAML 1.1\n---\n${source.replace("contacts:\n", "contacts:\n  - <<: { icon: y }\n")}`,
    );
    expectProblem(
      "content/contacts.yaml: starts with %YAML 1.1, which changes what plain words mean (in YAML 1.1, y, yes and no are true and false, and << merges other fields in): delete that line and the --- after it",
    );
    expect(contentErrorMessage()).toMatch(
      /^ {2}- content\/contacts\.yaml › .+: merges fields from elsewhere with << \(line \d+\), which hides what the record holds: write its fields out in full$/m,
    );
  });

  it("refuses an address that leads to another site than it shows, and one in look-alike letters", () => {
    const { social } = loadContent(contentDir).site;
    const last = social.length - 1;
    setIn("site", ["social", 0, "url"], "https:/www.facebook.com@attacker.example/x");
    setIn("site", ["social", last, "url"], "https://www.fаcebook.com/jade");
    const message = contentErrorMessage();
    expect(message).toMatch(
      /^ {2}- content\/site\.yaml › .+ › url: must not hold a name or password before an @ \("https:\/www\.facebook\.com@attacker\.example\/x" leads to attacker\.example, not to the site before the @\): write the site's own address$/m,
    );
    expect(message).toMatch(
      /^ {2}- content\/site\.yaml › .+ › url: has "а" \(U\+0430, a Cyrillic letter\) in its site's name, which is not one of the letters a to z/m,
    );
  });

  it("refuses a file with a byte that is not UTF-8, saying where", () => {
    const source = readFileSync(filePath("site"));
    const at = source.indexOf("\n") + 1;
    // "é" as Latin-1 (0xE9): what an editor that does not save UTF-8 writes.
    writeFileSync(
      filePath("site"),
      Buffer.concat([
        source.subarray(0, at),
        Buffer.from([0x23, 0x20, 0xe9, 0x0a]),
        source.subarray(at),
      ]),
    );
    expectProblem(
      "content/site.yaml: is not UTF-8 text (a byte at line 2, column 3 is not a character): save the file as UTF-8",
    );
  });

  it("refuses a NUL or another control character in a value, naming the record and field", () => {
    const content = loadContent(contentDir);
    const partner = content.partners.partners.at(-1)!;
    const last = content.partners.partners.length - 1;
    setIn("partners", ["partners", last, "name"], `${partner.name}\u0000`);
    expectProblem(
      `content/partners.yaml › Partner ${last + 1} "${partner.id}" › name: holds the control character U+0000, which no text needs: delete it`,
    );
  });

  it("refuses a vision of 200,000 characters, which would make a 0.4 MB page, naming the field", () => {
    setIn("about", ["vision"], "We see a Jamaica of confident speakers. ".repeat(5_000));
    expectProblem(
      "content/about.yaml › vision: is 199,999 characters long; a paragraph holds at most 1,500: shorten it, or split it into two paragraphs",
    );
  });

  it("takes legal.yaml with every section, paragraph and character the schema allows (2.1 MB)", () => {
    // What the editor saves when every field is at its limit: 20 sections of 30 paragraphs of
    // 1,500 characters on each page. One more section, paragraph or character is refused.
    const paragraph = `${"We keep what you tell us safe. ".repeat(50).slice(0, 1499)}.`;
    const pages = () => ({
      sections: Array.from({ length: 20 }, (_, index) => ({
        heading: `Section ${index + 1}`,
        paragraphs: Array.from({ length: 30 }, () => paragraph),
      })),
    });
    editYaml("legal", (doc) => {
      doc.setIn(["privacy", "sections"], doc.createNode(pages().sections));
      doc.setIn(["accessibility", "sections"], doc.createNode(pages().sections));
    });
    expect(statSync(filePath("legal")).size).toBeGreaterThan(2 * 20 * 30 * 1500);
    expect(() => loadContent(contentDir)).not.toThrow();
    editYaml("legal", (doc) =>
      doc.setIn(["accessibility", "sections", 19, "paragraphs", 29], `${paragraph}.`),
    );
    expectProblem(
      "content/legal.yaml › accessibility › Section 20 › Paragraph 30: is 1,501 characters long; a paragraph holds at most 1,500: shorten it, or split it into two paragraphs",
    );
  });

  it("refuses a content file larger than its schema's values can write, without reading it as YAML: a 10 MB comment", () => {
    const source = readFileSync(filePath("home"), "utf8");
    writeFileSync(filePath("home"), `${source}# ${"notes ".repeat(1_700_000)}\n`);
    expectProblem(
      `content/home.yaml: is 10.2 MB, more than every field and list of it at its limit can hold (${sizeInWords(fileMaxBytes("home"))}, with its comments): delete what does not belong in it, such as a pasted document, and put pictures and documents in content/assets`,
    );
  });

  it("refuses comments of 100,001 bytes in a file whose values may be larger, and takes 100,000", () => {
    const source = readFileSync(filePath("legal"), "utf8");
    // The file's own comments, and the new one's "# " and line break.
    const padding = 100_000 - commentBytes(source) - 2;
    writeFileSync(filePath("legal"), `${source}# ${"x".repeat(padding)}\n`);
    expect(() => loadContent(contentDir)).not.toThrow();
    writeFileSync(filePath("legal"), `${source}# ${"x".repeat(padding + 1)}\n`);
    expectProblem(
      'content/legal.yaml: has 100,001 bytes of comments (the lines, or ends of lines, from "#"); a content file\'s comments hold at most 100 KB: delete a long comment or a pasted document',
    );
  });

  it("refuses an alias that repeats another record's value, naming the record and field", () => {
    const { partners } = loadContent(contentDir).partners;
    const last = partners.length - 1;
    replaceText("partners", `name: ${partners[0]!.name}`, `name: &first ${partners[0]!.name}`);
    replaceText("partners", `name: ${partners[last]!.name}`, "name: *first");
    expect(contentErrorMessage()).toMatch(
      new RegExp(
        `^ {2}- content/partners\\.yaml › Partner ${last + 1} "${partners[last]!.id}" › name: repeats the value marked &first with \\*first \\(line \\d+\\), which hides what the record holds, and aliases of aliases make a few lines stand for billions of values: write the value out in full$`,
        "m",
      ),
    );
  });

  it("refuses a name too long for a heading, in the first, a middle and the last record", () => {
    const { partners } = loadContent(contentDir).partners;
    for (const index of [0, Math.floor(partners.length / 2), partners.length - 1]) {
      restore("partners");
      setIn("partners", ["partners", index, "name"], "N".repeat(121));
      expectProblem(
        `content/partners.yaml › Partner ${index + 1} "${partners[index]!.id}" › name: is 121 characters long; a name, label or heading holds at most 120: shorten it`,
      );
    }
  });

  it("refuses a paragraph too long in a list of paragraphs, and a list too long", () => {
    const { sections } = loadContent(contentDir).legal.privacy;
    const last = sections.length - 1;
    const paragraphs = sections[last]!.paragraphs;
    const at = paragraphs.length - 1;
    setIn("legal", ["privacy", "sections", last, "paragraphs", at], "w ".repeat(800));
    expectProblem(
      `content/legal.yaml › privacy › Section ${last + 1} › Paragraph ${at + 1}: is 1,599 characters long; a paragraph holds at most 1,500: shorten it, or split it into two paragraphs`,
    );
    restore("legal");
    setIn("legal", ["privacy", "sections", 0, "paragraphs"], Array(31).fill("A short paragraph."));
    expectProblem(
      "content/legal.yaml › privacy › Section 1 › paragraphs: has more than 30 paragraphs; a page that long belongs in a document of its own",
    );
  });

  it("refuses an address longer than a browser takes, in the last social network", () => {
    const { social } = loadContent(contentDir).site;
    const last = social.length - 1;
    setIn("site", ["social", last, "url"], `https://social.example.org/${"a".repeat(2100)}`);
    expectProblem(
      `content/site.yaml › Network ${last + 1} "${social[last]!.id}" › url: is longer than 2,048 characters, which no value here needs`,
    );
  });

  it.each([
    [
      "without {programme}",
      "https://lists.example.org/jade/subscribe?group=all",
      "must contain {programme}, where the programme goes",
    ],
    [
      "not an https address",
      "http://lists.example.org/jade/{programme}",
      'must be a full https:// address, got "http://lists.example.org/jade/{programme}"',
    ],
  ])("refuses a programme's sign-up address %s", (_, url, problem) => {
    setIn("site", ["mailingList", "programmeUrl"], url);
    expect(contentErrorMessage()).toContain(
      `  - content/site.yaml › mailingList.programmeUrl: ${problem}`,
    );
  });

  it("takes text at its limit, as it is trimmed", () => {
    setIn("partners", ["partners", 0, "name"], `  ${"N".repeat(120)}\n`);
    expect(loadContent(contentDir).partners.partners[0]!.name).toBe("N".repeat(120));
  });

  it("keeps tabs and line breaks, which text may hold", () => {
    setIn("home", ["hero", "text"], "One line,\tand a tab.\nAnd a second line.");
    expect(() => loadContent(contentDir)).not.toThrow();
  });
});

describe("pictures and photos, with a phone crop and a description", () => {
  const real = loadContent(contentDirectory());
  const programme = real.programmes.programmes[0]!;
  const where = (index: number, id: string) =>
    `content/programmes.yaml › Programme ${index + 1} "${id}"`;
  const chair = real.team.board[0]!;
  const board = `content/team.yaml › Board member 1 "${chair.id}"`;
  /** A portrait file in the copied content, made from one of the content's own pictures. */
  const portraitOf = (id: string) => {
    const file = `assets/people/${id}.jpg`;
    mkdirSync(path.join(contentDir, "assets/people"), { recursive: true });
    cpSync(path.join(contentDir, programme.image!), path.join(contentDir, file));
    return file;
  };

  it("gives every programme a picture, its description and its phone crop, marked as samples", () => {
    for (const entry of real.programmes.programmes) {
      expect(entry.image, entry.id).toMatch(/^assets\/programmes\/.+\.jpg$/);
      expect(entry.imageAlt, entry.id).toMatch(/^Illustration: /);
      expect(entry.imagePhone, entry.id).toMatch(/-phone\.jpg$/);
      expect(entry.sample, entry.id).toEqual(expect.arrayContaining(["image", "imagePhone"]));
    }
  });

  it("refuses a programme picture without its description, naming file, record and field", () => {
    deleteIn("programmes", ["programmes", 0, "imageAlt"]);
    expectProblem(
      `${where(0, programme.id)} › imageAlt: must describe the picture named in image, in a sentence: people who cannot see it hear this instead`,
    );
  });

  it("refuses a description without a picture, and a phone crop without the picture it crops", () => {
    deleteIn("programmes", ["programmes", 0, "image"]);
    const message = contentErrorMessage();
    expect(message).toContain(
      `  - ${where(0, programme.id)} › image: is missing: imageAlt describes a picture, so name its file here, or remove imageAlt`,
    );
    expect(message).toContain(
      `  - ${where(0, programme.id)} › image: is missing: imagePhone is a phone crop of a picture, so name the picture itself here too`,
    );
  });

  it("takes a programme without a phone crop, and one with no picture at all", () => {
    deleteIn("programmes", ["programmes", 0, "imagePhone"]);
    for (const field of ["image", "imageAlt", "imagePhone"])
      deleteIn("programmes", ["programmes", 1, field]);
    const content = loadContent(contentDir);
    expect(content.programmes.programmes[0]?.imagePhone).toBeUndefined();
    expect(content.programmes.programmes[0]?.image).toBe(programme.image);
    expect(content.programmes.programmes[1]?.image).toBeUndefined();
  });

  it("refuses a programme picture or phone crop that does not exist, naming file, record and field", () => {
    const missing = programme.imagePhone!.replace("-phone", "-tall");
    setIn("programmes", ["programmes", 0, "imagePhone"], missing);
    expectProblem(
      `${where(0, programme.id)} › imagePhone: points to content/${missing}, which does not exist`,
    );
  });

  it("refuses a picture that is not a JPEG, PNG or WebP: the build makes its copies from those", () => {
    const logo = real.partners.partners[0]!.logo;
    setIn("programmes", ["programmes", 0, "image"], logo);
    expectProblem(
      `${where(0, programme.id)} › image: must be a JPEG, PNG or WebP file under assets/, like assets/programmes/classics.jpg`,
    );
  });

  it("refuses an HTML page saved as a phone crop's .jpg", async () => {
    writeFileSync(path.join(contentDir, programme.imagePhone!), "<!doctype html><p>Not a picture");
    await expectCheckProblem(
      `${where(0, programme.id)} › imagePhone: points to content/${programme.imagePhone}, which is not a JPEG image the site can read (its bytes are not a picture): save it again in that format, or delete it`,
    );
  });

  it("takes a portrait with its description, for the board, a manager and a department member", () => {
    const manager = real.team.seniorManagers[0]!;
    const member = real.team.departments[1]!.members[0]!;
    for (const [at, person] of [
      [["board", 0], chair],
      [["seniorManagers", 0], manager],
      [["departments", 1, "members", 0], member],
    ] as const) {
      addIn("team", [...at, "photo"], portraitOf(person.id));
      addIn("team", [...at, "photoAlt"], `${person.name}, smiling`);
    }
    const { team } = loadContent(contentDir);
    expect(team.board[0]).toMatchObject({
      photo: portraitOf(chair.id),
      photoAlt: `${chair.name}, smiling`,
    });
    expect(team.seniorManagers[0]?.photo).toBe(portraitOf(manager.id));
    expect(team.departments[1]?.members[0]?.photo).toBe(portraitOf(member.id));
  });

  it("refuses a portrait without its description, naming file, record and field", () => {
    addIn("team", ["board", 0, "photo"], portraitOf(chair.id));
    expectProblem(
      `${board} › photoAlt: must describe the picture named in photo, in a sentence: people who cannot see it hear this instead`,
    );
  });

  it("refuses a portrait that does not exist, in a department too", () => {
    const department = real.team.departments[1]!;
    const member = department.members[0]!;
    const missing = `assets/people/${member.id}.jpg`;
    addIn("team", ["departments", 1, "members", 0, "photo"], missing);
    addIn("team", ["departments", 1, "members", 0, "photoAlt"], member.name);
    expectProblem(
      `content/team.yaml › Department 2 "${department.id}" › Member 1 "${member.id}" › photo: points to content/${missing}, which does not exist`,
    );
  });

  it("refuses a portrait outside the portraits' folder, which serves them at a portrait's sizes", () => {
    addIn("team", ["board", 0, "photo"], programme.image);
    addIn("team", ["board", 0, "photoAlt"], chair.name);
    expectProblem(
      `${board} › photo: must be a JPEG, PNG or WebP file under assets/people/, like assets/people/marjorie-ellis.jpg`,
    );
  });

  it("takes a phone crop for an article, and for every banner slide or none", () => {
    const crop = programme.imagePhone!;
    addIn("articles", ["articles", 0, "imagePhone"], crop);
    addIn("home", ["banners", 0, "imagePhone"], crop);
    const banners = real.home.banners;
    expect(banners.length).toBeGreaterThan(1);
    const message = contentErrorMessage();
    banners
      .slice(1)
      .forEach((banner, offset) =>
        expect(message).toContain(
          `  - content/home.yaml › Banner ${offset + 2} "${banner.id}" › imagePhone: is missing: 1 of the ${banners.length} slides have a phone crop, and the slides share one frame, so give every slide one or none`,
        ),
      );
    expect(message).not.toContain("articles.yaml");
    banners
      .slice(1)
      .forEach((_, offset) => addIn("home", ["banners", offset + 1, "imagePhone"], crop));
    const content = loadContent(contentDir);
    expect(content.articles.articles[0]?.imagePhone).toBe(crop);
    expect(content.home.banners.map((banner) => banner.imagePhone)).toEqual(
      banners.map(() => crop),
    );
  });
});

describe("art direction: a photo's focal point, dark-theme treatment, and the pages' pictures", () => {
  const real = loadContent(contentDirectory());
  const programme = real.programmes.programmes[0]!;
  const programmeAt = `content/programmes.yaml › Programme 1 "${programme.id}"`;
  const pageIndex = (id: string) => real.pages.pages.findIndex((page) => page.id === id);
  const about = pageIndex("about-jade");
  const aboutAt = `content/pages.yaml › Page ${about + 1} "about-jade"`;

  it("takes a focal point and a treatment on every photo slot: programmes, articles, banners, pages", () => {
    addIn("programmes", ["programmes", 0, "imageFocus"], "30% 40%");
    addIn("articles", ["articles", 0, "imageDark"], "unchanged");
    addIn("home", ["banners", 0, "imageFocus"], "0% 100%");
    const content = loadContent(contentDir);
    expect(content.programmes.programmes[0]?.imageFocus).toBe("30% 40%");
    expect(content.articles.articles[0]?.imageDark).toBe("unchanged");
    expect(content.home.banners[0]?.imageFocus).toBe("0% 100%");
    expect(content.pages.pages[about]?.picture?.imageFocus).toMatch(/^\d+% \d+%$/);
  });

  it.each(["left", "30%", "30% 40% 50%", "101% 20%", "30 40", "-5% 10%", "30.5% 40%"])(
    "refuses the focal point %j, naming the field and saying how to write one",
    (focus) => {
      setIn("pages", ["pages", about, "picture", "imageFocus"], focus);
      expectProblem(
        `${aboutAt} › picture.imageFocus: must be the point of the picture to keep in view, as two percentages, across then down, like "30% 40%" ("50% 50%" is the middle, "0% 0%" the top left corner), got ${JSON.stringify(focus)}`,
      );
    },
  );

  it("refuses a dark-theme treatment it does not know, naming the two it takes", () => {
    addIn("programmes", ["programmes", 0, "imageDark"], "invert");
    expectProblem(`${programmeAt} › imageDark: must be "dim" or "unchanged", got "invert"`);
  });

  it("refuses a phone crop, focal point or treatment without the picture they direct", () => {
    for (const field of ["image", "imageAlt"]) deleteIn("programmes", ["programmes", 0, field]);
    addIn("programmes", ["programmes", 0, "imageFocus"], "30% 40%");
    addIn("programmes", ["programmes", 0, "imageDark"], "dim");
    const message = contentErrorMessage();
    for (const line of [
      "imagePhone is a phone crop of a picture",
      "imageFocus is the point to keep in view of a picture",
      "imageDark says how the dark theme shows a picture",
    ])
      expect(message).toContain(
        `  - ${programmeAt} › image: is missing: ${line}, so name the picture itself here too`,
      );
  });

  it("refuses a page's picture without its description, and one without its file", () => {
    deleteIn("pages", ["pages", about, "picture", "imageAlt"]);
    expectProblem(
      `${aboutAt} › picture.imageAlt: must describe the picture named in image, in a sentence: people who cannot see it hear this instead`,
    );
    restore("pages");
    deleteIn("pages", ["pages", about, "picture", "image"]);
    expect(contentErrorMessage()).toContain(`${aboutAt} › picture.image:`);
  });

  it("refuses a picture on a page with no place for one", () => {
    const home = pageIndex("home");
    addIn("pages", ["pages", home, "picture"], real.pages.pages[about]?.picture);
    addIn("pages", ["pages", home, "sample"], ["picture"]);
    expectProblem(
      `content/pages.yaml › Page ${home + 1} "home" › picture: has no place on this page: only ${real.pages.pages
        .filter((page) => hasPlaceForPicture(page.id))
        .map((page) => page.name)
        .join(", ")} show a photo beside the heading, so remove it`,
    );
  });

  it("refuses a stand-in photograph the content does not mark as a sample", () => {
    deleteIn("pages", ["pages", about, "sample"]);
    expectProblem(
      `${aboutAt} › picture.image: holds the sample value "assets/stand-ins/about-jade.jpg" without a sample mark; add "sample: true" to the record or name the field in its sample list`,
    );
  });
});
