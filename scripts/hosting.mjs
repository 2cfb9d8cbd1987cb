// The hosting policy of the built site, in one place: the headers of documents (with a
// Content-Security-Policy that allows a page's inline scripts only by their hashes) and of files,
// and the caching rules. scripts/postbuild.mjs writes them out for each kind of host: `_headers`
// (Cloudflare Pages) beside the pages, and an nginx server block in <build>/nginx/.
// scripts/serve.mjs (`npm start`, the browser tests) serves the `_headers` file, so local runs see
// the same headers. See docs/decisions/0016-hosting-headers-and-csp.md and 0026-lean-responses.md.
import { createHash } from "node:crypto";

/** Inline `<script>` elements that run: everything but `src` scripts and JSON data blocks. */
const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const dataBlock = /\stype="application\/(?:ld\+)?json"/;

/**
 * The CSP source expression of every inline script in a page: 'sha256-…' of its exact text.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !dataBlock.test(attributes ?? ""))
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
}

/**
 * The Content-Security-Policy for the whole site. Scripts: the site's own files and the inline
 * scripts the build wrote (React Router's hydration data, React's boundary scripts, the theme
 * boot), by hash; no 'unsafe-inline', no eval. Styles allow inline attributes: the prerendered
 * partner carousel orders its logos with `style="order:n"`, and style attributes cannot run code.
 * @param {Iterable<string>} scriptHashes
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes) {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The partnership proposal opens in a same-origin frame on desktops.
    "frame-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The content editor's address (scripts/build-editor.ts): its page, and its files below it. */
export const editorPage = "/admin";

/**
 * The content editor's headers, in place of the site's policy, which would stop it: Sveltia CMS
 * injects its styles, shows images from blob: and data: addresses, and talks to GitHub's API.
 * Scripts stay the editor's own files only (no inline script, no eval). The opener policy allows
 * the popup of an OAuth sign-in, for those who run a proxy. Never indexed.
 * @param {[string, string][]} headers the site's headers
 * @returns {[string, string][]}
 */
export function editorHeaders(headers) {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com https://raw.githubusercontent.com https://www.githubstatus.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return [
    ...headers.filter(
      ([name]) => name !== "Content-Security-Policy" && name !== "Cross-Origin-Opener-Policy",
    ),
    ["Content-Security-Policy", policy],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
  ];
}

/**
 * Browser features the site never uses, denied to it and to anything it embeds. Fullscreen stays
 * for the video's own button. Only names Chromium recognises: an unknown one is a console error.
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "fullscreen=(self)",
].join(", ");

/**
 * The headers of an HTML document: a page, the not-found page, a redirect, an error answer. Its
 * policy names the hashes of that document's own inline scripts.
 * @param {Iterable<string>} scriptHashes
 * @returns {[name: string, value: string][]}
 */
export function documentHeaders(scriptHashes) {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes)],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
}

/**
 * The document headers a file does without: a policy, the features and the opener govern a
 * document (a script runs under its page's policy, not its own), HSTS is learnt from the page that
 * every visit starts with, and the referrer policy a file would set is the browsers' default.
 */
export const documentOnlyHeaders = [
  "Content-Security-Policy",
  "Strict-Transport-Security",
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
];

/**
 * The policy of an SVG file. Opened by itself an SVG is a document that can run script, and staff
 * upload SVG logos through the content editor: nothing may load or run, styles and embedded
 * (data:) images may show, and `sandbox` gives it no origin and no scripts. As an `<img>` it runs
 * nothing anyway.
 */
export const svgPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * Files made for other sites and apps to show, at stable addresses: Cross-Origin-Resource-Policy
 * `cross-origin`, so a page elsewhere may load them (a partner's `<img>` of the logo, a card or an
 * icon in a web app's link preview, a web calendar's feed). Every other file is `same-origin`: only
 * the site's own pages load it. Crawlers and calendar servers fetch from servers, where the header
 * does nothing. Paths in `_headers` syntax (one `*`, any characters).
 */
