// A build step (scripts/build/build.ts): the content editor at /admin (docs/decisions/0022). Writes
//   admin.html                       the page (noindex, no inline script, no link from the site)
//   admin/sveltia-cms-<version>.js   our pinned copy of Sveltia CMS, its fonts served from here,
//                                    some of its English words put in staff's
//   admin/fonts/*.woff2              the fonts Sveltia would otherwise fetch from a CDN
//   admin/vendor/                    Immutable.js, which Sveltia would fetch from unpkg.com for
//                                    custom field types
//   admin/editor.js                  app/editor/main.ts, with the configuration generated from
//                                    the content schemas (app/editor/config.ts)
//   admin/editor.css                 app/editor/editor.css: Sveltia's layout made to fit staff's
//                                    phones and nested lists
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
import { readPlainText } from "../../app/content/file-checks.server";
import { type ContentName, contentSchemas } from "../../app/content/schema";
import { contentDirectory } from "../../app/content/load.server";
import { editorCollection, type ContentFile } from "../../app/editor/config";
import type { JsonSchema } from "../../app/editor/json-schema";
import { editorPage } from "./hosting.mjs";

const root = path.resolve(import.meta.dirname, "../..");
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
  throw new Error(`build-editor: ${message}`);
}

/** Writes the editor into `clientDir` (the pages already there); says what it wrote. */
export async function buildEditor(clientDir: string): Promise<string> {
  const outDir = path.join(clientDir, editorPage.slice(1));
  if (!existsSync(path.join(clientDir, "index.html")))
    fail(`${clientDir}/index.html is missing; the pages are built first.`);
  mkdirSync(path.join(outDir, "fonts"), { recursive: true });

  // Sveltia, pinned, with every font it names served from /admin/fonts. An upgrade that moves a
  // font fails here rather than reaching out to a CDN.
  const sveltiaPackage = packageFile("@sveltia/cms/package.json");
  const { version } = JSON.parse(readFileSync(sveltiaPackage, "utf8")) as { version: string };
  let sveltia = readFileSync(
    path.join(path.dirname(sveltiaPackage), "dist/sveltia-cms.js"),
    "utf8",
  );
  for (const font of fonts) {
    if (!sveltia.includes(font.url)) fail(`Sveltia CMS ${version} no longer names ${font.url}.`);
    const name = path.basename(font.file);
    copyFileSync(packageFile(font.file), path.join(outDir, "fonts", name));
    sveltia = sveltia.replaceAll(font.url, `${editorPage}/fonts/${name}`);
  }
  // Its update check and its other languages, from here rather than unpkg.com: the check finds
  // the version it is (upgrades come through package.json), the languages are the package's own.
  const sveltiaDir = path.dirname(sveltiaPackage);
  sveltia = servedFromHere(sveltia, version);
  writeFileSync(path.join(outDir, "sveltia-cms.json"), JSON.stringify({ version }));
  /** The English locales, written below with the staff's words: not copied first. */
  const english = (name: string) => /^en\b.*\.json$/.test(name);
  for (const folder of ["locales", "dist/chunks"]) {
    const target = path.join(outDir, path.basename(folder));
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(path.join(sveltiaDir, folder)).filter(
      (name) => !name.endsWith(".map") && !(folder === "locales" && english(name)),
    ))
      copyFileSync(path.join(sveltiaDir, folder, file), path.join(target, file));
  }
  // Immutable.js, which custom field types need (app/editor/reference-field.ts), from /admin/vendor
  // rather than unpkg.com: the version Sveltia names, from the copy installed with it.
  const { dependencies } = JSON.parse(readFileSync(sveltiaPackage, "utf8")) as {
    dependencies: Record<string, string>;
  };
  const immutable = `immutable@${(dependencies.immutable ?? "").replace(/^\D/, "")}`;
  mkdirSync(path.join(outDir, "vendor", immutable, "dist"), { recursive: true });
  copyFileSync(
    packageFile("immutable/dist/immutable.es.js"),
    path.join(outDir, "vendor", immutable, "dist", "immutable.es.js"),
  );
  // Sveltia's words that mislead staff here: a refused save is not a fault to try again later, the
  // folders of the image picker are the site's files, not "assets", and "URL" is not their word.
  // Each is replaced in the bundle (its built-in English) and in the English locale files Sveltia
  // loads for a browser set to British, Canadian or American English.
  const staffWords: { key: string; from: string; to: string }[] = [
    { key: "saving_entry.error.title", from: "Error", to: "Not saved" },
    {
      key: "saving_entry.error.description",
      from: "There was an error while saving the entry. Please try again later.",
      to: "Nothing was written. Correct what is listed below, then save again: your changes are still in the form.",
    },
    { key: "assets_dialog.folder.field", from: "Field Assets", to: "Files for this field" },
    { key: "assets_dialog.folder.global", from: "Global Assets", to: "All the site's files" },
    {
      key: "validation.type_mismatch.url",
      from: "Please enter a valid URL.",
      to: "Write the whole address, starting with https://.",
    },
    {
      key: "validation.type_mismatch.email",
      from: "Please enter a valid email.",
      to: "Write the whole email address, with its @ and what follows it.",
    },
  ];
  /**
   * The bundle writes the same words as `saving_entry:{error:{title:\`Error\`,…}}`: each is found by
   * the last three names of its key, other entries allowed between them, and must be there once.
   */
  const text = "`[^`]*`";
  const within = String.raw`(?:${text}|[^{}\`]|\{(?:${text}|[^{}\`])*\})*?`;
  for (const { key, from, to } of staffWords) {
    const names = key.split(".").slice(-3);
    const head = names.map((name) => `\\b${name}:`).join(String.raw`\{` + within);
    const pattern = new RegExp(`(${head})\`${escapeRegExp(from)}\``, "g");
    const found = sveltia.match(pattern)?.length ?? 0;
    if (found !== 1)
      fail(`Sveltia CMS ${version} has the words ${key}: ${from} ${found} times, not once.`);
    sveltia = sveltia.replace(pattern, (_, start: string) => `${start}\`${to}\``);
  }
  for (const file of readdirSync(path.join(sveltiaDir, "locales")).filter(english)) {
    const locale = JSON.parse(readFileSync(path.join(sveltiaDir, "locales", file), "utf8")) as Record<
      string,
      unknown
    >;
    for (const { key, from, to } of staffWords) {
      const names = key.split(".");
      const parent = names
        .slice(0, -1)
        .reduce<Record<string, unknown>>(
          (node, name) => (node[name] ?? {}) as Record<string, unknown>,
          locale,
        );
      const own = names.at(-1) ?? "";
      if (parent[own] !== from)
        fail(`Sveltia CMS ${version}'s ${file} no longer has ${key}: ${from}.`);
      parent[own] = to;
    }
    writeFileSync(path.join(outDir, "locales", file), JSON.stringify(locale));
  }
  sveltia = changeBehaviour(sveltia, version);
  const leftover = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"\s]+/.exec(sveltia);
  if (leftover)
    fail(`Sveltia CMS ${version} names a font this build does not serve: ${leftover[0]}`);
  const sveltiaFile = `sveltia-cms-${version}.js`;
  writeFileSync(path.join(outDir, sveltiaFile), sveltia);

  // The configuration, from the schemas and the files' comments.
  const schemas = Object.fromEntries(
    Object.entries(contentSchemas).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema,
    ]),
  );
  const files: ContentFile[] = (Object.entries(schemas) as [ContentName, JsonSchema][]).map(
    ([name, schema]) => ({
      name,
      schema,
      text: readPlainText(path.join(contentDirectory(), `${name}.yaml`), `content/${name}.yaml`),
    }),
  );
  const read = (name: ContentName): unknown =>
    parse(files.find((file) => file.name === name)?.text ?? "");
  const { siteUrl } = read("site") as { siteUrl: string };
  // A choice of page shows the page's name, as the menus do.
  const { pages } = read("pages") as { pages: { id: string; name: string }[] };
  const pageNames = Object.fromEntries(pages.map((page) => [page.id, page.name]));
  const repository = process.env.EDITOR_REPOSITORY ?? "example-org/jade-website";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
    fail(`EDITOR_REPOSITORY must be owner/name on GitHub, got ${JSON.stringify(repository)}.`);
  const config = {
    load_config_file: false,
    backend: {
      name: "github",
      repo: repository,
      branch: process.env.EDITOR_BRANCH ?? "main",
      // The preview workflow (.github/workflows/preview.yml) writes each pull request's preview
      // address as the commit status "Preview": the editor's "View Preview" opens it.
      preview_context: "Preview",
    },
    publish_mode: "editorial_workflow",
    media_folder: "content/assets",
    public_folder: "/assets",
    // Images come from the association's own files: no stock photo services.
    media_libraries: { stock_assets: false },
    // An uploaded file's name in ASCII lower-case words joined by hyphens (each field's
    // slugify_filename), which the check's rule for names under content/assets takes (decision 0037).
    slug: { encoding: "ascii", clean_accents: true },
    site_url: siteUrl,
    collections: [editorCollection(files, { pageNames })],
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

  copyFileSync(path.join(root, "app/editor/editor.css"), path.join(outDir, "editor.css"));
  writeFileSync(
    path.join(clientDir, `${editorPage.slice(1)}.html`),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>JADE content editor</title>
    <link rel="stylesheet" href="${editorPage}/editor.css" />
    <script src="${editorPage}/editor.js" defer></script>
  </head>
  <body>
    <p id="editor-status">Loading the content editor…</p>
    <noscript>The content editor needs JavaScript. Turn it on for this site and reload.</noscript>
  </body>
</html>
`,
  );
  return `${editorPage} with Sveltia CMS ${version}, ${files.length} content files`;
}

/**
 * What Sveltia does that lets through what the check refuses, changed where it does it
 * (decision 0047). Each change is found by its shape, names aside (the bundle's are minified), and
 * must be there once: an upgrade that moves it stops the build, naming it, rather than quietly
 * bringing the old behaviour back.
 */
interface Change {
  what: string;
  pattern: RegExp;
  to: string;
}

const behaviour: Change[] = [
  {
    // Before a picture goes into a field, Sveltia decodes it (createImageBitmap), unless a
    // thumbnail of the same bytes is cached: but a thumbnail is also made, through an <img>, of
    // a picture the browser cannot decode whole (a JPEG cut short shows half), so a damaged
    // upload was inserted and refused only by the pull request's check. The picture is now
    // always decoded when it is inserted.
    what: "the decoding of an inserted picture, skipped when a thumbnail of it is cached",
    pattern:
      /if\(await ([\w$]+)\(([\w$]+)\)!==`heic`\)try\{if\(await [\w$]+\(await [\w$]+\(\2\)\)\)return!0\}catch\{\}return ([\w$]+)\(\2,\{convertHEIC:([\w$]+)\}\)/g,
    to: "return $3($2,{convertHEIC:$4})",
  },
];

/**
 * What Sveltia fetches from unpkg.com, served from /admin instead: its update check's package.json
 * (which says the version it is: upgrades come through package.json), its other languages, and
 * the modules custom field types import (Immutable.js, app/editor/reference-field.ts). Each is
 * found by its shape, the minified names aside, and must be there once.
 */
const served: Change[] = [
  {
    what: "the update check's address of its package.json",
    pattern: /`\$\{[\w$]+\}\/package\.json`/g,
    to: `\`${editorPage}/sveltia-cms.json\``,
  },
  {
    what: "the address of its other languages",
    pattern: /`\$\{[\w$]+\}@\$\{[\w$]+\}\/locales`/g,
    to: `\`${editorPage}/locales\``,
  },
  {
    what: "the address of the modules it imports from unpkg.com",
    pattern: /`https:\/\/unpkg\.com\/\$\{([\w$]+)\}`/g,
    to: `\`${editorPage}/vendor/\${$1}\``,
  },
];

/** Sveltia's bundle with its fetches from unpkg.com served from here; fails the build where one moved. */
export function servedFromHere(bundle: string, version: string): string {
  return changeOnce(bundle, served, version);
}

/** Sveltia's bundle with `behaviour` changed; fails the build where a change is not there once. */
export function changeBehaviour(bundle: string, version: string): string {
  return changeOnce(bundle, behaviour, version);
}

/** Each change made where its pattern is found, which must be once. */
function changeOnce(bundle: string, changes: readonly Change[], version: string): string {
  let changed = bundle;
  for (const { what, pattern, to } of changes) {
    const found = changed.match(pattern)?.length ?? 0;
    if (found !== 1)
      fail(
        `Sveltia CMS ${version} has ${what} ${found} times, not once: find where it went and change it there (scripts/build/editor.ts, decision 0047).`,
      );
    changed = changed.replace(pattern, to);
  }
  return changed;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
