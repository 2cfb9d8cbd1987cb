// Spike (b) of issue 41: Vite's own SSR build of app/render-page.server.tsx, each page written
// once as x.html with its starter. Usage: tsx scripts/spike-build.ts [--out DIR]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build, type Rollup } from "vite";
import { imagetools } from "vite-imagetools";
import { buildClock, startBuildRun } from "../app/pipeline/build-run.server";
import { contentPlugin } from "../app/pipeline/vite-plugin.server";
import { starterTags } from "../app/islands/starter-tags.js";
import { buildEditor } from "./build-editor";
import { buildSearchIndex } from "./build-search-index";
import { builtIslandsPlan } from "./islands-build";
import { precompress, writeHostHeaders } from "./postbuild.mjs";

process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
const { out = "build-spike" } = parseArgs({ options: { out: { type: "string" } } }).values;
const target = path.resolve(root, out);
const clientDir = path.join(target, "client");
const prerenderDir = path.join(target, "prerender");
rmSync(target, { recursive: true, force: true });
process.env.BUILD_DIR = path.relative(root, target);

const run = startBuildRun(buildClock());
const written: string[] = [];
const write = (file: string, data: string | Uint8Array) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push(path.relative(target, file));
};

const timings: [string, number, string][] = [];
async function step(name: string, work: () => Promise<string> | string) {
  const start = performance.now();
  const said = await work();
  timings.push([name, performance.now() - start, said]);
  console.log(`spike: ${name.padEnd(14)} ${((performance.now() - start) / 1000).toFixed(1).padStart(5)} s  ${said}`);
}

await step("content", async () => {
  const { files } = await run.checked();
  for (const { fileName, source } of files) write(path.join(clientDir, fileName), source);
  return `${files.length} files`;
});

let stylesheets: string[] = [];
let prerenderEntry = "";
await step("pages' code", async () => {
  const output = (await build({
    root,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    plugins: [contentPlugin(), imagetools({ removeMetadata: true })],
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      ssr: "app/render-page.server.tsx",
      ssrEmitAssets: true,
      cssCodeSplit: false,
      assetsInlineLimit: 0,
      write: false,
      rollupOptions: { output: { assetFileNames: "assets/[name]-[hash][extname]" } },
    },
  })) as Rollup.RollupOutput;
  let assets = 0;
  for (const file of output.output) {
    if (file.type === "asset") {
      write(path.join(clientDir, file.fileName), file.source);
      if (file.fileName.endsWith(".css")) stylesheets.push(`/${file.fileName}`);
      assets += 1;
    } else {
      write(path.join(prerenderDir, file.fileName), file.code);
      if (file.isEntry) prerenderEntry = path.join(prerenderDir, file.fileName);
    }
  }
  stylesheets = stylesheets.sort();
  return `${assets} assets (${stylesheets.length} stylesheet), ${output.output.length - assets} chunks`;
});

await step("islands", async () => {
  const output = (await build({
    root,
    configFile: "vite.islands.config.ts",
    configLoader: "native",
    logLevel: "warn",
    mode: "production",
    build: { write: false },
  })) as Rollup.RollupOutput;
  let shared = 0;
  for (const file of output.output) {
    const to = path.join(clientDir, file.fileName);
    // An asset the pages' build wrote already (a partner's logo, the video): its name is its
    // content's hash, so it is the same file.
    if (file.type === "asset" && written.includes(path.relative(target, to))) {
      shared += 1;
      continue;
    }
    write(to, file.type === "asset" ? file.source : file.code);
  }
  return `${output.output.length - shared} files (${shared} assets the pages' build wrote)`;
});

await step("pages", async () => {
  const plan = builtIslandsPlan();
  const { renderPage, pagePaths } = (await import(pathToFileURL(prerenderEntry).href)) as typeof import("../app/render-page.server");
  for (const pagePath of pagePaths) {
    const { html, islands } = await renderPage(pagePath, { stylesheets });
    const file = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
    write(path.join(clientDir, file), html.replace("</body>", () => `${starterTags(islands, plan)}</body>`));
  }
  return `${pagePaths.length} pages`;
});

await step("search index", async () => buildSearchIndex(clientDir, (await run.checked()).content));
await step("editor", () => buildEditor(clientDir));
await step("headers", () => writeHostHeaders(clientDir));
await step("precompress", () => precompress(clientDir));
writeFileSync(path.join(target, "written.json"), JSON.stringify(written, null, 1));
console.log(`spike: ${written.length} files written by the steps above (search index, editor, headers, precompress not counted)`);