export const sharedFiles = [
  "/og/*",
  "/brand/*",
  "/calendar/*",
  "/favicon.*",
  "/apple-touch-icon.png",
  "/icon-*",
];

/** Headers of a file type beyond the file headers. A PDF is framed by the site's own viewer. */
const fileTypeHeaders = /** @type {Record<string, [string, string][]>} */ ({
  svg: [["Content-Security-Policy", svgPolicy]],
  pdf: [["X-Frame-Options", "SAMEORIGIN"]],
});

/**
 * The not-found page's own address. `_headers` gives it the site-wide rule (`/*`) alone, which is
 * what every answer that is not a file of the site carries in `npm start` and nginx alike: the
 * not-found page for any path (`/missing.png` too), redirects, and errors.
 */
export const notFoundPath = "/404";

/**
 * The limits of Cloudflare Pages' `_headers` (developers.cloudflare.com/pages/configuration/headers):
 * a longer line or a further rule is not applied, so the generator refuses to write one.
 */
export const headersFileLimits = { rules: 100, lineLength: 2000 };

/**
 * One rule of a `_headers` file: its path (literal, or with one `*` that matches any characters),
 * the headers it detaches that an earlier rule set (`! Name`), then the headers it sets.
 * @typedef {{ path: string, pattern: RegExp, detach: string[], headers: [string, string][] }} HeaderRule
 */

/**
 * The RegExp of a `_headers` path: a splat matches any characters, line breaks (a decoded %0A)
 * included.
 * @param {string} path
 */
function globPattern(path) {
  return new RegExp(globSource(path), "s");
}

/**
 * The regular expression source of a `_headers` path, for JavaScript and PCRE alike.
 * @param {string} path
 */
function globSource(path) {
  return `^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`;
}

/**
 * Whether some path matches both: a literal is tested against the other, and two splats meet if
 * one's prefix starts the other's and one's suffix ends the other's.
 * @param {string} a
 * @param {string} b
 */
function pathsOverlap(a, b) {
  const [aStart = "", aEnd] = a.split("*");
  const [bStart = "", bEnd] = b.split("*");
  if (aEnd === undefined) return globPattern(b).test(a);
  if (bEnd === undefined) return globPattern(a).test(b);
  return (
    (aStart.startsWith(bStart) || bStart.startsWith(aStart)) &&
    (aEnd.endsWith(bEnd) || bEnd.endsWith(aEnd))
  );
}

/**
 * What the build holds: the not-found page's inline script hashes, each page's (the editor's page
 * is not one), and the path of every other file.
 * @typedef {{ notFound: string[], pages: { path: string, scriptHashes: string[] }[], files: string[] }} Site
 */

/**
 * The file types that get a rule of their own: every extension of a file outside `/assets/` and
 * the editor, and SVG always (an upload may be one).
 * @param {string[]} files
 * @returns {string[]}
 */
function fileTypes(files) {
  const types = files
    .filter((file) => !file.startsWith("/assets/") && !file.startsWith(`${editorPage}/`))
    .flatMap((file) => /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? [])
    .filter((type) => type !== "html");
  return [...new Set([...types, "svg"])].sort();
}

/**
 * The host's header rules, applied as Cloudflare Pages does: every rule a path matches, in order;
 * a header set by two of them is joined with a comma (two policies are both enforced), unless the
 * later one detaches it first. So every rule detaches each header it sets that an earlier rule
 * matching some of the same paths sets, and each path ends with one value per header:
 * 1. `/*`: the not-found page's document headers, for any address that is no page or file;
 * 2. each page: its own policy;
 * 3. `/assets/*`, then each file type (`/*.png`): the document-only headers detached, and
 *    `nosniff` (from `/*`), Cross-Origin-Resource-Policy `same-origin` and the type's own headers;
 *    hashed assets cached for a year;
 * 4. files made for others: `cross-origin`;
 * 5. the content editor's page and files: its own headers and nothing else.
 * Pages and other files keep the hosts' default cache, which revalidates.
 * @param {Site} site
 * @returns {HeaderRule[]}
 */
