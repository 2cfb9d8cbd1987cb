/**
 * The one content check. The build and `npm run content:check` both run checkContent: the files
 * under content/ (links, names, every image decoded whole: asset-checks.server.ts), the loader
 * (every file's schema, the references between files, the assets the content names), then every file the
 * build makes from the content (the proposal PDF and its cover, icons and social cards, calendar
 * files, sitemap, robots.txt), any of which can refuse it. So the check says "Content OK" exactly
 * when the build would take the content, and a refusal names the file, the record and the field
 * as a ContentError. Both also print what has gone out of date (outOfDateWarning), as a warning
 * that never stops either. Node only.
 */
import { jamaicaToday } from "../lib/dates";
import { calendarFiles } from "../outputs/calendar.server";
import { type BuildFile, identityFiles } from "../outputs/identity.server";
import { type FileProblem, fileProblems } from "./asset-checks.server";
import { writeSummary } from "./check-summary.server";
import { namedAssets } from "../content/asset-fields";
import {
  type ContentProblem,
  ContentError,
  contentDirectory,
  describeProblem,
  loadContent,
} from "../content/load.server";
import { locate } from "../content/locate";
import { walk } from "../content/sample-values";
import { fontCharacters } from "../outputs/font-subset.server.mjs";
import {
  formatNotListed,
  formatOutOfDate,
  outOfDate,
  registrationsNotListed,
} from "./out-of-date.server";
import { buildProposalPdf, proposalCoverSvg, proposalFiles } from "../outputs/proposal.server";
import type { Content } from "../content/schema";
import { robotsTxt, sitemapFiles, sitemapXml } from "../outputs/sitemap.server";
import { archivePages } from "../lib/archives";

/** A file the build writes beside the pages, made from the content. */
export interface GeneratedFile {
  fileName: string;
  source: string | Uint8Array;
}

/**
 * Every file made from the content beside the pages, as of a clock reading (`builtAt`), each made
 * only when asked for: the one list the build writes (generatedFiles) and `npm run dev` serves
 * (scripts/build/dev-pages.ts) one by one. A refusal across the files (two calendar events
 * at one time) is thrown when the list is made.
 */
export function contentOutputs(content: Content, builtAt: number): BuildFile[] {
  const today = jamaicaToday(builtAt);
  const text = (fileName: string, contentType: string, source: () => string): BuildFile => ({
    fileName,
    contentType,
    render: async () => source(),
  });
  return [
    {
      fileName: proposalFiles.pdf,
      contentType: "application/pdf",
      render: () => buildProposalPdf(content, today),
    },
    text(proposalFiles.cover, "image/svg+xml", () => proposalCoverSvg(content)),
    ...identityFiles(content),
    ...calendarFiles(content, builtAt).map(({ fileName, source }) =>
      text(fileName, "text/calendar; charset=utf-8", () => source),
    ),
    text(sitemapFiles.sitemap, "application/xml; charset=utf-8", () =>
      sitemapXml(
        content.site.siteUrl,
        today,
        archivePages(content, today).map((archive) => archive.path),
      ),
    ),
    text(sitemapFiles.robots, "text/plain; charset=utf-8", () => robotsTxt(content.site.siteUrl)),
  ];
}

/** Every file the build makes from the content, as of the build's clock (`builtAt`), made. */
export async function generatedFiles(content: Content, builtAt: number): Promise<GeneratedFile[]> {
  return Promise.all(
    contentOutputs(content, builtAt).map(async ({ fileName, render }) => ({
      fileName,
      source: await render(),
    })),
  );
}

/**
 * Loads `contentDir` and makes every file the build makes from it. Throws a ContentError naming
 * each problem if the build would refuse the content.
 */
export async function checkContent(
  contentDir = contentDirectory(),
  builtAt = Date.now(),
): Promise<{ content: Content; files: GeneratedFile[] }> {
  const content = await checkFiles(contentDir);
  return { content, files: await generatedFiles(content, builtAt) };
}

/**
 * The check of the content and every file under it, without making the outputs: what checkContent
 * runs first. Throws a ContentError naming each problem.
 */
export async function checkFiles(contentDir = contentDirectory()): Promise<Content> {
  const files = await fileProblems(contentDir);
  let content: Content;
  try {
    content = loadContent(contentDir);
  } catch (error) {
    if (error instanceof ContentError && files.length > 0) {
      // A file a field names is named once, at that field; a content file the walk and the
      // loader both refuse (a link named site.yaml), once.
      const atFields = new Set(error.problems.flatMap((problem) => problem.asset ?? []));
      const lines = new Set(error.problems.map(describeProblem));
      const byName = files
        .filter((problem) => !atFields.has(problem.path))
        .map(byFileName)
        .filter((problem) => !lines.has(describeProblem(problem)));
      throw new ContentError([...byName, ...error.problems]);
    }
    throw error;
  }
  if (files.length > 0) throw new ContentError(files.map((problem) => byField(problem, content)));
  return content;
}

/** A problem with a file no field names, by the file's name. */
function byFileName(problem: FileProblem): ContentProblem {
  return { file: `content/${problem.path}`, where: "", message: problem.message };
}

/** A problem with a file, at the field that names it where one does, else by the file's name. */
function byField(problem: FileProblem, content: Content): ContentProblem {
  const named = namedAssets(content).find((asset) => asset.value === problem.path);
  if (!named) return byFileName(problem);
  return {
    file: `content/${named.file}.yaml`,
    where: locate(named.file, content[named.file], named.at),
    message: `points to content/${problem.path}, which ${problem.message}`,
  };
}

/**
 * What has gone out of date in the content on the build's day in Jamaica, as the build and
 * `npm run content:check` print it; "" when nothing has. Worth knowing at every build, and never a
 * reason to stop one: the site stays true on its own, as it stops showing what is over.
 */
export function outOfDateWarning(content: Content, builtAt: number): string {
  const today = jamaicaToday(builtAt);
  const stale = formatOutOfDate(outOfDate(content, today), today);
  const unlisted = formatNotListed(registrationsNotListed(content, today), today);
  const glyphs = missingGlyphs(content);
  return [stale && `${stale}\n  (npm run content:report lists the same)`, unlisted, glyphs]
    .filter(Boolean)
    .join("\n");
}

/**
 * The places where the content writes a character the site's web font lacks
 * (app/outputs/font-subset.server.mjs): it shows in the visitor's own font there, which is no
 * reason to stop a change, so a warning; the developers add it to the font (`npm run font`).
 */
export function missingGlyphs(content: Content): string {
  const lines: string[] = [];
  for (const name of Object.keys(content) as (keyof Content)[])
    walk(content[name], [], false, (value, at) => {
      const missing = [...new Set(value.replace(/\s/g, ""))].filter(
        (character) => !fontCharacters.includes(character),
      );
      if (missing.length > 0)
        lines.push(
          `  - content/${name}.yaml › ${locate(name, content[name], at)}: ${missing.map((character) => `"${character}"`).join(", ")}`,
        );
    });
  return lines.length === 0
    ? ""
    : `These characters are not in the site's font, so they show in the visitor's own font (a developer adds them with npm run font):\n${lines.join("\n")}`;
}

/**
 * In GitHub Actions, a refusal's problems as the job's summary, which the pull request's checks
 * show: the same lines, file › record › field, under one heading. `npm run content:check` and
 * `npm run build` both write it.
 */
export function summariseRefusal(error: ContentError) {
  const items = error.problems.map((problem) => `- ${describeProblem(problem)}`);
  writeSummary(`## The content was refused\n\n${items.join("\n")}\n\n`);
}
