import {
  existsSync,
  readdirSync,
  readFile as readFileWithCallback,
  readFileSync,
  statSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { contentDirectory, loadContent } from "../../app/content/load.server";
import { liveContentDir, testContentDir } from "./content-guard";

const root = path.resolve(import.meta.dirname, "../..");
const refused = /A test of code read content\/site\.yaml, in the association's content\//;

describe("a test of code", () => {
  it("reads the tests' own content set", () => {
    expect(contentDirectory()).toBe(testContentDir);
    expect(loadContent().site.name.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(testContentDir, "site.yaml"), "utf8")).toContain("siteUrl");
  });

  it("cannot read content/, by any of fs's ways in", async () => {
    const file = path.join(liveContentDir, "site.yaml");
    expect(() => readFileSync(file)).toThrow(refused);
    expect(() => readFileSync(pathToFileURL(file))).toThrow(refused);
    expect(() => statSync(file)).toThrow(refused);
    expect(() => existsSync(file)).toThrow(refused);
    expect(() => readdirSync(liveContentDir)).toThrow(/A test of code read content,/);
    await expect(readFile(file)).rejects.toThrow(refused);
    expect(() => readFileWithCallback(file, () => undefined)).toThrow(refused);
  });

  /**
   * The guard sees reads in this process; a script a test starts reads CONTENT_DIR, set to the
   * tests' own set. What neither would catch is a test naming content/ by its path for a process
   * it starts: no test file writes such a path.
   */
  it("names no path to content/ for a process to read", () => {
    const testFiles = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return entry.name === "content" ? [] : testFiles(relative);
        return /\.(test|spec)\.tsx?$|^tests\/support\/.*\.tsx?$/.test(relative) ? [relative] : [];
      });
    const files = [
      ...testFiles("app"),
      ...testFiles("scripts"),
      ...testFiles("tests/e2e"),
      ...testFiles("tests/support"),
    ];
    expect(files.length).toBeGreaterThan(90);
    // Every relative path a file writes that leads to content/ from where the file is
    // ("../../content", "../content/site.yaml"; an import of app/content/ leads elsewhere), and
    // path.join(root, "content"…).
    const naming = files.flatMap((file) => {
      if (file.startsWith("tests/support/content-guard")) return [];
      const text = readFileSync(path.join(root, file), "utf8");
      const relative = [...text.matchAll(/["'`]((?:\.\.\/)+content(?:\/[^"'`$]*)?)["'`$]/g)]
        .map((match) => match[1]!)
        .filter((written) => {
          const resolved = path.resolve(root, path.dirname(file), written);
          return resolved === liveContentDir || resolved.startsWith(`${liveContentDir}/`);
        });
      const joined = /\(\s*root\s*,\s*["'`]content["'`/]/.test(text) ? ['(root, "content")'] : [];
      return [...relative, ...joined].map((written) => `${file}: ${written}`);
    });
    expect(naming).toEqual([]);
  });
});