export function headerRules({ notFound, pages, files }) {
  const sameOrigin = /** @type {[string, string]} */ ([
    "Cross-Origin-Resource-Policy",
    "same-origin",
  ]);
  /** @type {{ path: string, headers: [string, string][], remove?: string[], only?: boolean }[]} */
  const wanted = [
    { path: "/*", headers: documentHeaders(notFound) },
    ...pages.map(({ path, scriptHashes }) => ({
      path,
      headers: /** @type {[string, string][]} */ ([
        ["Content-Security-Policy", contentSecurityPolicy(scriptHashes)],
      ]),
    })),
    {
      path: "/assets/*",
      remove: documentOnlyHeaders,
      headers: [sameOrigin, ["Cache-Control", cacheControl.immutable]],
    },
    ...fileTypes(files).map((type) => ({
      path: `/*.${type}`,
      remove: documentOnlyHeaders,
      headers: [sameOrigin, ...(fileTypeHeaders[type] ?? [])],
    })),
    ...sharedFiles.map((path) => ({
      path,
      headers: /** @type {[string, string][]} */ ([
        ["Cross-Origin-Resource-Policy", "cross-origin"],
      ]),
    })),
    ...[editorPage, `${editorPage}/*`].map((path) => ({
      path,
      only: true,
      headers: editorHeaders(documentHeaders([])),
    })),
  ];
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const { path, headers, remove = [], only = false } of wanted) {
    const earlier = rules
      .filter((rule) => pathsOverlap(rule.path, path))
      .flatMap((rule) => rule.headers.map(([name]) => name));
    const setEarlier = new Set(earlier.map((name) => name.toLowerCase()));
    const candidates = only ? earlier : [...remove, ...headers.map(([name]) => name)];
    const detach = [
      ...new Map(
        candidates
          .filter((name) => setEarlier.has(name.toLowerCase()))
          .map((name) => [name.toLowerCase(), name]),
      ).values(),
    ];
    rules.push({ path, pattern: globPattern(path), detach, headers });
  }
  return rules;
}

/**
 * The headers each answer should end with, stated per kind of answer rather than per rule: what
 * `checkHeaderRules` holds the rules to.
 * @param {Site} site
 * @param {string} path
 * @returns {Map<string, string>}
 */
export function expectedHeaders({ notFound, pages }, path) {
  const editor = editorHeaders(documentHeaders([]));
  if (path === notFoundPath) return new Map(documentHeaders(notFound));
  if (path === editorPage || path.startsWith(`${editorPage}/`)) return new Map(editor);
  const page = pages.find((candidate) => candidate.path === path);
  if (page) return new Map(documentHeaders(page.scriptHashes));
  const type = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  const shared = sharedFiles.some((pattern) => globPattern(pattern).test(path));
  return new Map([
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Resource-Policy", shared ? "cross-origin" : "same-origin"],
    ...(path.startsWith("/assets/")
      ? /** @type {[string, string][]} */ ([["Cache-Control", cacheControl.immutable]])
      : []),
    ...(fileTypeHeaders[type] ?? []),
  ]);
}

/**
 * What is wrong with the rules for the site's addresses: a header set by two rules (joined by the
 * host), or an answer whose headers differ from `expectedHeaders`. Empty when all is well.
 * @param {HeaderRule[]} rules
 * @param {Site} site
 * @returns {string[]}
 */
export function checkHeaderRules(rules, site) {
  const paths = [notFoundPath, editorPage, ...site.pages.map(({ path }) => path), ...site.files];
  return paths.flatMap((path) => {
    const problems = [...resolveHeaders(rules, path).values()]
      .filter(({ values }) => values.length > 1)
      .map(({ name, from }) => `${path}: ${name} is set by ${from.join(" and ")}`);
    const got = headersForPath(rules, path);
    const expected = expectedHeaders(site, path);
    for (const name of new Set([...got.keys(), ...expected.keys()]))
      if (got.get(name) !== expected.get(name))
        problems.push(
          `${path}: ${name} is ${got.get(name)?.slice(0, 60) ?? "missing"}, should be ${expected.get(name)?.slice(0, 60) ?? "missing"}`,
        );
    return problems;
  });
}

