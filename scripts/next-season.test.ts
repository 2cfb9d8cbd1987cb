import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDirectory, loadContent } from "../app/content/load.server";
import { type Content, type ContentName, contentSchemas } from "../app/content/schema";
import { sponsorTiers } from "../app/content/sets";
import { currentAnnouncements, withClosingDays } from "../app/lib/announcement-rule";
import { checkContent, checkFiles } from "../app/pipeline/check.server";
import { copyContent, editFile, fieldsOfFormat, noonOn, yearsLater } from "./content-edits";
import { datesNextSeason, makeNextSeason } from "./next-season";

// Next season made from the tests' own content set, and from odd ones: each must pass the content
// check and show every change of issue 38's list, with every comment kept.

const root = path.resolve(import.meta.dirname, "..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function newFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-next-season-"));
  made.push(dir);
  return path.join(dir, "content");
}

const today = "2026-11-28";
const builtAt = noonOn(today);
const contentNames = Object.keys(contentSchemas) as ContentName[];

/** The announcements current on a day. */
const current = (content: Content, day: string) =>
  currentAnnouncements(
    withClosingDays(content.announcements.items, content.programmes.programmes),
    day,
  );

/** Each staging by its id. */
const stagingsOf = (content: Content) =>
  new Map(content.programmes.programmes.flatMap(({ stagings }) => stagings.map((s) => [s.id, s])));

