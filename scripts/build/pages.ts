/**
 * The pages (decision 0053): app/render-page.server.tsx renders any page of the route table, and
 * this module builds it and calls it. `npm run dev` loads the same module through Vite for each
 * request (scripts/build/dev-pages.ts); the build bundles it for Node with Vite's own server
 * build, then writes each page once, as `about-jade.html` (`index.html`, `404.html`: decision
 * 0003) with its islands' starter, made by the function dev uses (app/islands/starter-tags.js).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type InlineConfig, type Rollup, build } from "vite";
import { imagetools } from "vite-imagetools";
import { type IslandsPlan, starterTags } from "../../app/islands/starter-tags.js";
import type { BuildRun } from "../../app/pipeline/build-run.server";
import { devPages } from "./dev-pages";
import type * as RenderPage from "../../app/render-page.server";
import { contentPlugin } from "../../app/pipeline/vite-plugin.server";

/** The module that renders a page: bundled by the build, loaded by dev. */
export const renderModule = "app/render-page.server.tsx";

/**
 * Vite's settings for the pages, in dev (vite.config.ts) and in the build: the content, the
 * pictures (vite-imagetools), and in the build one stylesheet and every asset the pages name
 * written beside them (assets are files, never data: URLs, so img-src 'self' holds).
 */
export function pagesViteConfig({ root, run }: { root: string; run?: BuildRun }): InlineConfig {
  return {
    root,
    // No index.html of Vite's: every page is rendered by app/render-page.server.tsx.
    appType: "custom",
    plugins: [contentPlugin(undefined, { run }), imagetools({ removeMetadata: true }), devPages()],
    resolve: { alias: { "~": `${root}/app` } },
    // What dev's browser loads: the islands' starter, loader and due module (and, through the
    // loader, every island). Not Vite's default, every HTML file in the project, the builds'
    // included.
    optimizeDeps: {
      entries: ["app/islands/starter.ts", "app/islands/client.tsx", "app/islands/due.ts"],
    },
    build: {
      ssr: renderModule,
      // The stylesheet, the font and the pictures are the pages' own: written by this build.
      ssrEmitAssets: true,
      assetsInlineLimit: 0,
      // One stylesheet for the whole site: one render-blocking request on every page, cached
      // across pages (decision 0017).
      cssCodeSplit: false,
      // The build writes the bundle itself (scripts/build/build.ts): each file once.
      write: false,
      rollupOptions: {
        output: { assetFileNames: "assets/[name]-[hash][extname]" },
        // The renderer loads the islands' registry to check each <Island>'s component against it
        // (decision 0043), so the registry's import() of a component a page also imports cannot
        // split it out: true, and harmless in code that runs in Node. The islands' own build,
        // whose chunks the browser loads, still reports it.
        onwarn(warning, warn) {
          if (warning.message.includes(`imported by ${root}/app/islands/registry.ts`)) return;
          warn(warning);
        },
      },
    },
  };
}

/** What the pages' build made: its assets for the site, its code for Node, its stylesheet. */
export interface PagesBundle {
  /** The stylesheet's and every picture's and font's file, for the site's folder. */
  assets: Rollup.OutputAsset[];
  /** The renderer's code, to be written where Node can import it (the build's prerender/). */
  code: Rollup.OutputChunk[];
  /** The one stylesheet's address. */
  stylesheets: string[];
}

/** Bundles the renderer, with the pages' assets and the stylesheet. */
export async function buildPagesCode(root: string, run: BuildRun): Promise<PagesBundle> {
  const output = (await build({
    ...pagesViteConfig({ root, run }),
    configFile: false,
    mode: "production",
    logLevel: "warn",
  })) as Rollup.RollupOutput;
  const assets = output.output.filter((file): file is Rollup.OutputAsset => file.type === "asset");
  const code = output.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk");
  const stylesheets = assets
    .filter((file) => file.fileName.endsWith(".css"))
    .map((file) => `/${file.fileName}`);
  if (stylesheets.length !== 1)
    throw new Error(`pages: the build made ${stylesheets.length} stylesheets, not one.`);
  return { assets, code, stylesheets };
}

/** A page's file in the site's folder: `index.html`, `about-jade.html`, `404.html`. */
export function pageFile(pagePath: string): string {
  if (pagePath === "/") return "index.html";
  return `${pagePath.slice(1)}.html`;
}

/**
 * Renders every page with the bundled renderer and hands each to `write` once, in its final form.
 * @param entry the renderer's bundled entry, written where Node resolves its packages
 */
export async function renderPages(
  entry: string,
  { stylesheets, plan }: { stylesheets: string[]; plan: IslandsPlan },
  write: (file: string, html: string) => void,
): Promise<{ pages: number; withStarter: number; shared: number }> {
  const { renderPage, pagePaths } = (await import(
    pathToFileURL(path.resolve(entry)).href
  )) as typeof RenderPage;
  let withStarter = 0;
  // The shared islands' file: the same for every page, written once (named by what it holds).
  const sharedWritten = new Set<string>();
  for (const pagePath of pagePaths) {
    const { html, islands, shared } = await renderPage(pagePath, { stylesheets });
    if (shared && !sharedWritten.has(shared.file)) {
      sharedWritten.add(shared.file);
      write(shared.file, shared.json);
    }
    const tags = starterTags(islands, plan);
    if (tags) withStarter += 1;
    if (!html.includes("</body>")) throw new Error(`pages: ${pagePath} has no </body>.`);
    write(
      pageFile(pagePath),
      html.replace("</body>", () => `${tags}</body>`),
    );
  }
  return { pages: pagePaths.length, withStarter, shared: sharedWritten.size };
}
