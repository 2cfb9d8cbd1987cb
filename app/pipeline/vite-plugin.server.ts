/**
 * Serves the validated content as `virtual:content/<file>` modules, one per file in content/,
 * which only the route loaders' module (app/pipeline/route-data.server.ts) and unit tests import:
 * pages get their content as loader data in their HTML, never in their scripts (decision 0017).
 * Also serves the build date as `virtual:build-info`, which pages do import. A content mistake
 * stops the build with a ContentError naming the file, record and field. Writes the files
 * generated from the content (app/outputs/: proposal, icons, social cards, calendars, sitemap)
 * into the client build through checkContent (app/pipeline/check.server.ts), the same function
 * `npm run content:check` runs, and serves them in dev. In `npm run build` the content, the
 * files and the clock reading are the build's own (build-run.server.ts), made once for every step.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { jamaicaToday } from "../lib/dates";
import { calendarFiles } from "../outputs/calendar.server";
import { robotsTxt, sitemapFiles, sitemapXml } from "../outputs/sitemap.server";
import { identityFiles } from "../outputs/identity.server";
import { buildRun } from "./build-run.server";
import { checkContent, outOfDateWarning } from "./check.server";
import { ContentError, contentDirectory, loadContent } from "../content/load.server";
import { buildProposalPdf, proposalCoverSvg, proposalFiles } from "../outputs/proposal.server";
import { type Content, contentSchemas } from "../content/schema";

const contentPrefix = "virtual:content/";
const buildInfoId = "virtual:build-info";

/**
 * `outputs: false` leaves the generated files out of this build's bundle: the islands' build
 * (vite.islands.config.ts) writes into the folder React Router's build has already filled.
 */
export function contentPlugin(
  contentDir = contentDirectory(),
  { outputs = true }: { outputs?: boolean } = {},
): Plugin {
  let cache: Content | undefined;
  /** The build's run (scripts/build.ts), when this plugin is one of its steps. */
  const run = () => {
    const current = buildRun();
    return current?.contentDir === contentDir ? current : undefined;
  };
  const load = async () => {
    const current = run();
    return current ? (await current.checked()).content : (cache ??= loadContent(contentDir));
  };
  // One clock reading per build, so the pages' build date, the islands' and the calendars'
  // DTSTAMP agree: the build's own when there is one.
  let startedAt: number | undefined;
  const buildTime = () => run()?.builtAt ?? (startedAt ??= Date.now());

  // The content's pictures and files are taken by globs under `@content/assets/`
  // (app/lib/content-images.server.ts, app/lib/content-assets.ts), keyed from "/assets/" on.
  if (contentDir.split(path.sep).includes("assets"))
    throw new Error(
      `The content folder ${contentDir} has a folder named assets in its path, which its files' paths would be confused with: use another folder.`,
    );

  return {
    name: "jade-content",
    // `@content` is this build's content folder, for the globs of its assets.
    config: () => ({ resolve: { alias: { "@content": contentDir } } }),
    resolveId(source) {
      if (source.startsWith(contentPrefix) || source === buildInfoId) return `\0${source}`;
      return undefined;
    },
    async load(resolved) {
      if (resolved === `\0${buildInfoId}`) {
        const now = buildTime();
        return `export const builtAt = ${now};\nexport const builtOn = ${JSON.stringify(jamaicaToday(now))};\n`;
      }
      if (!resolved.startsWith(`\0${contentPrefix}`)) return undefined;
      const name = resolved.slice(contentPrefix.length + 1);
      if (!(name in contentSchemas)) {
        this.error(
          `There is no content file content/${name}.yaml (known: ${Object.keys(contentSchemas).join(", ")})`,
        );
      }
      let content: Content;
      try {
        content = await load();
      } catch (error) {
        // Only the content's own message matters to the person who edited it; no stack trace.
        this.error((error as ContentError).message);
      }
      this.addWatchFile(path.join(contentDir, `${name}.yaml`));
      return `export default ${JSON.stringify(content[name as keyof Content])};\n`;
    },
    // The partnership proposal and its cover, the favicon, app icons, manifest, social cards,
    // calendar files, sitemap and robots.txt, written into the client build from the content by
    // checkContent: the very check `npm run content:check` runs, so the two cannot disagree.
    async generateBundle() {
      if (this.environment.name !== "client" || !outputs) return;
      let checked: Awaited<ReturnType<typeof checkContent>>;
      try {
        checked = await (run()?.checked() ?? checkContent(contentDir, buildTime()));
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      // `npm run build` prints the warning once, with its check (scripts/build.ts).
      const stale = run() ? "" : outOfDateWarning(checked.content, buildTime());
      if (stale) this.warn(stale);
      for (const { fileName, source } of checked.files)
        this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const content = await load();
        if (request.url === `/${proposalFiles.pdf}`) {
          response.setHeader("Content-Type", "application/pdf");
          response.end(Buffer.from(await buildProposalPdf(content, jamaicaToday(Date.now()))));
        } else if (request.url === `/${proposalFiles.cover}`) {
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(proposalCoverSvg(content));
        } else if (request.url === `/${sitemapFiles.sitemap}`) {
          response.setHeader("Content-Type", "application/xml; charset=utf-8");
          response.end(sitemapXml(content.site.siteUrl, jamaicaToday(Date.now())));
        } else if (request.url === `/${sitemapFiles.robots}`) {
          response.setHeader("Content-Type", "text/plain; charset=utf-8");
          response.end(robotsTxt(content.site.siteUrl));
        } else if (request.url?.startsWith("/calendar/")) {
          const calendar = calendarFiles(content, Date.now()).find(
            (file) => request.url === `/${file.fileName}`,
          );
          if (!calendar) return next();
          response.setHeader("Content-Type", "text/calendar; charset=utf-8");
          response.end(calendar.source);
        } else {
          const identity = identityFiles(content).find(
            (file) => request.url === `/${file.fileName}`,
          );
          if (!identity) return next();
          response.setHeader("Content-Type", identity.contentType);
          response.end(await identity.render());
        }
      });
    },
    watchChange(id) {
      if (id.startsWith(contentDir)) cache = undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(contentDir)) return;
      cache = undefined;
      for (const name of Object.keys(contentSchemas)) {
        const module = server.moduleGraph.getModuleById(`\0${contentPrefix}${name}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
    },
  };
}
