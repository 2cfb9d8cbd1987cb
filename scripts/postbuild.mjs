// The build's steps after the Vite builds (scripts/build.ts runs them, in this order, on the fresh
// folder's client/ folder):
//   finishPages      each prerendered page written once more, in its final place and form: as
//                    about-jade.html (404.html) with its islands' starter (decision 0033); then
//                    what React Router wrote that no page loads removed: the one place that moves
//                    or deletes what a tool wrote (decision 0042)
//   writeHostHeaders the hosts' headers (scripts/hosting.mjs): each page's policy with its own
//                    inline scripts' hashes, the files' headers; `_headers` and nginx/jade.conf
//                    (decision 0026)
//   precompress      text files as .br and .gz, which scripts/serve.mjs and most hosts serve as-is
// Each returns what it did in a few words, for the build's line; a problem throws an Error whose
// message the build prints.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from "node:zlib";
import { islandFiles, withIslandScripts } from "./islands-scripts.mjs";
import {
  checkHeaderRules,
  compressibleExtensions,
  editorPage,
  headerRules,
  hostFilePattern,
  inlineScriptHashes,
  precompressedPattern,
} from "./hosting.mjs";
import { netlifyHeaders, parseNetlifyHeaders } from "./hosting/headers-file.mjs";
import { nginxServer } from "./hosting/nginx.mjs";

const brotliCompress = promisify(brotliCallback);
const gzipAsync = promisify(gzipCallback);

/**
 * Every file below dir, as paths relative to it.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function filesBelow(dir, prefix = "") {
  return readdirSync(dir).flatMap((name) => {
    const relative = path.join(prefix, name);
    return statSync(path.join(dir, name)).isDirectory()
      ? filesBelow(path.join(dir, name), relative)
      : [relative];
  });
}

/**
 * React Router's prerender writes each page as `about-jade/index.html`, the not-found page as
 * `404/index.html`, a `.data` file beside each page, `__spa-fallback.html`, its client build's
 * scripts and a copy of the stylesheet, and has no option for other names or for leaving the rest
 * out (`prerenderRoute`, `prerenderData` and `handleSpaMode` in @react-router/dev's vite.js write
 * with `writeFile`; decision 0042). Here, once, each page is written in its final form (its
 * islands' starter, scripts/islands-scripts.mjs) under the name a static host serves it by
 * (`about-jade.html`, so hosts serve the canonical /about-jade without a redirect to
 * /about-jade/: decision 0003; `404.html`), and the rest goes: no page loads a `.data` file or
 * React Router's scripts (it does not run in the browser, decision 0033), no page names the
 * stylesheet's copy, and the SPA fallback has no title (rewriting unknown URLs to it would show
 * the wrong page).
 * @param {string} clientDir
 * @param {import("./islands-scripts.mjs").IslandsPlan} plan
 */
export function finishPages(clientDir, plan) {
  if (!existsSync(path.join(clientDir, "index.html")))
    throw new Error(`${clientDir}/index.html is missing: the prerender wrote no home page.`);
  rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  let pages = 0;
  let withStarter = 0;
  let removed = 1;
  for (const file of filesBelow(clientDir)) {
    if (file.endsWith(".data")) {
      rmSync(path.join(clientDir, file));
      removed += 1;
      continue;
    }
    if (path.basename(file) !== "index.html") continue;
    const folder = path.dirname(file);
    const page = file === "index.html" ? file : `${folder}.html`;
    const html = readFileSync(path.join(clientDir, file), "utf8");
    const final = withIslandScripts(html, plan, page);
    if (final !== html) withStarter += 1;
    writeFileSync(path.join(clientDir, page), final);
    pages += 1;
    if (page === file) continue;
    rmSync(path.join(clientDir, file));
    if (readdirSync(path.join(clientDir, folder)).length === 0)
      rmdirSync(path.join(clientDir, folder));
  }
  if (!existsSync(path.join(clientDir, "404.html")))
    throw new Error("the not-found page was not prerendered (expected 404/index.html).");
  const islandScripts = islandFiles(plan);
  const pagesText = filesBelow(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(path.join(clientDir, file), "utf8"))
    .join("\n");
  for (const file of readdirSync(path.join(clientDir, "assets")))
    if (
      /\.(js|css)$/.test(file) &&
      !islandScripts.has(`assets/${file}`) &&
      !pagesText.includes(`/assets/${file}`)
    ) {
      rmSync(path.join(clientDir, "assets", file));
      removed += 1;
    }
  return `${pages} pages as x.html (404.html included), ${withStarter} with a starter; ${removed} files React Router wrote for no page removed`;
}

