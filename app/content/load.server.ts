/**
 * Reads and validates every file in `content/`. Runs in Node at build time (Vite content plugin,
 * content scripts, unit tests); nothing here reaches the browser.
 */
import { controlCharacters, matchesExtension, notUtf8 } from "./file-checks.server";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { crossCheck as crossReferences } from "./cross-check";
import { locate } from "./locate";
import { unmarkedSampleValues } from "./sample-values";

export { reservedValuePatterns, walk } from "./sample-values";
import { type Content, type ContentName, contentSchemas } from "./schema";

export { locate };

export interface ContentProblem {
  file: string;
  /** Where in the file, as a reader would find it: `programmes[2] "national-debaters-week" › stagings[0].dates[0].start`. */
  where: string;
  message: string;
}

/** A content file holds a mistake. The message names every file, record and field at fault. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  - ${describeProblem(problem)}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export function describeProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.where ? ` › ${problem.where}` : ""}: ${problem.message}`;
}

export const defaultContentDir = path.resolve(import.meta.dirname, "../../content");

/** Loads, validates and cross-checks all content. Throws a ContentError naming every problem. */
export function loadContent(contentDir = defaultContentDir): Content {
  const problems: ContentProblem[] = [];
  const loaded: Partial<Record<ContentName, unknown>> = {};

  for (const name of Object.keys(contentSchemas) as ContentName[]) {
    const file = `content/${name}.yaml`;
    const filePath = path.join(contentDir, `${name}.yaml`);
    if (!existsSync(filePath)) {
      problems.push({ file, where: "", message: "the file is missing" });
      continue;
    }
    const bytes = readFileSync(filePath);
    const badByte = notUtf8(bytes);
    if (badByte) {
      problems.push({
        file,
        where: "",
        message: `is not UTF-8 text (a byte at ${badByte} is not a character): save the file as UTF-8`,
      });
      continue;
    }
    let raw: unknown;
    try {
      raw = parse(bytes.toString("utf8"));
    } catch (error) {
      problems.push({ file, where: "", message: `is not valid YAML: ${(error as Error).message}` });
      continue;
    }
    for (const { at, code } of controlCharacters(raw)) {
      problems.push({
        file,
        where: locate(raw, at),
        message: `holds the control character ${code}, which no text needs: delete it`,
      });
    }
    const result = (contentSchemas[name] as z.ZodType).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ file, where: locate(raw, issue.path), message: issue.message });
      }
      continue;
    }
    problems.push(...unmarkedSamples(file, raw));
    loaded[name] = result.data;
  }

  if (problems.length > 0) throw new ContentError(problems);
  const content = loaded as Content;
  problems.push(...crossCheck(content, contentDir));
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** Checks that span files: references between files (cross-check.ts) and assets on disk. */
function crossCheck(content: Content, contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = crossReferences(content).map((problem) => ({
    file: `content/${problem.file}.yaml`,
    where: locate(content[problem.file], problem.path),
    message: problem.message,
  }));

  /** Each named field of each record of a list that names a file, where it does. */
  const named = <Item extends { id: string }>(
    file: string,
    list: string,
    items: readonly Item[],
    fields: readonly (keyof Item & string)[],
  ) =>
    items.flatMap((item, index) =>
      fields.flatMap((field) => {
        const asset = item[field];
        return typeof asset === "string"
          ? [{ file, where: `${list}[${index}] "${item.id}" › ${field}`, asset }]
          : [];
      }),
    );
  const { team } = content;
  const assets: { file: string; where: string; asset: string }[] = [
    ...named("content/articles.yaml", "articles", content.articles.articles, [
      "image",
      "imagePhone",
    ]),
    ...named("content/partners.yaml", "partners", content.partners.partners, ["logo"]),
    ...(["mp4", "webm", "poster", "captions"] as const).map((field) => ({
      file: "content/home.yaml",
      where: `partnership › video.${field}`,
      asset: content.home.partnership.video[field],
    })),
    ...named("content/home.yaml", "banners", content.home.banners, ["image", "imagePhone"]),
    ...named("content/programmes.yaml", "programmes", content.programmes.programmes, [
      "image",
      "imagePhone",
    ]),
    ...named("content/team.yaml", "board", team.board, ["photo"]),
    ...named("content/team.yaml", "seniorManagers", team.seniorManagers, ["photo"]),
    ...team.departments.flatMap((department, index) =>
      named(
        "content/team.yaml",
        `departments[${index}] "${department.id}" › members`,
        department.members,
        ["photo"],
      ),
    ),
  ];
  for (const { file, where, asset } of assets) {
    const assetFile = path.join(contentDir, asset);
    if (!existsSync(assetFile)) {
      problems.push({ file, where, message: `points to content/${asset}, which does not exist` });
    } else if (matchesExtension(assetFile) === false) {
      const extension = asset.split(".").at(-1) ?? "";
      problems.push({
        file,
        where,
        message: `points to content/${asset}, whose bytes are not a .${extension} file: save it again in that format, or name it by what it is`,
      });
    }
  }
  return problems;
}

/**
 * Reserved example values (example.org, 555-01xx) must be marked as sample, so the report of what
 * to replace before launch is complete.
 */
function unmarkedSamples(file: string, raw: unknown): ContentProblem[] {
  return unmarkedSampleValues(raw).map(({ path: at, value }) => ({
    file,
    where: locate(raw, at),
    message: `holds the sample value ${JSON.stringify(value)} without a sample mark; add "sample: true" to the record or name the field in its sample list`,
  }));
}
