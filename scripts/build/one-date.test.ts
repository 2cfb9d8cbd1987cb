import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { jamaicaToday, yearOf } from "../../app/lib/dates";

/**
 * Issue 32, point 1: a build gives its pages and its scripts one date. Built with the clock half a
 * second before midnight in Jamaica on the last day of a year, a second reading of the clock taken
 * later by any step (as the islands' build once took its own) falls on the next day and year.
 */
const root = path.resolve(import.meta.dirname, "../..");
const builtAt = "2027-01-01T04:59:59.500Z";
const day = jamaicaToday(Date.parse(builtAt));
const nextDay = jamaicaToday(Date.parse(builtAt) + 1000);

// A BUILD_DIR inside the project: the prerender imports the server build, which finds React in
// node_modules from there.
const dir = mkdtempSync(path.join(root, "build-one-date-"));
// As if a site were served from it: the build stops before the swap, so this stays as it is.
writeFileSync(path.join(dir, "served.txt"), "the last good site\n");
afterAll(() => {
  for (const folder of [dir, `${dir}.next`, `${dir}.previous`])
    rmSync(folder, { recursive: true, force: true });
});

/** Every file below `folder`, relative to it. */
const filesBelow = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

describe("npm run build, just before midnight in Jamaica", () => {
  it("puts one build date in the pages and the scripts", { timeout: 600_000 }, async () => {
    expect([day, nextDay]).toEqual(["2026-12-31", "2027-01-01"]);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // The steps after the pages (search index, editor, headers, precompress) read no clock.
      ["--import", "tsx", "scripts/build/build.ts", "--until", "pages"],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, BUILD_DIR: path.relative(root, dir), BUILD_TIME: builtAt },
      },
    );
    expect(stdout).toContain(`; the build date is ${day} in Jamaica (${builtAt})\n`);
    // An unfinished site is never put in place of the served one.
    expect(stdout).toContain('build: stopped after "pages" (--until)');
    expect(readdirSync(dir)).toEqual(["served.txt"]);

    const client = path.join(`${dir}.next`, "client");
    const files = filesBelow(client);
    const text = (file: string) => readFileSync(path.join(client, file), "utf8");
    const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin"));
    const scripts = files.filter((file) => file.endsWith(".js") && !file.startsWith("admin"));
    expect(pages.length).toBeGreaterThan(10);

    // The pages: every footer shows the build day's year, none the next day's.
    for (const page of pages) {
      const years = [...text(page).matchAll(/©\s*(?:<!-- -->)?(\d{4})/g)].map(([, year]) =>
        Number(year),
      );
      expect(years, page).toEqual([yearOf(day)]);
    }
    // The scripts: the due module (app/islands/due.ts: its entry and the chunk with its code)
    // carries the same day as its `builtOn`.
    const due = scripts.filter((file) => /^assets\/due-[\w-]+\.js$/.test(file));
    expect(due.filter((file) => text(file).includes(JSON.stringify(day)))).toHaveLength(1);
    // No page, script or file made from the content names the next day.
    for (const file of [...pages, ...scripts, "sitemap.xml"])
      expect(text(file), file).not.toContain(nextDay);
    expect(text("sitemap.xml")).toContain(`<lastmod>${day}</lastmod>`);
    // The calendars' DTSTAMP is the same reading of the clock.
    const calendars = files.filter((file) => file.endsWith(".ics"));
    expect(calendars.length).toBeGreaterThan(0);
    for (const calendar of calendars)
      expect(text(calendar), calendar).toMatch(/^DTSTAMP:20270101T045959Z\r?$/m);
  });
});

describe("npm run build -- --until", () => {
  it("refuses a step that does not exist, before it touches a folder", async () => {
    // The build's folder, the files in it, and its siblings (.next, .previous, .lock).
    const touched = () => [
      ...readdirSync(root).filter((name) => name.startsWith(path.basename(dir))),
      ...filesBelow(dir),
    ];
    const before = touched();
    const refused = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/build/build.ts", "--until", "precompression"],
      { cwd: root, env: { ...process.env, BUILD_DIR: path.relative(root, dir) } },
    ).then(
      () => undefined,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain(
      `build: --until names no step: "precompression". The steps: "content", "pages' code", "islands", "pages",`,
    );
    expect(touched()).toEqual(before);
  });
});
