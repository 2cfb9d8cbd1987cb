import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDirectory, loadContent } from "../app/content/load.server";
import { type Content, type Staging } from "../app/content/schema";
import { isOver, lastDay } from "../app/lib/stagings";
import { checkContent } from "../app/pipeline/check.server";
import { capOf, copyContent, editFile, noonOn } from "./content-edits";
import { decadeSeasons, makeDecade, seasonDays } from "./decade";
import { makeNextSeason } from "./next-season";

// The decade rehearsal made from the tests' own content: ten seasons on, every growing list at
// the schema's limit, and valid on both days it is checked on. Then next season made from content
// at the limits, which must stay within them (issue 51: the rehearsal in npm test would otherwise
// fail main on content staff were allowed to write).

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function newFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-decade-"));
  made.push(dir);
  return path.join(dir, "content");
}

const builtAt = noonOn("2026-12-01");

describe("the decade made from the tests' content", () => {
  const before = loadContent();
  let dir: string;
  let days: { inSeason: string; betweenSeasons: string };
  let decade: Content;
  beforeAll(async () => {
    dir = newFolder();
    days = await makeDecade(contentDirectory(), dir, builtAt);
    decade = loadContent(dir);
  }, 120_000);

  it("passes the content check on a day in its season and on one between seasons", async () => {
    await checkContent(dir, noonOn(days.inSeason));
    await checkContent(dir, noonOn(days.betweenSeasons));
    // The two days are the latest season's: the day before its first staging, the day after its last.
    expect(seasonDays(dir)).toEqual(days);
    expect(days.inSeason < days.betweenSeasons).toBe(true);
  });

  it("fills every list that grows to the schema's limit", () => {
    const { programmes } = decade.programmes;
    expect(programmes).toHaveLength(capOf("programmes", "programmes"));
    expect(decade.partners.partners).toHaveLength(capOf("partners", "partners"));
    expect(decade.articles.articles).toHaveLength(capOf("articles", "articles"));
    expect(decade.home.banners).toHaveLength(capOf("home", "banners"));
    expect(decade.announcements.items).toHaveLength(capOf("announcements", "items"));
    expect(decade.adjudicators.adjudicators).toHaveLength(capOf("adjudicators", "adjudicators"));
    expect(decade.team.board).toHaveLength(capOf("team", "board"));
    expect(decade.team.seniorManagers).toHaveLength(capOf("team", "seniorManagers"));
    expect(decade.team.departments).toHaveLength(capOf("team", "departments"));
    for (const department of decade.team.departments)
      expect(department.members).toHaveLength(capOf("team", "departments[].members"));
    expect(decade.contacts.contacts).toHaveLength(capOf("contacts", "contacts"));
  });

  it("stages every programme in each of ten more seasons, with results for every staging held", () => {
    for (const programme of decade.programmes.programmes) {
      const was = before.programmes.programmes.find(({ id }) => id === programme.id);
      // The first, a middle and the last programme alike: one staging a season, ten seasons on.
      expect(programme.stagings.length, programme.id).toBeGreaterThanOrEqual(decadeSeasons + 1);
      expect(programme.stagings.length, programme.id).toBeLessThanOrEqual(
        capOf("programmes", "programmes[].stagings"),
      );
      for (const staging of programme.stagings)
        if (isOver(staging, days.inSeason))
          expect(staging.results, `${programme.id} ${staging.id}`).toBeDefined();
        else expect(staging.results, `${programme.id} ${staging.id}`).toBeUndefined();
      // What was held before keeps its results as staff wrote them.
      for (const staging of was?.stagings ?? [])
        expect(programme.stagings.find(({ id }) => id === staging.id)?.results).toEqual(
          staging.results,
        );
    }
  });

  it("announces what takes registrations on the day in its season, and ends nothing early", () => {
    const stagings = new Map(
      decade.programmes.programmes.flatMap(({ stagings: list }) => list.map((s) => [s.id, s])),
    );
    for (const item of decade.announcements.items) {
      const staging = item.staging === undefined ? undefined : stagings.get(item.staging);
      const closes = item.until ?? (staging && (staging.registrationCloses ?? lastDay(staging)));
      expect(closes && closes >= days.inSeason, item.id).toBe(true);
    }
  });

  it("marks what it invents as samples, so the content report lists every one", () => {
    const marked = (record: { sample?: unknown }) => record.sample !== undefined;
    expect(decade.partners.partners.filter((p) => !before.partners.partners.includes(p))).toSatisfy(
      (added: typeof decade.partners.partners) => added.every(marked),
    );
    for (const adjudicator of decade.adjudicators.adjudicators.slice(
      before.adjudicators.adjudicators.length,
    ))
      expect(marked(adjudicator), adjudicator.id).toBe(true);
    for (const article of decade.articles.articles.slice(before.articles.articles.length))
      expect(marked(article), article.id).toBe(true);
    for (const contact of decade.contacts.contacts.slice(before.contacts.contacts.length))
      expect(marked(contact), contact.id).toBe(true);
  });
});

describe("next season made from content at the limits", () => {
  it("stays within them: no programme past the 12th, the oldest staging held making room at 30", async () => {
    const dir = newFolder();
    copyContent(contentDirectory(), dir);
    const cap = capOf("programmes", "programmes[].stagings");
    // The first programme staged every year back to 30 stagings; programmes added to the limit.
    editFile(dir, "programmes", (file) => {
      const [first] = file.programmes;
      const latest = first!.stagings[0]!;
      const yearsBack = (years: number): Staging => ({
        ...structuredClone(latest),
        id: `${latest.id}-${years}-back`,
        edition: `${Number(latest.edition) - years}`,
        dates: latest.dates.map(({ start, end }) => ({
          start: `${Number(start.slice(0, 4)) - years}${start.slice(4)}`,
          ...(end ? { end: `${Number(end.slice(0, 4)) - years}${end.slice(4)}` } : {}),
        })),
      });
      first!.stagings = [
        ...Array.from({ length: cap - 1 }, (_, index) => yearsBack(cap - 1 - index)),
        latest,
      ];
      while (file.programmes.length < capOf("programmes", "programmes"))
        file.programmes.push({
          ...structuredClone(file.programmes.at(-1)!),
          id: `copy-${file.programmes.length}`,
          name: `Copy ${file.programmes.length}`,
          stagings: file.programmes.at(-1)!.stagings.map((staging) => ({
            ...structuredClone(staging),
            id: `${staging.id}-copy-${file.programmes.length}`,
          })),
        });
    });
    const full = loadContent(dir);
    expect(full.programmes.programmes[0]!.stagings).toHaveLength(cap);
    await checkContent(dir, builtAt);

    const next = newFolder();
    await makeNextSeason(dir, next, builtAt);
    const after = loadContent(next);
    await checkContent(next, builtAt);
    expect(after.programmes.programmes).toHaveLength(capOf("programmes", "programmes"));
    const [first] = after.programmes.programmes;
    expect(first!.stagings).toHaveLength(cap);
    // The oldest made room; the newest is next season's.
    const oldest = full.programmes.programmes[0]!.stagings[0]!;
    expect(first!.stagings.map(({ id }) => id)).not.toContain(oldest.id);
    expect(
      first!.stagings.at(-1)!.dates[0]!.start >
        full.programmes.programmes[0]!.stagings.at(-1)!.dates[0]!.start,
    ).toBe(true);
  }, 60_000);
});
