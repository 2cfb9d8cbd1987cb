import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { contentDirectory, loadContent } from "../app/content/load.server";
import { type Content, type ContentName, contentSchemas } from "../app/content/schema";
import { sponsorTiers } from "../app/content/sets";
import { isSample } from "../app/content/sample-values";
import { currentAnnouncements, withClosingDays } from "../app/lib/announcement-rule";
import { firstDay, registrationOpen } from "../app/lib/stagings";
import { checkFiles } from "../app/pipeline/check.server";
import {
  addDays,
  capOf,
  contentEdits,
  copyContent,
  editContext,
  editFile,
  type EditName,
  fieldsOfFormat,
  noonOn,
  readContent,
  runEdits,
  valuesAt,
  yearsLater,
} from "./content-edits";

// Each edit runs on a copy of the tests' own content set (tests/content): its result must pass
// the content check and show the change, with every comment of every file kept.

const root = path.resolve(import.meta.dirname, "..");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A new folder's path (not made yet) in a temporary folder removed after the tests. */
function newFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-edits-"));
  folders.push(dir);
  return path.join(dir, "content");
}

/** The build's day in these tests, and the context of edits on it. */
const today = "2026-11-28";
const contextOf = (dir: string) => editContext(dir, noonOn(today));

/** The edits that write assets: the check decodes every file of their results, as the build would. */
const assetEdits = new Set<EditName>([
  "first-banner",
  "add-partner",
  "fill-partners",
  "remove-first-partner",
]);

const original = loadContent();
const made = new Map<string, Promise<{ dir: string; before: Content; after: Content }>>();

/**
 * A copy of the tests' content with `names` made, and the content as it was before. Made once for
 * the tests that read it: none changes it.
 */
function edited(...names: EditName[]) {
  const key = names.join(" ");
  let result = made.get(key);
  if (!result) {
    result = (async () => {
      const dir = newFolder();
      copyContent(contentDirectory(), dir);
      await runEdits(dir, names, contextOf(dir));
      return { dir, before: original, after: loadContent(dir) };
    })();
    made.set(key, result);
  }
  return result;
}

