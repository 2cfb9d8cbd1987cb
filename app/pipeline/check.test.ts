import { execFile, execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { calendarFeedFile } from "../lib/calendar-links";
import { checkContent, outOfDateWarning } from "./check.server";
import { ContentError, contentDirectory, loadContent } from "../content/load.server";
import { announcementsSchema } from "../content/schema";

// Each fixture is a copy of the real content with one small edit. The build and
// `npm run content:check` must give the same verdict on each: both refuse it with the same
// message naming the file, the record and the field, or both take it.

const root = path.resolve(import.meta.dirname, "../..");
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * An edit to a copy of content/: text replaced once (failing if the text is gone), or a file's
 * bytes written whole (an image that is not one, a file that is not UTF-8).
 */
type Edit =
  | { file: string; search: string; replacement: string }
  | { file: string; bytes: Buffer }
  | { file: string; linkTo: string }
  /** The file made a folder, a named pipe, or a file of that many bytes (of zeros). */
  | { file: string; make: "folder" | "pipe" | number };

/** A copy of content/ with `edits` made. */
function fixture(edits: Edit[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-check-"));
  made.push(dir);
  cpSync(contentDirectory(), dir, { recursive: true });
  for (const edit of edits) {
    const filePath = path.join(dir, edit.file);
    if ("linkTo" in edit || "make" in edit) rmSync(filePath, { force: true });
    if ("linkTo" in edit) {
      symlinkSync(edit.linkTo, filePath);
      continue;
    }
    if ("make" in edit) {
      if (edit.make === "folder") mkdirSync(filePath);
      else if (edit.make === "pipe") execFileSync("mkfifo", [filePath]);
      else {
        writeFileSync(filePath, "");
        truncateSync(filePath, edit.make);
      }
      continue;
    }
    if ("bytes" in edit) {
      writeFileSync(filePath, edit.bytes);
      continue;
    }
    const source = readFileSync(filePath, "utf8");
    if (!source.includes(edit.search))
      throw new Error(`content/${edit.file} no longer contains ${JSON.stringify(edit.search)}`);
    writeFileSync(filePath, source.replace(edit.search, edit.replacement));
  }
  return dir;
}

/** content/site.yaml with "é" written as Latin-1 in its first comment: not UTF-8. */
function siteYamlInLatin1(): Buffer {
  const source = readFileSync(path.join(contentDirectory(), "site.yaml"), "utf8");
  return Buffer.from(source.replace("\n", " café\n"), "latin1");
}

/** A staging renamed, and the announcement that names it renamed with it. */
const renameStaging = (from: string, to: string) => [
  { file: "programmes.yaml", search: `- id: ${from}\n`, replacement: `- id: ${to}\n` },
  { file: "announcements.yaml", search: `staging: ${from}`, replacement: `staging: ${to}` },
];

const feedId = path.basename(calendarFeedFile, ".ics");
const realFile = (file: string) => readFileSync(path.join(contentDirectory(), file));
const articleImage = "assets/articles/debaters-week.jpg";

/** `count` announcements more, each current until 2099, after the file's first. */
function announcements(count: number): Edit {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `  - { id: extra-${index}, title: "Extra link ${index}", href: "https://jadejamaica.org/", until: 2099-12-31 }\n`,
  ).join("");
  return { file: "announcements.yaml", search: "items:\n", replacement: `items:\n${items}` };
}

/** A programme's name written in YAML's double quotes, where escapes like \u202E hold. */
const programmeName = (name: string): Edit => ({
  file: "programmes.yaml",
  search: "name: National Oratorical Challenge",
  replacement: `name: "${name}"`,
});
const fixtures = {
  "as it is": [],
  "a staging named like the calendar feed": renameStaging("ndw-2025", feedId),
  "two stagings with one id": renameStaging("ndw-2025", "noc-2025"),
  "a programme name the proposal's font cannot print": [
    {
      file: "programmes.yaml",
      search: "name: National Oratorical Challenge",
      replacement: "name: Национальный конкурс",
    },
  ],
  "an announcement naming no staging": [
    { file: "announcements.yaml", search: "staging: ndw-2025", replacement: "staging: ndw-2099" },
  ],
  // A page of 6 MB and a PDF of 2 MB, before there were limits on text.
  "a vision of 900,000 characters": [
    {
      file: "about.yaml",
      search: "vision: >-\n",
      replacement: `vision: >-\n  ${"x".repeat(9e5)}\n`,
    },
  ],
  "an HTML page saved as an article's .jpg": [
    {
      file: "assets/articles/debaters-week.jpg",
      bytes: Buffer.from("<!doctype html><html><body>Not a picture</body></html>"),
    },
  ],
  "a file that is not UTF-8": [{ file: "site.yaml", bytes: siteYamlInLatin1() }],
  "a NUL in a programme's name": [
    {
      file: "programmes.yaml",
      search: "name: National Oratorical Challenge",
      replacement: 'name: "National Oratorical Challenge\\0"',
    },
  ],
  // What the hostile review of issue 31 found the check passed and the build tripped on.
  "a truncated JPEG an article names": [
    { file: articleImage, bytes: realFile(articleImage).subarray(0, 12_000) },
  ],
  "a stray .jpg no field names, which is not a picture": [
    { file: "assets/banners/notes.jpg", bytes: Buffer.from("Notes for the next banner") },
  ],
  "an asset named with a #": [
    {
      file: "assets/partners/logo#2.svg",
      bytes: realFile("assets/partners/liguanea-books.svg"),
    },
  ],
  "a symbolic link among the partners' logos, to a file outside the project": [
    { file: "assets/partners/secret.svg", linkTo: "/etc/hostname" },
  ],
  "2,000 announcements": [announcements(2000)],
  "a right-to-left override in a programme's name": [
    programmeName("National Oratorical\\u202E Challenge"),
  ],
  "a programme's name of zero-width spaces": [programmeName("\\u200B\\u200B\\u2060")],
  "a C1 control character in a programme's name": [
    programmeName("National Oratorical\\u009B Challenge"),
  ],
  "half a character in a programme's name": [
    programmeName("National Oratorical \\uD800 Challenge"),
  ],
  "an address with a name before its @": [
    {
      file: "announcements.yaml",
      search: "href: https://forms.example.org/jade/oratorical-challenge",
      replacement: "href: https://jadejamaica.org@attacker.com/",
    },
  ],
  "an image path that leaves the assets folder": [
    {
      file: "articles.yaml",
      search: "image: assets/articles/",
      replacement: "image: assets/../../content/assets/articles/",
    },
  ],
} satisfies Record<string, Edit[]>;

const announcementsCap = (
  z.toJSONSchema(announcementsSchema, { io: "input" }) as unknown as {
    properties: { items: { maxItems: number } };
  }
).properties.items.maxItems;
const noc = 'content/programmes.yaml › Programme 1 "national-oratorical-challenge" › name: ';

/** The line each refusal must hold: file, record and field, and what is wrong, in staff words. */
const refusals: Partial<Record<keyof typeof fixtures, string | RegExp>> = {
  "a staging named like the calendar feed": new RegExp(
    `^ {2}- content/programmes\\.yaml › Programme 2 "national-debaters-week" › Staging 1 "${feedId}" › id: would share the calendar file ${calendarFeedFile.replaceAll(".", "\\.")}`,
    "m",
  ),
  "two stagings with one id":
    /^ {2}- content\/programmes\.yaml › Programme 2 "national-debaters-week" › Staging 1 "noc-2025" › id: is the ID of another staging already \("noc-2025"\)/m,
  "a programme name the proposal's font cannot print":
    /^ {2}- content\/programmes\.yaml › Programme 1 "national-oratorical-challenge" › name: has "Н" \(U\+041D\)/m,
  "an announcement naming no staging":
    /^ {2}- content\/announcements\.yaml › Announcement \d+ "[\w-]+" › staging: /m,
  "a vision of 900,000 characters":
    /^ {2}- content\/about\.yaml: is [\d.]+ KB, more than every field and list of it at its limit can hold/m,
  "an HTML page saved as an article's .jpg":
    /^ {2}- content\/articles\.yaml › Article 1 "[\w-]+" › image: points to content\/assets\/articles\/debaters-week\.jpg, which is not a JPEG image the site can read/m,
  "a file that is not UTF-8":
    /^ {2}- content\/site\.yaml: is not UTF-8 text \(a byte at line 1, column \d+ is not a character\)/m,
  "a NUL in a programme's name": `  - ${noc}holds the control character U+0000, which no text needs: delete it`,
  "an image path that leaves the assets folder":
    /^ {2}- content\/articles\.yaml › Article 1 "[\w-]+" › image: must stay inside the assets folder/m,
  "a truncated JPEG an article names":
    /^ {2}- content\/articles\.yaml › Article \d+ "[\w-]+" › image: points to content\/assets\/articles\/debaters-week\.jpg, which is not a JPEG image the site can read \(it is cut short: the end of the picture is missing, as when a copy or download stops early\): save it again in that format, or delete it$/m,
  "a stray .jpg no field names, which is not a picture":
    /^ {2}- content\/assets\/banners\/notes\.jpg: is not a JPEG image the site can read \(.+\): save it again in that format, or delete it$/m,
  "an asset named with a #":
    '  - content/assets/partners/logo#2.svg: has "#" in its name, which a web address cannot carry as it is: rename it using only letters, digits, hyphens, underscores and dots',
  "a symbolic link among the partners' logos, to a file outside the project":
    "  - content/assets/partners/secret.svg: is a symbolic link (to /etc/hostname), and the site would publish whatever it points to: put the file itself here instead",
  "2,000 announcements": `  - content/announcements.yaml › items: has more than ${announcementsCap} announcements, more than its page can show within its budget: remove some, or ask for the limit to be raised`,
  "a right-to-left override in a programme's name": `  - ${noc}holds U+202E (right-to-left override), which can make text read differently from what it says: delete it`,
  "a programme's name of zero-width spaces": `  - ${noc}has no visible character, only U+200B (zero-width space), U+2060 (word joiner): write it in letters or digits`,
  "a C1 control character in a programme's name": `  - ${noc}holds the control character U+009B, which no text needs: delete it`,
  "half a character in a programme's name": `  - ${noc}holds U+D800, half of a character whose other half is missing, which is not text: delete it and type the character again`,
  "an address with a name before its @":
    '  - content/announcements.yaml › Announcement 1 "noc-registration" › href: must not hold a name or password before an @ ("https://jadejamaica.org@attacker.com/" leads to attacker.com, not to the site before the @): write the site\'s own address',
};

type Verdict = { ok: true } | { ok: false; message: string };

/** What `npm run content:check -- ...args` prints: the real script, in its own process. */
function runContentCheck(...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/content-check.ts", ...args],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** What `npm run content:check <dir>` says. */
async function contentCheckVerdict(dir: string): Promise<Verdict> {
  try {
    await runContentCheck(dir);
    return { ok: true };
  } catch (error) {
    const { code, stderr } = error as { code?: number; stderr?: string };
    if (code !== 1) throw error;
    return { ok: false, message: (stderr ?? "").trim() };
  }
}

/** What checkContent says of the content in `dir`: content:check's and the build's verdict. */
async function checkVerdict(dir: string): Promise<Verdict> {
  try {
    await checkContent(dir);
    return { ok: true };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, message: error.message };
    throw error;
  }
}

// Each verdict runs the whole check, proposal PDF and social cards included: seconds, not ms.
const slow = { timeout: 120_000 };

describe("checkContent, which content:check and the build's content step both run", () => {
  // The processes around it (their words, exit codes and summaries) are held below, by
  // `npm run content:check` and `npm run build` on the fixtures that need them.
  it.each(Object.entries(fixtures))(
    "gives its verdict on the content %s",
    slow,
    async (name, edits) => {
      const verdict = await checkVerdict(fixture(edits));
      expect(verdict.ok).toBe(edits.length === 0);
      const refusal = refusals[name as keyof typeof fixtures];
      if (edits.length > 0) expect(refusal, `${name} has a refusal to expect`).toBeDefined();
      if (refusal !== undefined && !verdict.ok) {
        if (typeof refusal === "string") expect(verdict.message.split("\n")).toContain(refusal);
        else expect(verdict.message).toMatch(refusal);
        // One problem, named once (the schema and the loader's walk share the text rules).
        expect(verdict.message).toMatch(/^The content has 1 problem:/);
      }
    },
  );
});

/**
 * Issue 38, point 5: one of each content edge the review found, in one copy of the content, so
 * that content:check, the build's content plugin and `npm run build` run once each on all of them.
 * Before, the pipe and /dev/zero made the check wait for ever, the folder threw a raw EISDIR, the
 * tag and %YAML 1.1 were read with a warning, the addresses and the unnamed files passed. Issue
 * 52's review added the rest: the aliases threw the YAML library's stack trace, naming no file;
 * the 10 MB comment, the 5 MB file and the tag characters passed; the PNG took the check 137 s.
 */
/** CRC-32 of PNG chunks (zlib's, which Node 20 does not export). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG whose header says `width` by `height` and whose pixels are a few bytes: never decoded. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const edges: Edit[] = [
  // Files no field names, which the build would publish: a 30 MB video, a 5 MB SVG, a .mov.
  { file: "assets/partnership/trailer.mp4", make: 30_000_000 },
  {
    file: "assets/partners/huge.svg",
    bytes: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>${" ".repeat(5e6)}`,
    ),
  },
  { file: "assets/banners/film.mov", make: 1000 },
  { file: "assets/banners/pipe.jpg", make: "pipe" },
  // Addresses.
  {
    file: "announcements.yaml",
    search: "href: https://forms.example.org/jade/oratorical-challenge",
    replacement: "href: https:/www.facebook.com@attacker.example/x",
  },
  {
    file: "site.yaml",
    search: "url: https://www.facebook.com/jade.sample",
    replacement: "url: https://www.fаcebook.com/jade.sample",
  },
  // Content files that are not plain files.
  { file: "team.yaml", make: "pipe" },
  { file: "about.yaml", make: "folder" },
  { file: "legal.yaml", linkTo: "/dev/zero" },
  // YAML that is not plain YAML 1.2.
  {
    file: "programmes.yaml",
    search: "name: National Oratorical Challenge",
    replacement: "name: !!binary SkFERQ==",
  },
  {
    file: "contacts.yaml",
    search: "# The department",
    replacement: "%YAML 1.1\n---\n# The department",
  },
  // Issue 52's hostile review. Aliases of aliases, on one line (9^8 values if expanded).
  {
    file: "services.yaml",
    search: "\nsections:",
    replacement: `\nlaughs: [&a [lol, lol, lol, lol, lol, lol, lol, lol, lol], ${[..."bcdefgh"].map((name, index) => `&${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(", ")}]`).join(", ")}]\nsections:`,
  },
  // A 10 MB comment in a file whose values write at most 1 MB, a 2 MB one in a file whose
  // values may write more, and a 5 MB file no schema names.
  {
    file: "home.yaml",
    search: "\n",
    replacement: `\n# ${"notes ".repeat(1_700_000)}\n`,
  },
  {
    file: "pages.yaml",
    search: "\n",
    replacement: `\n# ${"notes ".repeat(333_334)}\n`,
  },
  { file: "notes.yaml", make: 5_000_000 },
  // A picture of a few hundred bytes that says it is 16,000 pixels square.
  { file: "assets/banners/huge.png", bytes: pngHeaderOnly(16_000, 16_000) },
  // Words hidden in tag characters; a line separator.
  {
    file: "partners.yaml",
    search: "name: Blue Mountain Telecom",
    replacement: 'name: "Blue Mountain Telecom\\U000E0069\\U000E0067"',
  },
  {
    file: "articles.yaml",
    search: "title: Students from every parish open National Debaters' Week",
    replacement: 'title: "Students from every parish\\u2028open National Debaters\' Week"',
  },
];

/** Each edge's line, by file, field and message: the record's numbering is left free. */
const edgeLines: RegExp[] = [
  /^ {2}- content\/assets\/partnership\/trailer\.mp4: is 30 MB; the largest video the site takes is 2 MB: save it smaller, or delete it$/m,
  /^ {2}- content\/assets\/partners\/huge\.svg: is 5 MB; the largest image the site takes is 1 MB: save it smaller, or delete it$/m,
  /^ {2}- content\/assets\/banners\/film\.mov: is a \.mov file, which no field of the site can show \(the site takes \.jpg, .+ files\): delete it, or save it in one of those formats$/m,
  /^ {2}- content\/assets\/banners\/pipe\.jpg: is a named pipe, not a file, and reading it could wait for ever: delete it and put the file itself here$/m,
  /^ {2}- content\/announcements\.yaml › .+ › href: must not hold a name or password before an @ \("https:\/www\.facebook\.com@attacker\.example\/x" leads to attacker\.example, not to the site before the @\): write the site's own address$/m,
  /^ {2}- content\/site\.yaml › .+ › url: has "а" \(U\+0430, a Cyrillic letter\) in its site's name, which is not one of the letters a to z: a name in other letters can look exactly like another site's\. Type the site's name again in a to z, digits and hyphens$/m,
  /^ {2}- content\/team\.yaml: is a named pipe, not a file, and reading it could wait for ever: delete it and put the file itself here$/m,
  /^ {2}- content\/about\.yaml: is a folder, not a file: put the file itself here, or rename the folder$/m,
  /^ {2}- content\/legal\.yaml: is a symbolic link \(to \/dev\/zero\), and the site would publish whatever it points to: put the file itself here instead$/m,
  /^ {2}- content\/programmes\.yaml › .+ › name: is marked with the YAML tag !!binary \(line \d+\), which makes a value of another kind than text, numbers, lists and fields: delete "!!binary" and write the value itself$/m,
  /^ {2}- content\/contacts\.yaml: starts with %YAML 1\.1, which changes what plain words mean \(in YAML 1\.1, y, yes and no are true and false, and << merges other fields in\): delete that line and the --- after it$/m,
  /^ {2}- content\/services\.yaml › .+: repeats the value marked &a with \*a \(line \d+\), which hides what the record holds, and aliases of aliases make a few lines stand for billions of values: write the value out in full$/m,
  /^ {2}- content\/home\.yaml: is 10\.\d MB, more than every field and list of it at its limit can hold \([\d.]+ KB, with its comments\): delete what does not belong in it, such as a pasted document, and put pictures and documents in content\/assets$/m,
  /^ {2}- content\/pages\.yaml: has 2 MB of comments \(the lines, or ends of lines, from "#"\); a content file's comments hold at most 100 KB: delete a long comment or a pasted document$/m,
  /^ {2}- content\/notes\.yaml: is 5 MB, and is not one of the site's content files, which the site reads: a file of notes or a copy left in content\/ holds at most 1 MB; move it out of content\/, or delete it$/m,
  /^ {2}- content\/assets\/banners\/huge\.png: is 16,000 × 16,000 pixels \(256 megapixels\); the site takes at most 40 megapixels and shows none wider than 2,400 pixels: save it again at 2,400 pixels on its longer side$/m,
  /^ {2}- content\/partners\.yaml › Partner 2 "[\w-]+" › name: holds U\+E0069 \(a tag character\), which draws nothing and can hide words from the people who read the text: delete it$/m,
  /^ {2}- content\/articles\.yaml › Article 1 "[\w-]+" › title: holds U\+2028 \(line separator\), a break some browsers and editors show and others do not: delete it, and press Enter where the text takes a new line$/m,
];

describe("checkContent", () => {
  it("gives the files the build writes, the proposal among them", slow, async () => {
    const { files } = await checkContent();
    const names = files.map((file) => file.fileName);
    expect(names).toContain("partnership-proposal.pdf");
    expect(names).toContain(calendarFeedFile);
    expect(names).toContain("sitemap.xml");
  });
});

describe("npm run content:check", () => {
  it("passes content gone out of date, and prints the warning the build prints", slow, async () => {
    // A day when everything in the content is over: the check passes, and warns of it.
    const day = "2099-12-31";
    const { stdout, stderr } = await runContentCheck("--on", day);
    const warning = outOfDateWarning(loadContent(), Date.parse(`${day}T12:00:00-05:00`));
    expect(warning).toContain("Out of date (as of 31 December 2099 in Jamaica)");
    expect(stdout).toContain("Content OK");
    expect(stderr).toContain(`Warning, which does not stop the build:\n${warning}`);
  });

  it("refuses a day that does not exist", slow, async () => {
    const refused = await runContentCheck("--on", "2027-02-30").then(
      () => undefined,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain("--on 2027-02-30 is not a day written YYYY-MM-DD");
  });
});

describe("npm run build", () => {
  /** What `npm run build` prints and exits with, the content taken from `dir`, in GitHub Actions. */
  async function runBuild(dir: string) {
    const scratch = mkdtempSync(path.join(tmpdir(), "jade-build-"));
    made.push(scratch);
    const summary = path.join(scratch, "summary.md");
    const result = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/build/build.ts"],
      {
        cwd: root,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          CONTENT_DIR: dir,
          BUILD_DIR: path.join(scratch, "build"),
          GITHUB_ACTIONS: "true",
          GITHUB_STEP_SUMMARY: summary,
        },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code,
        output: (error.stdout ?? "") + (error.stderr ?? ""),
      }),
    );
    return { ...result, summary: readFileSync(summary, { encoding: "utf8", flag: "a+" }) };
  }

  it.each([
    "a right-to-left override in a programme's name",
    "a truncated JPEG an article names",
  ] as const)(
    "refuses %s in content:check's words: file, record and field, no stack trace, no page",
    slow,
    async (name) => {
      const dir = fixture(fixtures[name]);
      const [build, check] = await Promise.all([runBuild(dir), checkVerdict(dir)]);
      if (check.ok) throw new Error("content:check took the fixture");
      expect(build.code).toBe(1);
      // Exactly the lines content:check prints, then one line saying nothing was built.
      expect(build.output).toContain(check.message);
      expect(build.output.replace(check.message, "").trim()).toMatch(
        /^build: the content was refused, so nothing was built\. There is no earlier build in .+\/\.$/,
      );
      expect(build.output).not.toMatch(/^ {4}at /m);
      expect(build.output).not.toContain("<!DOCTYPE");
      // The pull request's check summary lists the same problems.
      const lines = check.message.split("\n").filter((line) => line.startsWith("  - "));
      expect(lines.length).toBeGreaterThan(0);
      expect(build.summary).toBe(
        `## The content was refused\n\n${lines.map((line) => `- ${line.slice(4)}`).join("\n")}\n\n`,
      );
    },
  );

  it(
    "refuses each content edge of issues 38 and 52 as content:check and the build's content step do: once each, by file, record and field",
    slow,
    async () => {
      const dir = fixture(edges);
      const [build, check, step] = await Promise.all([
        runBuild(dir),
        contentCheckVerdict(dir),
        checkVerdict(dir),
      ]);
      if (check.ok) throw new Error("content:check took the fixture");
      expect(step).toEqual(check);
      for (const line of edgeLines) expect(check.message).toMatch(line);
      // Nothing else, and nothing twice (the link named legal.yaml is found by the walk and the loader).
      expect(check.message).toMatch(new RegExp(`^The content has ${edgeLines.length} problems:`));
      expect(check.message).not.toMatch(/EISDIR|ELOOP|ENXIO|Warning/);
      expect(build.code).toBe(1);
      expect(build.output).toContain(check.message);
      expect(build.output.replace(check.message, "").trim()).toMatch(
        /^build: the content was refused, so nothing was built\. There is no earlier build in .+\/\.$/,
      );
      expect(build.output).not.toMatch(/^ {4}at /m);
      expect(build.summary.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(
        edgeLines.length,
      );
    },
  );
});
