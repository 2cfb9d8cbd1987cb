/**
 * The one content check. The build and `npm run content:check` both run checkContent: the loader
 * (every file's schema, the references between files, the assets on disk), then every file the
 * build makes from the content (the proposal PDF and its cover, icons and social cards, calendar
 * files, sitemap, robots.txt), any of which can refuse it. So the check says "Content OK" exactly
 * when the build would take the content, and a refusal names the file, the record and the field
 * as a ContentError. Node only.
 */
import { jamaicaToday } from "../lib/dates";
import { calendarFiles } from "../outputs/calendar.server";
import { identityFiles } from "../outputs/identity.server";
import { defaultContentDir, loadContent } from "./load.server";
import { buildProposalPdf, proposalCoverSvg, proposalFiles } from "../outputs/proposal.server";
import type { Content } from "./schema";
import { robotsTxt, sitemapFiles, sitemapXml } from "../outputs/sitemap.server";

/** A file the build writes beside the pages, made from the content. */
export interface GeneratedFile {
  fileName: string;
  source: string | Uint8Array;
}

/** Every file the build makes from the content, as of the build's clock (`builtAt`). */
export async function generatedFiles(content: Content, builtAt: number): Promise<GeneratedFile[]> {
  const today = jamaicaToday(builtAt);
  const identity = await Promise.all(
    identityFiles(content).map(async ({ fileName, render }) => ({
      fileName,
      source: await render(),
    })),
  );
  return [
    { fileName: proposalFiles.pdf, source: await buildProposalPdf(content, today) },
    { fileName: proposalFiles.cover, source: proposalCoverSvg(content) },
    ...identity,
    ...calendarFiles(content, builtAt),
    { fileName: sitemapFiles.sitemap, source: sitemapXml(content.site.siteUrl, today) },
    { fileName: sitemapFiles.robots, source: robotsTxt(content.site.siteUrl) },
  ];
}

/**
 * Loads `contentDir` and makes every file the build makes from it. Throws a ContentError naming
 * each problem if the build would refuse the content.
 */
export async function checkContent(
  contentDir = defaultContentDir,
  builtAt = Date.now(),
): Promise<{ content: Content; files: GeneratedFile[] }> {
  const content = loadContent(contentDir);
  return { content, files: await generatedFiles(content, builtAt) };
}