/**
 * Files that configure the host and are never served, under any spelling of their name: any
 * dotfile or dot-folder, Cloudflare's and Netlify's `_headers`, `_redirects` and `_routes.json`,
 * and nginx configs. A pattern source both servers share (JavaScript and PCRE read it alike),
 * matched case-insensitively against the decoded, normalised path (a case-insensitive disk would
 * serve `/_Headers` too).
 */
export const hostFilePattern = String.raw`(?:^|/)(?:\.|_headers$|_redirects$|_routes\.json$)|\.conf$`;

/** The files scripts/postbuild.mjs precompresses, by extension: it writes `x.br` and `x.gz`. */
export const compressibleExtensions = [
  "html",
  "data",
  "js",
  "css",
  "svg",
  "json",
  "txt",
  "xml",
  "webmanifest",
  "vtt",
  "ics",
];

/**
 * A precompressed copy (`about-jade.html.br`): a coding of another file, sent in its place to a
 * client that accepts it, never an address of its own (it has no type of its own either).
 */
export const precompressedPattern = String.raw`\.(?:${compressibleExtensions.join("|")})\.(?:br|gz)$`;

/**
 * The paths a redirect may name: segments of letters, digits and `._~-` after a single `/`, so a
 * Location never needs escaping and can never be read as another origin (`//host`, `/\host`).
 * Other paths that would be redirected (a trailing slash, `.html`) are answered 404.
 */
export const redirectablePattern = String.raw`^/[A-Za-z0-9._~-]+(?:/[A-Za-z0-9._~-]+)*$`;

/** The longest request target (path and query) either server reads; longer ones get 414. */
export const maxTargetLength = 2048;

/** Hashed build output never changes under its name; everything else is revalidated. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  /** A permanent redirect, kept for an hour: long enough to save a request, short enough to undo. */
  redirect: "public, max-age=3600",
};

/**
 * The `_headers` file of Cloudflare Pages from the rules, refusing what Cloudflare would not
 * apply: more than one splat in a path, a line over 2,000 characters, more than 100 rules.
 * Netlify reads the same file but not `! Name`: a page there may get the site-wide policy with its
 * own, which refuses its scripts. Deploy to Cloudflare Pages or nginx (docs/decisions/0026).
 * @param {HeaderRule[]} rules
 * @returns {string}
 */
export function netlifyHeaders(rules) {
  const { rules: maxRules, lineLength } = headersFileLimits;
  if (rules.length > maxRules)
    throw new Error(
      `_headers: ${rules.length} rules, over Cloudflare Pages' limit of ${maxRules} (from the rule for ${rules[maxRules]?.path} on)`,
    );
  const lines = rules.flatMap(({ path, detach, headers }) => {
    if (path.split("*").length > 2)
      throw new Error(`_headers: the rule for ${path} has more than one splat (*)`);
    const block = [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ];
    const long = block.find((line) => line.length > lineLength);
    if (long)
      throw new Error(
        `_headers: the rule for ${path} has a line of ${long.length} characters, over Cloudflare Pages' limit of ${lineLength}: ${long.slice(0, 60)}…`,
      );
    return block;
  });
  return `${[
    "# Generated by scripts/postbuild.mjs from scripts/hosting.mjs: edit those, not this file.",
    ...lines,
  ].join("\n")}\n`;
}

