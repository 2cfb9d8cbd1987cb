// After `react-router build`: shape the prerendered output the way a static host serves it.
//  1. Drop __spa-fallback.html (no title; rewriting unknown URLs to it shows the wrong page).
//  2. Move the prerendered not-found page from 404/index.html to 404.html.
//  3. Write each page as about-jade.html rather than about-jade/index.html, so hosts serve the
//     canonical /about-jade without a redirect to /about-jade/ (docs/decisions/0003).
//  4. Drop the prerender build's copy of the stylesheet, which nothing names.
//  5. Give each page the scripts of its islands and nothing else; remove React Router's client
//     build and `.data` files, which no page loads (scripts/islands-scripts.mjs, decision 0033).
//  6. Write the hosts' headers (scripts/hosting.mjs): each page's policy with its own inline
//     scripts' hashes, the files' headers; `_headers` and nginx/jade.conf (decision 0026).
//  7. Precompress text files as .br and .gz, which scripts/serve.mjs and most hosts serve as-is.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { islandFiles, planFile, withIslandScripts } from "./islands-scripts.mjs";
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

const clientDir = path.resolve(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`postbuild: ${clientDir}/index.html is missing; run react-router build first.`);
  process.exit(1);
}

rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });

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

let pages = 0;
for (const file of filesBelow(clientDir)) {
  if (path.basename(file) !== "index.html" || file === "index.html") continue;
  const folder = path.dirname(file);
  renameSync(path.join(clientDir, file), path.join(clientDir, `${folder}.html`));
  if (readdirSync(path.join(clientDir, folder)).length === 0)
    rmdirSync(path.join(clientDir, folder));
  pages += 1;
}
if (!existsSync(path.join(clientDir, "404.html"))) {
  console.error("postbuild: the not-found page was not prerendered (expected 404/index.html).");
  process.exit(1);
}

// The prerender build's copy of the one stylesheet, which React Router moves into the client
// build but no page or script names: not shipped.
const builtText = filesBelow(clientDir)
  .filter((file) => /\.(html|js)$/.test(file))
  .map((file) => readFileSync(path.join(clientDir, file), "utf8"))
  .join("\n");
for (const file of readdirSync(path.join(clientDir, "assets")))
  if (file.endsWith(".css") && !builtText.includes(`/assets/${file}`))
    rmSync(path.join(clientDir, "assets", file));

// Each page's islands' scripts (the editor's page is not the site's: it loads its own script,
// scripts/build-editor.ts). Then React Router's client build goes: only the islands run.
const editorFile = `${editorPage.slice(1)}.html`;
const planPath = path.join(clientDir, planFile);
if (!existsSync(planPath)) {
  console.error("postbuild: the islands were not built (vite build -c vite.islands.config.ts).");
  process.exit(1);
}
const plan = JSON.parse(readFileSync(planPath, "utf8"));
rmSync(planPath);
for (const file of readdirSync(clientDir).filter(
  (name) => name.endsWith(".html") && name !== editorFile,
)) {
  const page = path.join(clientDir, file);
  try {
    writeFileSync(page, withIslandScripts(readFileSync(page, "utf8"), plan, file));
  } catch (error) {
    console.error(`postbuild: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
const islandScripts = islandFiles(plan);
const pagesText = filesBelow(clientDir)
  .filter((file) => file.endsWith(".html"))
  .map((file) => readFileSync(path.join(clientDir, file), "utf8"))
  .join("\n");
for (const file of readdirSync(path.join(clientDir, "assets")))
  if (
    file.endsWith(".js") &&
    !islandScripts.has(`assets/${file}`) &&
    !pagesText.includes(`/assets/${file}`)
  )
    rmSync(path.join(clientDir, "assets", file));
for (const file of filesBelow(clientDir))
  if (file.endsWith(".data")) rmSync(path.join(clientDir, file));

// The hosts' headers (scripts/hosting.mjs): each page's policy names the hashes of its own inline
// scripts (a client-side navigation adds none), 404.html's answers every unknown address. Written
// for Cloudflare Pages (_headers) and nginx (<build>/nginx/jade.conf), and checked first: the
// build fails if a path would get a header twice or other headers than its kind's, or if
// `_headers` breaks Cloudflare's limits.
const hashesOf = (/** @type {string} */ file) =>
  inlineScriptHashes(readFileSync(path.join(clientDir, file), "utf8"));
const notServed = [hostFilePattern, precompressedPattern].map((source) => new RegExp(source, "i"));
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
if (problems.length > 0) {
  console.error(`postbuild: the header rules are wrong:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
/** @type {string} */
let headersFile;
try {
  headersFile = netlifyHeaders(rules);
} catch (error) {
  console.error(`postbuild: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
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

const compressible = new RegExp(`\\.(?:${compressibleExtensions.join("|")})$`);
let compressed = 0;
for (const file of filesBelow(clientDir)) {
  if (!compressible.test(file)) continue;
  const absolute = path.join(clientDir, file);
  const source = readFileSync(absolute);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${absolute}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${absolute}.gz`, gzip);
  compressed += 1;
}

console.log(
  `postbuild: ${pages + 1} pages flattened (including 404.html), ${compressed} text files precompressed, ` +
    `${rules.length} header rules, ${hashRange} inline script hashes in each page's policy (_headers, nginx/jade.conf).`,
);
