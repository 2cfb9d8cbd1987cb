/**
 * Reads and validates every file in `content/`. Runs in Node at build time (Vite content plugin,
 * content scripts, unit tests); nothing here reaches the browser.
 */
import {
  characterProblems,
  entryAt,
  folderNotFile,
  matchesExtension,
  notUtf8,
  readPlainFile,
} from "./file-checks.server";
import path from "node:path";
import type { z } from "zod";
import { namedAssets } from "./asset-fields";
import { extensionOf, rasterFormats, tooLarge } from "./asset-rules";
import { crossCheck as crossReferences } from "./cross-check";
import { commentsTooLong, fileTooLarge } from "./file-size.server";
import { locate } from "./locate";
import { unmarkedSampleValues } from "./sample-values";
import { readYaml } from "./yaml-source";

export { reservedValuePatterns, walk } from "./sample-values";
import { type Content, type ContentName, contentSchemas } from "./schema";

export { locate };

export interface ContentProblem {
  file: string;
  /** Where in the file, as the editor names it: `Programme 3 "national-debaters-week" › Staging 1 "ndw-2025" › Date 1 › start`. */
  where: string;
  message: string;
  /**
   * The file under content/ the problem is about, when a field names it ("assets/x.jpg"): the
   * check then leaves out its own line for that file (app/pipeline/check.server.ts).
   */
  asset?: string;
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

/**
 * The content folder: content/, or the folder `CONTENT_DIR` names: the tests' own set
 * (tests/content, which every test of code reads: vitest.config.ts, playwright.config.ts) or one
 * a script makes (the next season's, scripts/next-season.ts). Read at each call, so a script may
 * set it from its options before anything loads (`npm run build -- --content DIR`).
 */
export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(import.meta.dirname, "../../content"));
}

/** Loads, validates and cross-checks all content. Throws a ContentError naming every problem. */
export function loadContent(contentDir = contentDirectory()): Content {
  const problems: ContentProblem[] = [];
  const loaded: Partial<Record<ContentName, unknown>> = {};

  for (const name of Object.keys(contentSchemas) as ContentName[]) {
    const file = `content/${name}.yaml`;
    const filePath = path.join(contentDir, `${name}.yaml`);
    // Opened only if it is a plain file: a folder, a link, a pipe or a device is named instead.
    const read = readPlainFile(filePath);
    if (!read.ok) {
      problems.push({
        file,
        where: "",
        message: read.missing ? "the file is missing" : read.message,
      });
      continue;
    }
    const { bytes } = read;
    // Read, never parsed, past the most its schema's values and comments write (file-size.server.ts).
    const large = fileTooLarge(bytes.length, name);
    if (large) {
      problems.push({ file, where: "", message: large });
      continue;
    }
    const badByte = notUtf8(bytes);
    if (badByte) {
      problems.push({
        file,
        where: "",
        message: `is not UTF-8 text (a byte at ${badByte} is not a character): save the file as UTF-8`,
      });
      continue;
    }
    const text = bytes.toString("utf8");
    // A pasted document in a comment, which the site never shows, is not carried by every build.
    const comments = commentsTooLong(text);
    if (comments) {
      problems.push({ file, where: "", message: comments });
      continue;
    }
    // Plain YAML 1.2 only: a tag, %YAML 1.1 or a << merge is refused by its place (yaml-source.ts).
    const reading = readYaml(text);
    if (!reading.ok) {
      if ("invalid" in reading)
        problems.push({ file, where: "", message: `is not valid YAML: ${reading.invalid}` });
      else
        for (const { at, message } of reading.problems)
          problems.push({ file, where: locate(name, reading.value, at), message });
      continue;
    }
    const raw = reading.value;
    // Every value's characters, whatever its field (the schema's text types say the same of
    // theirs, for the editor): each place is named once.
    const named = new Set<string>();
    const add = (problem: ContentProblem) => {
      const key = describeProblem(problem);
      if (!named.has(key)) problems.push(problem);
      named.add(key);
    };
    for (const { at, message } of characterProblems(raw))
      add({ file, where: locate(name, raw, at), message });
    const result = (contentSchemas[name] as z.ZodType).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        add({ file, where: locate(name, raw, issue.path), message: issue.message });
      continue;
    }
    problems.push(...unmarkedSamples(name, raw));
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
    where: locate(problem.file, content[problem.file], problem.path),
    message: problem.message,
  }));

  // Each file a field names (app/content/asset-fields.ts finds the fields in the schemas): it
  // exists, fits its kind's size, and a vector, video or captions file is what its extension
  // says. Raster images are decoded whole by checkContent (asset-checks.server.ts).
  for (const { file: name, at, kind, value: asset } of namedAssets(content)) {
    const file = `content/${name}.yaml`;
    const where = locate(name, content[name], at);
    const assetFile = path.join(contentDir, asset);
    // Looked at, never followed or opened, unless it is a plain file (file-checks.server.ts).
    const entry = entryAt(assetFile);
    if (entry.kind !== "file") {
      const why =
        entry.kind === "missing"
          ? "does not exist"
          : entry.kind === "folder"
            ? folderNotFile
            : entry.message;
      problems.push({ file, where, message: `points to content/${asset}, which ${why}`, asset });
      continue;
    }
    const large = tooLarge(kind, entry.size);
    if (large) {
      problems.push({ file, where, message: `points to content/${asset}. ${large}`, asset });
      continue;
    }
    const extension = extensionOf(asset);
    if (
      !(rasterFormats as readonly string[]).includes(extension) &&
      matchesExtension(assetFile) === false
    )
      problems.push({
        file,
        where,
        message: `points to content/${asset}, whose bytes are not a .${extension} file: save it again in that format, or name it by what it is`,
        asset,
      });
  }
  return problems;
}

/**
 * Reserved example values (example.org, 555-01xx) must be marked as sample, so the report of what
 * to replace before launch is complete.
 */
function unmarkedSamples(name: ContentName, raw: unknown): ContentProblem[] {
  return unmarkedSampleValues(raw).map(({ path: at, value }) => ({
    file: `content/${name}.yaml`,
    where: locate(name, raw, at),
    message: `holds the sample value ${JSON.stringify(value)} without a sample mark; add "sample: true" to the record or name the field in its sample list`,
  }));
}