const contentNames = Object.keys(contentSchemas) as ContentName[];
const comments = (text: string) => text.split("\n").filter((line) => /^\s*#/.test(line));

describe("each edit", () => {
  it.each(Object.keys(contentEdits) as EditName[])(
    "%s keeps every comment and gives content the check takes",
    async (name) => {
      const { dir } = await edited(name);
      for (const file of contentNames) {
        const read = (from: string) => readFileSync(path.join(from, `${file}.yaml`), "utf8");
        expect(comments(read(dir)), `${file}.yaml`).toEqual(comments(read(contentDirectory())));
      }
      // edited() loaded it (the schemas, references and named assets); the files of an edit of
      // assets are decoded whole too, as the build decodes them.
      if (assetEdits.has(name)) await checkFiles(dir);
    },
  );
});

describe("next-stagings", () => {
  it("repeats each programme's latest staging a year on, with its prices and a registration form", async () => {
    const { before, after, dir } = await edited("next-stagings");
    before.programmes.programmes.forEach((programme, index) => {
      const stagings = after.programmes.programmes[index]?.stagings ?? [];
      expect(stagings.slice(0, -1)).toEqual(programme.stagings);
      const [latest] = programme.stagings.slice(-1);
      const [next] = stagings.slice(-1);
      if (!latest || !next) throw new Error(`${programme.id} has no staging`);
      expect(next.dates).toEqual(
        latest.dates.map(({ start, end }) => ({
          start: yearsLater(start, 1),
          ...(end && { end: yearsLater(end, 1) }),
        })),
      );
      expect(next.id).not.toBe(latest.id);
      expect(next.costs).toEqual(latest.costs);
      expect(next.results).toBeUndefined();
      expect(next.registrationUrl).toMatch(/^https:\/\/forms\.example\.org\//);
      expect(next.registrationCloses! < firstDay(next)).toBe(true);
      const at = ["programmes", index, "stagings", stagings.length - 1, "registrationUrl"];
      expect(isSample(readContent(dir, "programmes"), at)).toBe(true);
    });
    // The sample content's last season was 2025–2026: the next one's stagings from January on
    // are still to come on the build day, and take registrations.
    const open = after.programmes.programmes
      .flatMap(({ stagings }) => stagings)
      .filter((staging) => registrationOpen(staging, today))
      .map(({ id }) => id);
    expect(open).toEqual(["academy-2027", "collegiate-2027", "classics-2027"]);
  });

  it("moves each announcement on with its staging", async () => {
    const { before, after } = await edited("next-stagings");
    const ids = after.announcements.items.map((item) => item.staging);
    expect(ids).toEqual(["noc-2026", "ndw-2026", "slam-2026", "academy-2027", "classics-2027"]);
    const tickets = after.announcements.items.find((item) => item.id === "classics-tickets");
    const was = before.announcements.items.find((item) => item.id === "classics-tickets");
    expect(tickets?.until).toBe(yearsLater(was!.until!, 1));
    const current = currentAnnouncements(
      withClosingDays(after.announcements.items, after.programmes.programmes),
      today,
    ).map((item) => item.staging);
    expect(current).toEqual(["academy-2027", "classics-2027"]);
  });

  it("keeps a staging's shape over 29 February, and brings a programme left behind to next season", async () => {
    const dir = newFolder();
    copyContent(contentDirectory(), dir);
    // The first programme ran last from 29 February 2028, the second on that day and the one before.
    editFile(dir, "programmes", ({ programmes: [first, second] }) => {
      first!.stagings.push({
        id: "noc-2028",
        edition: "2028",
        dates: [{ start: "2028-02-29", end: "2028-03-01" }, { start: "2028-03-07" }],
      });
      second!.stagings.push({
        id: "ndw-2028",
        edition: "2028",
        dates: [{ start: "2028-02-28" }, { start: "2028-02-29" }],
      });
    });
    const context = contextOf(dir);
    expect(context.season).toBe(2028);
    await runEdits(dir, ["next-stagings"], context);
    const programmes = loadContent(dir).programmes.programmes;
    expect(programmes[0]?.stagings.at(-1)?.dates).toEqual([
      { start: "2029-02-28", end: "2029-03-01" },
      { start: "2029-03-07" },
    ]);
    expect(programmes[1]?.stagings.at(-1)?.dates).toEqual([
      { start: "2029-02-28" },
      { start: "2029-03-01" },
    ]);
    // The others ran last in 2025–2026: three years on, in the 2028–2029 season too.
    expect(programmes[2]?.stagings.at(-1)?.dates).toEqual([{ start: "2028-11-22" }]);
  });
});

describe("prices", () => {
  /** Every money value of the content, by file and field, in order. */
  const prices = (dir: string) =>
    fieldsOfFormat("money").map(({ file, path: at }) => valuesAt(readContent(dir, file), at));

  it("every-price changes every price and leaves free entries free and tiers not offered so", async () => {
    const { dir } = await edited("every-price");
    const was = prices(contentDirectory()).flat();
    const now = prices(dir).flat();
    expect(now).toHaveLength(was.length);
    expect(was.length).toBeGreaterThan(30);
    now.forEach((price, index) => {
      const old = was[index];
      if (typeof old === "number" && old > 0) expect(price).toBeGreaterThan(old);
      else expect(price).toBe(old);
    });
  });

  it("price-per-tier changes one price of each tier, the latest edition's that offers it", async () => {
    const { before, after } = await edited("price-per-tier");
    const costs = (content: typeof before) =>
      content.programmes.programmes.flatMap(({ stagings }) =>
        stagings.map((staging) => ({ id: staging.id, costs: staging.costs })),
      );
    const changed = costs(after).flatMap(({ id, costs: now }, index) =>
      sponsorTiers
        .filter((tier) => now?.[tier] !== costs(before)[index]?.costs?.[tier])
        .map((tier) => `${id} ${tier}`),
    );
    expect(changed).toEqual([
      "collegiate-2026 platinum",
      "classics-2026 gold",
      "classics-2026 silver",
      "classics-2026 bronze",
      "classics-2026 super-supporter",
    ]);
  });

  it("free-entry makes the first paid entry free", async () => {
    const { before, after } = await edited("free-entry");
    const fees = (content: typeof before) =>
      content.programmes.programmes.map((programme) => programme.entry.fee);
    expect(fees(before)).toEqual([5000, 8000, 0, 12000, 15000, 0]);
    expect(fees(after)).toEqual([0, 8000, 0, 12000, 15000, 0]);
  });
});

describe("pictures and partners", () => {
  it("first-banner replaces the first banner's picture by a new file and deletes the old one", async () => {
    const { before, after, dir } = await edited("first-banner");
    const [was] = before.home.banners;
    const [now] = after.home.banners;
    expect(now?.image).not.toBe(was?.image);
    expect(existsSync(path.join(dir, was!.image))).toBe(false);
    expect(await sharp(path.join(dir, now!.image)).metadata()).toMatchObject({
      format: "jpeg",
      width: 1600,
      height: 640,
    });
    expect(after.home.banners.slice(1)).toEqual(before.home.banners.slice(1));
  });

  it("add-partner adds one partner with a logo of its own", async () => {
    const { before, after, dir } = await edited("add-partner");
    expect(after.partners.partners.slice(0, -1)).toEqual(before.partners.partners);
    expect(after.partners.partners).toHaveLength(10);
    expect(existsSync(path.join(dir, after.partners.partners.at(-1)!.logo))).toBe(true);
  });

  it("fill-partners fills the list to the most it takes", async () => {
    const { after } = await edited("fill-partners");
    expect(capOf("partners", "partners")).toBe(40);
    expect(after.partners.partners).toHaveLength(40);
    expect(new Set(after.partners.partners.map(({ logo }) => logo)).size).toBe(40);
  });

  it("remove-first-partner removes the first partner and its logo", async () => {
    const { before, after, dir } = await edited("remove-first-partner");
    expect(after.partners.partners).toEqual(before.partners.partners.slice(1));
    expect(existsSync(path.join(dir, before.partners.partners[0]!.logo))).toBe(false);
  });
});

describe("add-programme", () => {
  it("adds a programme with a staging next season, announced, that donors can give to", async () => {
    const { before, after } = await edited("add-programme");
    expect(after.programmes.programmes).toHaveLength(before.programmes.programmes.length + 1);
    const added = after.programmes.programmes.at(-1)!;
    expect(added.image).toBeUndefined();
    expect(added.stagings.map(firstDay)).toEqual(["2027-02-13"]);
    expect(registrationOpen(added.stagings[0]!, today)).toBe(true);
    expect(after.announcements.items.at(-1)?.staging).toBe(added.stagings[0]?.id);
    expect(after.donate.reference.purposes.at(-1)?.id).toBe(added.id);
  });
});

describe("end-announcements", () => {
  it("ends every announcement the day before the build", async () => {
    // Next season's stagings first: their announcements are current until they are ended.
    const { after } = await edited("next-stagings", "add-programme", "end-announcements");
    const items = withClosingDays(after.announcements.items, after.programmes.programmes);
    expect(currentAnnouncements(items, today)).toEqual([]);
    expect(items.map((item) => item.until)).toEqual([
      "2026-07-18",
      "2026-09-28",
      "2026-11-08",
      addDays(today, -1),
      addDays(today, -1),
      addDays(today, -1),
    ]);
  });
});

describe("yearsLater", () => {
  it("moves 29 February to the 28th in a year without one", () => {
    expect(yearsLater("2028-02-29", 1)).toBe("2029-02-28");
    expect(yearsLater("2028-02-29", 4)).toBe("2032-02-29");
    expect(yearsLater("2026-12-31", 1)).toBe("2027-12-31");
  });
});

describe("tsx scripts/content-edits.ts", () => {
  const run = (...args: string[]) =>
    spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/content-edits.ts", ...args], {
      cwd: root,
      encoding: "utf8",
    });

  it("lists the edits, makes the ones named in a new folder, and refuses an edit it does not know", () => {
    expect(run("--list").stdout.split("\n").filter(Boolean)).toHaveLength(
      Object.keys(contentEdits).length,
    );
    const to = newFolder();
    const result = run("--edit", "free-entry", "--from", contentDirectory(), "--to", to);
    expect(result.status, result.stderr).toBe(0);
    expect(loadContent(to).programmes.programmes[0]?.entry.fee).toBe(0);
    const refused = run("--edit", "free-entries", "--to", newFolder());
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("no edit named free-entries; --list names the edits");
  });
});