describe("next season of the tests' content", () => {
  const before = loadContent();
  let next: string;
  let after: Content;
  let season: number;
  beforeAll(async () => {
    next = newFolder();
    ({ season } = await makeNextSeason(contentDirectory(), next, builtAt));
    after = loadContent(next);
  });

  it("passes the content check, every file the build makes included", async () => {
    await checkContent(next, builtAt);
  });

  it("is the season after the content's last, every programme's latest staging a year on", () => {
    expect(season).toBe(2026);
    const stagings = stagingsOf(after);
    for (const programme of before.programmes.programmes) {
      const now = after.programmes.programmes.find(({ id }) => id === programme.id);
      // The held stagings keep their dates and results.
      for (const staging of programme.stagings) {
        expect(stagings.get(staging.id)?.dates).toEqual(staging.dates);
        expect(stagings.get(staging.id)?.results).toEqual(staging.results);
      }
      const latest = programme.stagings.at(-1)!;
      const added = now?.stagings.at(-1);
      expect(now?.stagings).toHaveLength(programme.stagings.length + 1);
      expect(added?.dates).toEqual(
        latest.dates.map(({ start, end }) => ({
          start: yearsLater(start, 1),
          ...(end && { end: yearsLater(end, 1) }),
        })),
      );
      expect(added?.registrationUrl).toBeDefined();
      expect(added?.registrationCloses).toBeDefined();
    }
  });

  it("changes every price: each tier's cost of every edition, each paid entry fee", () => {
    const stagings = stagingsOf(after);
    let compared = 0;
    for (const programme of before.programmes.programmes) {
      const now = after.programmes.programmes.find(({ id }) => id === programme.id)!;
      if (programme.entry.fee > 0) expect(now.entry.fee).not.toBe(programme.entry.fee);
      else expect(now.entry.fee).toBe(0);
      for (const staging of programme.stagings)
        for (const tier of sponsorTiers) {
          const was = staging.costs?.[tier];
          const is = stagings.get(staging.id)?.costs?.[tier];
          if (typeof was === "number") expect(is, `${staging.id} ${tier}`).not.toBe(was);
          else expect(is).toBe(was);
          compared++;
        }
    }
    expect(compared).toBe(30);
    // Each amount of the donate page's ladder, raised, still smallest first.
    const ladder = (content: Content) => content.donate.gifts.ladder.map(({ amount }) => amount);
    ladder(before).forEach((amount, index) => expect(ladder(after)[index]).toBeGreaterThan(amount));
    expect(ladder(after)).toEqual([...ladder(after)].sort((a, b) => a - b));
    // The schemas' money fields are these; a new one needs the edit to reach it.
    expect(fieldsOfFormat("money").map(({ path: at }) => at)).toEqual([
      "programmes[].entry.fee",
      ...sponsorTiers.map((tier) => `programmes[].stagings[].costs.${tier}`),
      "gifts.ladder[].amount",
    ]);
  });

  it("removes the first partner and adds one, and replaces the first banner by another file", () => {
    const ids = (content: Content) => content.partners.partners.map(({ id }) => id);
    expect(ids(after)).toEqual([...ids(before).slice(1), "sample-partner-1"]);
    expect(existsSync(path.join(next, before.partners.partners[0]!.logo))).toBe(false);
    const [was] = before.home.banners;
    expect(after.home.banners[0]?.image).not.toBe(was?.image);
    expect(existsSync(path.join(next, was!.image))).toBe(false);
  });

  it("adds a programme and ends every announcement", () => {
    expect(after.programmes.programmes.map(({ id }) => id)).toEqual([
      ...before.programmes.programmes.map(({ id }) => id),
      "parish-debate-league",
    ]);
    expect(current(before, "2026-01-01")).not.toEqual([]);
    expect(current(after, today)).toEqual([]);
  });

  it("keeps every comment of every file", () => {
    const comments = (dir: string, file: ContentName) =>
      readFileSync(path.join(dir, `${file}.yaml`), "utf8")
        .split("\n")
        .filter((line) => /^\s*#/.test(line));
    for (const file of contentNames)
      expect(comments(next, file), file).toEqual(comments(contentDirectory(), file));
  });

  it("makes the season after when run on its own output", async () => {
    const second = newFolder();
    const context = await makeNextSeason(next, second, builtAt);
    expect(context.season).toBe(season + 1);
    const twice = await checkFiles(second);
    for (const programme of after.programmes.programmes) {
      const latest = programme.stagings.at(-1)!;
      const again = twice.programmes.programmes.find(({ id }) => id === programme.id);
      expect(again?.stagings.at(-1)?.dates[0]?.start).toBe(yearsLater(latest.dates[0]!.start, 1));
    }
    expect(twice.partners.partners).toHaveLength(after.partners.partners.length);
    expect(current(twice, today)).toEqual([]);
  });
});

describe("next season of any content", () => {
  it("decides what a season later means for every date field of the schemas", () => {
    expect(Object.keys(datesNextSeason).sort()).toEqual(
      fieldsOfFormat("date")
        .map(({ file, path: at }) => `${file} ${at}`)
        .sort(),
    );
  });

  it("holds for content with no announcement, no partner, a programme with no staging and phone crops", async () => {
    const odd = newFolder();
    copyContent(contentDirectory(), odd);
    const logos = loadContent(odd).partners.partners.map(({ logo }) => logo);
    editFile(odd, "announcements", (file) => {
      file.items = [];
    });
    editFile(odd, "partners", (file) => {
      file.partners = [];
    });
    for (const logo of logos) rmSync(path.join(odd, logo));
    editFile(odd, "programmes", ({ programmes: [first] }) => {
      first!.stagings = [];
    });
    // Every slide with a phone crop: its own picture will do for the test.
    editFile(odd, "home", ({ banners }) => {
      for (const banner of banners) banner.imagePhone = banner.image;
    });
    const next = newFolder();
    await makeNextSeason(odd, next, builtAt);
    const content = await checkFiles(next);
    expect(content.programmes.programmes[0]?.stagings).toEqual([]);
    expect(content.partners.partners.map(({ id }) => id)).toEqual(["sample-partner-1"]);
    expect(content.announcements.items).toHaveLength(1);
    expect(current(content, today)).toEqual([]);
    const [banner] = content.home.banners;
    expect(banner?.imagePhone).not.toBe(banner?.image);
    expect(existsSync(path.join(next, banner!.imagePhone!))).toBe(true);
    expect(existsSync(path.join(next, "assets/banners/slide-1.jpg"))).toBe(false);
  });

  it("follows the content's dates, not the year it is made in", async () => {
    const later = "2031-06-15";
    const next = newFolder();
    const { season } = await makeNextSeason(contentDirectory(), next, noonOn(later));
    expect(season).toBe(2026);
    expect(current(loadContent(next), later)).toEqual([]);
  });
});

describe("tsx scripts/next-season.ts", () => {
  it("makes next season's content in a new folder, and refuses a folder that exists", () => {
    const run = (...args: string[]) =>
      spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/next-season.ts", ...args], {
        cwd: root,
        encoding: "utf8",
      });
    const to = newFolder();
    const made = run("--from", contentDirectory(), "--to", to, "--on", today);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain("The 2026–2027 season's content is in");
    expect(loadContent(to).programmes.programmes.at(-1)?.id).toBe("parish-debate-league");
    const again = run("--from", contentDirectory(), "--to", to);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain("exists already: name a new folder to make");
  });
});
