// After `react-router build`: the content editor at /admin (docs/decisions/0022). Writes
//   admin.html                       the page (noindex, no inline script, no link from the site)
//   admin/sveltia-cms-<version>.js   our pinned copy of Sveltia CMS, its fonts served from here
//   admin/fonts/*.woff2              the fonts Sveltia would otherwise fetch from a CDN
//   admin/editor.js                  app/editor/main.ts, with the configuration generated from
//                                    the content schemas (app/editor/config.ts)
// EDITOR_REPOSITORY (owner/name on GitHub) and EDITOR_BRANCH say where the content lives.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { build } from "vite";
import { parse } from "yaml";
import { z } from "zod";
import { contentSchemas } from "../app/content/schema";
import { editorCollection, type ContentFile } from "../app/editor/config";
import type { JsonSchema } from "../app/editor/normalize";
import { editorPage } from "./hosting.mjs";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
const outDir = path.join(clientDir, editorPage.slice(1));
/** An installed package's folder (some, Sveltia's among them, export no package.json). */
const packageFile = (file: string) => path.join(root, "node_modules", file);

/** Where Sveltia fetches its fonts from, and the package that has each file. */
const fonts = [
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    url: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
];

function fail(message: string): never {
  console.error(`build-editor: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(clientDir, "index.html")))
  fail(`${clientDir}/index.html is missing; run react-router build first.`);
mkdirSync(path.join(outDir, "fonts"), { recursive: true });

// Sveltia, pinned, with every font it names served from /admin/fonts. An upgrade that moves a
// font fails here rather than reaching out to a CDN.
const sveltiaPackage = packageFile("@sveltia/cms/package.json");
const { version } = JSON.parse(readFileSync(sveltiaPackage, "utf8")) as { version: string };
let sveltia = readFileSync(path.join(path.dirname(sveltiaPackage), "dist/sveltia-cms.js"), "utf8");
for (const font of fonts) {
  if (!sveltia.includes(font.url)) fail(`Sveltia CMS ${version} no longer names ${font.url}.`);
  const name = path.basename(font.file);
  copyFileSync(packageFile(font.file), path.join(outDir, "fonts", name));
  sveltia = sveltia.replaceAll(font.url, `${editorPage}/fonts/${name}`);
}
// Its update check and its other languages, from here rather than unpkg.com: the check finds
// the version it is (upgrades come through package.json), the languages are the package's own.
const sveltiaDir = path.dirname(sveltiaPackage);
const served = [
  { from: "`${iP}/package.json`", to: `\`${editorPage}/sveltia-cms.json\`` },
  { from: "`${iP}@${rP}/locales`", to: `\`${editorPage}/locales\`` },
];
for (const { from, to } of served) {
  if (!sveltia.includes(from)) fail(`Sveltia CMS ${version} no longer has ${from}.`);
  sveltia = sveltia.replace(from, to);
}
writeFileSync(path.join(outDir, "sveltia-cms.json"), JSON.stringify({ version }));
for (const folder of ["locales", "dist/chunks"]) {
  const target = path.join(outDir, path.basename(folder));
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(path.join(sveltiaDir, folder)).filter((name) => !name.endsWith(".map")))
    copyFileSync(path.join(sveltiaDir, folder, file), path.join(target, file));
}
const leftover = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"\s]+/.exec(sveltia);
if (leftover) fail(`Sveltia CMS ${version} names a font this build does not serve: ${leftover[0]}`);
const sveltiaFile = `sveltia-cms-${version}.js`;
writeFileSync(path.join(outDir, sveltiaFile), sveltia);

// The configuration, from the schemas and the files' comments.
const schemas = Object.fromEntries(
  Object.entries(contentSchemas).map(([name, schema]) => [
    name,
    z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema,
  ]),
);
const files: ContentFile[] = Object.entries(schemas).map(([name, schema]) => ({
  name,
  schema,
  text: readFileSync(path.join(root, "content", `${name}.yaml`), "utf8"),
}));
const { siteUrl } = parse(files.find((file) => file.name === "site")?.text ?? "") as {
  siteUrl: string;
};
const repository = process.env.EDITOR_REPOSITORY ?? "example-org/jade-website";
if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
  fail(`EDITOR_REPOSITORY must be owner/name on GitHub, got ${JSON.stringify(repository)}.`);
const config = {
  load_config_file: false,
  backend: { name: "github", repo: repository, branch: process.env.EDITOR_BRANCH ?? "main" },
  publish_mode: "editorial_workflow",
  media_folder: "content/assets",
  public_folder: "/assets",
  // Images come from the association's own files: no stock photo services.
  media_libraries: { stock_assets: false },
  site_url: siteUrl,
  collections: [editorCollection(files)],
};

await build({
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
  define: {
    __EDITOR__: JSON.stringify({ config, schemas, sveltia: `${editorPage}/${sveltiaFile}` }),
  },
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      // zod's source has /* @__PURE__ */ comments where Rollup cannot use them; harmless.
      onwarn: (warning, warn) => warning.code === "INVALID_ANNOTATION" || warn(warning),
    },
    lib: {
      entry: path.join(root, "app/editor/main.ts"),
      formats: ["iife"],
      name: "jadeEditor",
      fileName: () => "editor.js",
    },
  },
});

writeFileSync(
  path.join(clientDir, `${editorPage.slice(1)}.html`),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>JADE content editor</title>
    <script src="${editorPage}/editor.js" defer></script>
  </head>
  <body>
    <p id="editor-status">Loading the content editor…</p>
    <noscript>The content editor needs JavaScript. Turn it on for this site and reload.</noscript>
  </body>
</html>
`,
);
console.log(`build-editor: ${editorPage} with Sveltia CMS ${version}, ${files.length} content files.`);