/**
 * Reads a `_headers` file back: the rules in order.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseNetlifyHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      rules.push({ path, pattern: globPattern(path), detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line);
    const colon = line.indexOf(":");
    if (rule && detached?.[1]) rule.detach.push(detached[1]);
    else if (rule && colon > 0)
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    else throw new Error(`_headers: cannot read "${line.trim()}"`);
  }
  return rules;
}

/**
 * Each header a path gets from the rules, with every value set for it and the rules that set
 * them: every matching rule in order, each first detaching, then setting.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
function resolveHeaders(rules, pathname) {
  /** @type {Map<string, { name: string, values: string[], from: string[] }>} */
  const result = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const earlier = result.get(name.toLowerCase());
      if (earlier) {
        earlier.values.push(value);
        earlier.from.push(rule.path);
      } else result.set(name.toLowerCase(), { name, values: [value], from: [rule.path] });
    }
  }
  return result;
}

/**
 * The headers a path gets from the rules, as Cloudflare Pages sends them: a header two rules set
 * (with no detach between) is one header, the values joined with a comma.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, pathname) {
  return new Map(
    [...resolveHeaders(rules, pathname).values()].map(({ name, values }) => [
      name,
      values.join(", "),
    ]),
  );
}

/**
 * An nginx server block serving the build as scripts/serve.mjs does (docs/decisions/0024): pages
 * at their canonical addresses, 308s from `/x/`, `/x.html` and `/index.html` that only ever name
 * a plain path of the site, the not-found page with status 404 (for `/404` too), host files and
 * dotfiles 404 under any spelling, 414 past the same length, 405 with `Allow` for methods other
 * than GET and HEAD, precompressed gzip (as the client accepts it, q=0 included). Headers, as
 * `npm start` sends them from `_headers` (docs/decisions/0026): each page its own, in a location
 * of its own; the not-found page's (the site-wide rule) on the not-found page, redirects and
 * errors; and each file those of the rules its path matches, through one `map` per header (the
 * last matching rule that sets or detaches a header decides it, as in `_headers`). nginx drops a
 * server's `add_header` lines in any location that has its own, so each location repeats them.
 * @param {{ root: string, listen: string, rules: HeaderRule[], pages: string[] }} options
 *   `pages`: the address of every page, the editor's included (served from `<address>.html`)
 * @returns {string}
 */
