/**
 * Serves the validated content as `virtual:content/<file>` modules, one per file in content/,
 * which only the route loaders' module (app/pipeline/route-data.server.ts) and unit tests import:
 * pages get their content as loader data in their HTML, never in their scripts (decision 0017).
 * Also serves the build date as `virtual:build-info`, which pages do import. A content mistake
 * stops the build with a ContentError naming the file, record and field. Serves the files made
 * from the content (app/outputs/: proposal, icons, social cards, calendars, sitemap) in dev, from
 * the list the build writes them from (contentOutputs in app/pipeline/check.server.ts). In
 * `npm run build` the content and the clock reading are the build's run's (build-run.server.ts),
 * which the build hands to this plugin: made once for every step.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { jamaicaToday } from "../lib/dates";
import type { BuildRun } from "./build-run.server";
import { contentOutputs } from "./check.server";
import { type ContentError, contentDirectory, loadContent } from "../content/load.server";
import { type Content, contentSchemas } from "../content/schema";

const contentPrefix = "virtual:content/";
const buildInfoId = "virtual:build-info";

/**
 * `run`: the build's run (scripts/build/build.ts), whose content and clock reading this plugin then
 * serves, when it is one of the build's steps; its content folder is the run's.
 */
export function contentPlugin(
  contentDir = contentDirectory(),
  { run }: { run?: BuildRun } = {},
): Plugin {
  if (run) contentDir = run.contentDir;
  let cache: Content | undefined;
  const load = async () =>
    run ? (await run.checked()).content : (cache ??= loadContent(contentDir));
  // One clock reading per build, so the pages' build date, the islands' and the calendars'
  // DTSTAMP agree: the build's own when there is one.
  let startedAt: number | undefined;
  const buildTime = () => run?.builtAt ?? (startedAt ??= Date.now());

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
    // The files made from the content beside the pages (the proposal and its cover, the icons,
    // social cards, calendars, sitemap, robots.txt), from the list the build writes them from.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split("?")[0];
        const file = contentOutputs(await load(), Date.now()).find(
          (output) => url === `/${output.fileName}`,
        );
        if (!file) return next();
        response.setHeader("Content-Type", file.contentType);
        const body = await file.render();
        response.end(typeof body === "string" ? body : Buffer.from(body));
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