/**
 * The hosts' headers (scripts/hosting.mjs): each page's policy names the hashes of its own inline
 * scripts (a client-side navigation adds none), 404.html's answers every unknown address. Written
 * for Cloudflare Pages (_headers) and nginx (<build>/nginx/jade.conf), and checked first: the
 * build fails if a path would get a header twice or other headers than its kind's, or if
 * `_headers` breaks Cloudflare's limits.
 * @param {string} clientDir
 */
export function writeHostHeaders(clientDir) {
  const editorFile = `${editorPage.slice(1)}.html`;
  const hashesOf = (/** @type {string} */ file) =>
    inlineScriptHashes(readFileSync(path.join(clientDir, file), "utf8"));
  const notServed = [hostFilePattern, precompressedPattern].map(
    (source) => new RegExp(source, "i"),
  );
  const built = filesBelow(clientDir).filter(
    (file) => !notServed.some((pattern) => pattern.test(`/${file}`)),
  );
  const htmlFiles = built.filter((file) => file.endsWith(".html") && file !== "404.html");
  /** @type {(file: string) => string} */
  const addressOf = (file) => (file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`);
  const site = {
    notFound: hashesOf("404.html"),
    pages: htmlFiles
      .filter((file) => file !== editorFile)
      .map((file) => ({ path: addressOf(file), scriptHashes: hashesOf(file) })),
    files: built.filter((file) => !file.endsWith(".html")).map((file) => `/${file}`),
  };
  const rules = headerRules(site);
  const problems = checkHeaderRules(rules, site);
  if (problems.length > 0)
    throw new Error(`the header rules are wrong:\n  ${problems.join("\n  ")}`);
  const headersFile = netlifyHeaders(rules);
  parseNetlifyHeaders(headersFile); // Fails the build if the file could not be read back.
  writeFileSync(path.join(clientDir, "_headers"), headersFile);
  const nginxDir = path.join(clientDir, "..", "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(
    path.join(nginxDir, "jade.conf"),
    nginxServer({ root: "/var/www/jade", listen: "80", rules, pages: htmlFiles.map(addressOf) }),
  );
  const hashCounts = [site.notFound, ...site.pages.map(({ scriptHashes }) => scriptHashes)].map(
    (hashes) => new Set(hashes).size,
  );
  const hashRange = [...new Set([Math.min(...hashCounts), Math.max(...hashCounts)])].join(" to ");
  return `${rules.length} header rules, ${hashRange} inline script hashes in each page's policy (_headers, nginx/jade.conf)`;
}

/** @param {string} clientDir */
export async function precompress(clientDir) {
  const compressible = new RegExp(`\\.(?:${compressibleExtensions.join("|")})$`);
  const files = filesBelow(clientDir).filter((file) => compressible.test(file));
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed on every core
  // at once, with the same settings, so the same bytes come out sooner.
  await Promise.all(
    files.map(async (file) => {
      const absolute = path.join(clientDir, file);
      const source = await readFile(absolute);
      const [brotli, gzip] = await Promise.all([
        brotliCompress(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      if (brotli.length < source.length) await writeFile(`${absolute}.br`, brotli);
      if (gzip.length < source.length) await writeFile(`${absolute}.gz`, gzip);
    }),
  );
  return `${files.length} text files as .br and .gz`;
}
