// The build's steps after the Vite builds (scripts/build/build.ts runs them, in this order, on the fresh
// folder's client/ folder):
//   writeHostHeaders the hosts' headers (scripts/build/hosting.mjs): each page's policy with its own
//                    inline scripts' hashes, the files' headers; `_headers` and nginx/jade.conf
//                    (decision 0026)
//   precompress      text files as .br and .gz, which scripts/serve.mjs and most hosts serve as-is
// Each returns what it did in a few words, for the build's line; a problem throws an Error whose
// message the build prints.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from "node:zlib";
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
 * The hosts' headers (scripts/build/hosting.mjs): each page's policy names the hashes of its own inline
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