export function nginxServer({ root, listen, rules, pages }) {
  /** @type {(value: string) => string} */
  const quote = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  /** @type {(list: Iterable<[string, string]>, indent?: string) => string} */
  const add = (list, indent = "        ") =>
    [...list]
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join("\n");
  const siteWide = [...headersForPath(rules, notFoundPath)];
  const redirectHeaders = add([...siteWide, ["Cache-Control", cacheControl.redirect]]);
  // A plain path of the site, as a redirect may name it (without the anchors).
  const plainPath = redirectablePattern.slice(1, -1);

  // Files: a map per header from $uri, the rules in reverse (a map takes its first matching
  // regex); the site-wide rule is the default, else what the hosts send when no rule sets it.
  const [siteRule, ...later] = rules;
  if (siteRule?.path !== "/*") throw new Error("nginxServer: the first rule must be /*");
  const fileRules = later.filter((rule) => !pages.includes(rule.path)).reverse();
  /** @type {Record<string, string>} */
  const hostDefaults = { "cache-control": cacheControl.revalidate };
  const names = [
    ...new Map(
      rules.flatMap((rule) => rule.headers).map(([name]) => [name.toLowerCase(), name]),
    ).values(),
  ];
  const variable = (/** @type {string} */ name) => `$jade_${name.toLowerCase().replace(/-/g, "_")}`;
  const maps = names.map((name) => {
    const lower = name.toLowerCase();
    const entries = fileRules.flatMap((rule) => {
      const set = rule.headers.find(([header]) => header.toLowerCase() === lower);
      const detached = rule.detach.some((header) => header.toLowerCase() === lower);
      if (!set && !detached) return [];
      // (A path holds no quote or backslash: `_headers` could not hold it either.)
      return [`    "~${globSource(rule.path)}" ${quote(set?.[1] ?? "")};`];
    });
    const fallback =
      siteRule.headers.find(([header]) => header.toLowerCase() === lower)?.[1] ??
      hostDefaults[lower] ??
      "";
    return `map $uri ${variable(name)} {\n    default ${quote(fallback)};\n${entries.join("\n")}\n}`;
  });
  const fileHeaders = names
    .map((name) => `        add_header ${name} ${variable(name)} always;`)
    .join("\n");

  const pageLocations = pages
    .map((page) => {
      const file = page === "/" ? "/index.html" : `${page}.html`;
      return `    location = ${page} {
${add([...headersForPath(rules, page), ["Cache-Control", cacheControl.revalidate]])}
        try_files ${file} =404;
    }
`;
    })
    .join("");
  return `# Generated by scripts/postbuild.mjs from scripts/hosting.mjs: edit those, not this file.
# Include it in the http block of nginx.conf, after setting root and listen (Debian's paths).
# It answers as scripts/serve.mjs (npm start) does; where nginx cannot, the difference is in
# docs/decisions/0024-static-server-guarantees.md.

# The headers of files, by path, from the rules of _headers: an empty value sends no header.
${maps.join("\n")}

server {
    listen ${listen};
    root ${root};
    charset utf-8;
    charset_types text/css application/javascript application/json image/svg+xml text/calendar;
    # A types block replaces the inherited one, so the standard list comes first.
    include /etc/nginx/mime.types;
    types {
        application/manifest+json webmanifest;
        text/calendar ics;
        text/vtt vtt;
        text/x-script data;
    }
    # The .gz copy beside a file, when the client accepts gzip (a q-value of 0 refuses it).
    # Debian's nginx has no brotli module, so brotli-only clients get the file itself.
    gzip_static on;
    gzip_vary on;
    server_tokens off;
    absolute_redirect off;
    error_page 404 /404.html;
    error_page 405 @not-allowed;

    # What is answered before any location (414, 400, 405, nginx's own errors) carries the
    # not-found page's headers, as every answer that is not a file does.
${add([...siteWide, ["Cache-Control", "no-store"]], "    ")}

    # Checked in serve.mjs's order. nginx itself answers 400 to a malformed target (a bad
    # percent-encoding, a NUL, a control character) and 414 past its 8 KB request line.
    if ($request_uri ~ "^.{${maxTargetLength + 1}}") {
        return 414;
    }
    # A backslash in the path (a browser never sends one): it could make a redirect
    # read as another origin (/\\host).
    if ($request_uri ~ "^[^?]*[\\\\\\\\]") {
        return 400;
    }
    if ($request_method !~ "^(?:GET|HEAD)$") {
        return 405;
    }

    location @not-allowed {
${add([...siteWide, ["Allow", "GET, HEAD"], ["Cache-Control", "no-store"]])}
        default_type text/plain;
        return 405 "This site answers GET and HEAD only.\\n";
    }
    # The not-found page, for any address that is no page or file.
    location = /404.html {
        internal;
${add([...siteWide, ["Cache-Control", cacheControl.revalidate]])}
    }
    # The not-found page is the answer to unknown addresses, not an address of its own.
    location = /404 {
        return 404;
    }
    # Host configuration files and dotfiles, under any spelling: nginx decodes the path first.
    location ~* "${hostFilePattern}" {
        return 404;
    }
    # gzip_static sends a precompressed copy in place of its file; it has no address of its own.
    location ~* "${precompressedPattern}" {
        return 404;
    }
    location ~ "^/index(?:\\.html)?$" {
${redirectHeaders}
        return 308 /$is_args$args;
    }
    # Canonical addresses have no trailing slash and no .html. Only a plain path is redirected to,
    # so a Location never needs escaping and is never another origin; anything else is not found.
    location ~ "^(?<page>${plainPath})(?:/+|\\.html)$" {
${redirectHeaders}
        return 308 $page$is_args$args;
    }
    location ~ "(?:/|\\.html)$" {
        return 404;
    }
    # Each page, with its own policy; the content editor's page with its own headers.
${pageLocations}    # Every other file, with the headers of the rules its path matches (the maps above).
    location / {
${fileHeaders}
        try_files $uri =404;
    }
}
`;
}
