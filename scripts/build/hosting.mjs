// The hosting policy of the built site, in one place: the headers of documents (with a
// Content-Security-Policy that allows a page's inline scripts only by their hashes) and of files,
// the caching rules, and the addresses no host serves or redirects to. scripts/build/postbuild.mjs
// writes it out for each kind of host: `_headers` (Cloudflare Pages, in the format of
// scripts/build/hosting/headers-file.mjs) beside the pages, and an nginx server block
// (scripts/build/hosting/nginx.mjs) in <build>/nginx/. scripts/serve.mjs (`npm start`) serves the
// `_headers` file, so local runs see the same headers. Decisions 0016, 0026 and 0040.
import { createHash } from "node:crypto";
import {
  globPattern,
  headersForPath,
  pathsOverlap,
  resolveHeaders,
} from "./hosting/headers-file.mjs";

/** @typedef {import("./hosting/headers-file.mjs").HeaderRule} HeaderRule */

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
 * scripts the build wrote (the theme boot, the islands' starter), by hash; no 'unsafe-inline', no eval. Styles allow inline attributes: the prerendered
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

/** The content editor's address (scripts/build/editor.ts): its page, and its files below it. */
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
 * The document headers that a file whose type has a policy of its own (fileTypeHeaders: an SVG, the
 * PDF) does without: a policy, the features and the opener govern a document, HSTS is learnt from
 * the page that every visit starts with, and the referrer policy a file would set is the
 * browsers' default. Every other file keeps them (decision 0046): a host answers a missing file's
 * address (`/assets/old-abc.js`) with the not-found page under the headers that address's rules
 * give, so a file rule without them showed the not-found page without its policy.
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

/**
 * The file types with headers of their own, which take the place of the document-only headers: an
 * SVG's policy that runs nothing, and the PDF, framed by the site's own viewer, which the page's
 * `frame-ancestors 'none'` and `object-src 'none'` would stop.
 */
const fileTypeHeaders = /** @type {Record<string, [string, string][]>} */ ({
  svg: [["Content-Security-Policy", svgPolicy]],
  pdf: [["X-Frame-Options", "SAMEORIGIN"]],
});
/** @param {string} type */
const hasOwnPolicy = (type) => Object.hasOwn(fileTypeHeaders, type);

/**
 * The not-found page's own address. `_headers` gives it the site-wide rule (`/*`) alone, which is
 * what every answer that is not a file of the site carries in `npm start` and nginx alike: the
 * not-found page for any path (`/missing.png` too), redirects, and errors.
 */
export const notFoundPath = "/404";

/**
 * What the build holds: the not-found page's inline script hashes, each page's (the editor's page
 * is not one), and the path of every other file.
 * @typedef {{ notFound: string[], pages: { path: string, scriptHashes: string[] }[], files: string[] }} Site
 */

/**
 * The file types that get a rule of their own: every extension of a file outside `/assets/` and
 * the editor, and those with a policy of their own always (an upload may be an SVG).
 * @param {string[]} files
 * @returns {string[]}
 */
function fileTypes(files) {
  const types = files
    .filter((file) => !file.startsWith("/assets/") && !file.startsWith(`${editorPage}/`))
    .flatMap((file) => /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? [])
    .filter((type) => type !== "html");
  return [...new Set([...types, ...Object.keys(fileTypeHeaders)])].sort();
}

/**
 * The host's header rules, applied as Cloudflare Pages does: every rule a path matches, in order;
 * a header set by two of them is joined with a comma (two policies are both enforced), unless the
 * later one detaches it first. So every rule detaches each header it sets that an earlier rule
 * matching some of the same paths sets, and each path ends with one value per header:
 * 1. `/*`: the not-found page's document headers, for any address that is no page, and for every
 *    file, whose address the host answers with the not-found page once the file is gone;
 * 2. each page: its own policy;
 * 3. `/assets/*`, then each file type (`/*.png`): Cross-Origin-Resource-Policy `same-origin`, and
 *    for a type with a policy of its own (SVG, PDF) the document-only headers detached and its
 *    own set instead; hashed assets cached for a year;
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
    { path: "/assets/*", headers: [sameOrigin, ["Cache-Control", cacheControl.immutable]] },
    ...fileTypes(files).map((type) => ({
      path: `/*.${type}`,
      remove: hasOwnPolicy(type) ? documentOnlyHeaders : [],
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
  // A file keeps the not-found page's document headers, which its address is answered with once
  // it is gone, unless its type has a policy of its own.
  return new Map([
    ...(hasOwnPolicy(type)
      ? /** @type {[string, string][]} */ ([["X-Content-Type-Options", "nosniff"]])
      : documentHeaders(notFound)),
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

/** The files scripts/build/postbuild.mjs precompresses, by extension: it writes `x.br` and `x.gz`. */
export const compressibleExtensions = [
  "html",
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
