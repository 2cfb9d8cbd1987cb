/**
 * `npm run dev`: each page rendered on request by the very function the build renders it with
 * (app/render-page.server.tsx), loaded through Vite so an edit shows on the next load, with the
 * islands' starter made by the build's function (app/islands/starter-tags.js) from the sources.
 * An unknown address gets the not-found page with status 404, as the built site's server gives.
 */
import type { Plugin, ViteDevServer } from "vite";
import { type IslandFiles, starterTags } from "../../app/islands/starter-tags.js";
import type * as Registry from "../../app/islands/registry";
import type * as RenderPage from "../../app/render-page.server";

const renderModule = "/app/render-page.server.tsx";
const registryModule = "/app/islands/registry.ts";

/** The islands' files in dev: their sources, which the loader imports as it needs them. */
async function devIslandFiles(server: ViteDevServer): Promise<IslandFiles> {
  const { islands } = (await server.ssrLoadModule(registryModule)) as typeof Registry;
  return {
    starter: 'import "/app/islands/starter.ts";',
    loader: "app/islands/client.tsx",
    due: ["app/islands/due.ts"],
    preload: [],
    islands: Object.fromEntries(Object.keys(islands).map((name) => [name, []])),
  };
}

/** The stylesheets the page's modules import, in the order they are imported, as Vite serves them. */
async function devStylesheets(server: ViteDevServer): Promise<string[]> {
  const entry = await server.moduleGraph.getModuleByUrl(renderModule, true);
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (module: typeof entry) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    for (const imported of module.ssrImportedModules ?? module.importedModules) visit(imported);
    if (module.url.endsWith(".css")) found.push(`${module.url}?direct`);
  };
  visit(entry);
  return found;
}

export function devPages(): Plugin {
  return {
    name: "jade:dev-pages",
    apply: "serve",
    configureServer(server) {
      /** The shared islands' files of the pages rendered so far, by address. */
      const sharedFiles = new Map<string, string>();
      const render = async (pagePath: string) => {
        const { renderPage } = (await server.ssrLoadModule(renderModule)) as typeof RenderPage;
        const page = await renderPage(pagePath, { stylesheets: await devStylesheets(server) });
        if (page.shared) sharedFiles.set(`/${page.shared.file}`, page.shared.json);
        return page;
      };
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== "GET" && request.method !== "HEAD") return next();
          const url = new URL(request.url ?? "/", "http://localhost");
          const shared = sharedFiles.get(url.pathname);
          if (shared !== undefined) {
            response.setHeader("Content-Type", "application/json");
            return response.end(shared);
          }
          if (!(request.headers.accept ?? "").includes("text/html")) return next();
          try {
            const { pagePaths, notFound } = (await server.ssrLoadModule(
              renderModule,
            )) as typeof RenderPage;
            const known = pagePaths.includes(url.pathname) && url.pathname !== notFound;
            const { html, islands } = await render(known ? url.pathname : notFound);
            const tags = starterTags(islands, await devIslandFiles(server));
            const page = html.replace("</body>", () => `${tags}</body>`);
            response.statusCode = known ? 200 : 404;
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            response.end(await server.transformIndexHtml(url.pathname, page));
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
