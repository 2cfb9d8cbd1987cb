// The hosting policy of the built site, in one place: the security headers (with a
// Content-Security-Policy that allows inline scripts only by their hashes) and the caching rules.
// scripts/postbuild.mjs writes them out for each kind of host: `_headers` (Netlify, Cloudflare
// Pages) beside the pages, and an nginx server block in <build>/nginx/. scripts/serve.mjs
// (`npm start`, the browser tests) serves the `_headers` file, so local runs see the same policy.
// See docs/decisions/0016-hosting-headers-and-csp.md.
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
 * The headers every response carries.
 * @param {Iterable<string>} scriptHashes
 * @returns {[name: string, value: string][]}
 */
export function securityHeaders(scriptHashes) {
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
 * The headers of a file the site shows in a frame of its own (the proposal PDF in its viewer):
 * the page policy's `frame-ancestors 'none'` would refuse even the site, so these carry no CSP
 * (a PDF runs no page scripts) and allow framing by this origin only, with X-Frame-Options.
 * @param {[string, string][]} headers
 * @returns {[string, string][]}
 */
export function framedFileHeaders(headers) {
  return [
    ...headers.filter(([name]) => name !== "Content-Security-Policy"),
    ["X-Frame-Options", "SAMEORIGIN"],
  ];
}

/**
 * The `_headers` file of Cloudflare Pages (and Netlify). Every rule a path matches applies, and a
 * header repeated across rules is joined with commas, so each header is set by one rule only: the
 * security headers for every path, the long cache for `/assets/*`. Pages keep the hosts' default
 * cache, which is the revalidating one. A framed file detaches the policy (`! Name`, Cloudflare's
 * syntax) and sets X-Frame-Options instead.
 * @param {[string, string][]} headers
 * @param {string[]} framedFiles paths of files the site frames itself
 * @returns {string}
 */
export function netlifyHeaders(headers, framedFiles = []) {
  /** @type {(path: string, lines: [string, string][]) => string[]} */
  const block = (path, lines) => [path, ...lines.map(([name, value]) => `  ${name}: ${value}`)];
  return `${[
    "# Generated by scripts/postbuild.mjs from scripts/hosting.mjs: edit those, not this file.",
    ...block("/*", headers),
    ...block("/assets/*", [["Cache-Control", cacheControl.immutable]]),
    ...framedFiles.flatMap((path) => [
      path,
      "  ! Content-Security-Policy",
      "  X-Frame-Options: SAMEORIGIN",
    ]),
    // The editor's page and files: the site's policy and opener policy detached, its own set.
    ...[editorPage, `${editorPage}/*`].flatMap((path) => [
      path,
      "  ! Content-Security-Policy",
      "  ! Cross-Origin-Opener-Policy",
      ...editorHeaders(headers)
        .filter(([name, value]) => !headers.some(([site, own]) => site === name && own === value))
        .map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ].join("\n")}\n`;
}

/**
 * Reads a `_headers` file back: the rules in order, each a path pattern, its headers, and the
 * headers it detaches from earlier rules.
 * @param {string} text
 * @returns {{ pattern: RegExp, headers: [string, string][], detach: string[] }[]}
 */
export function parseNetlifyHeaders(text) {
  /** @type {{ pattern: RegExp, headers: [string, string][], detach: string[] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      // A splat matches any characters, line breaks (a decoded %0A) included.
      rules.push({ pattern: new RegExp(`^${source}$`, "s"), headers: [], detach: [] });
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
 * The headers a path gets from the rules: every matching rule in order, later detaches removing
 * what earlier rules set.
 * @param {ReturnType<typeof parseNetlifyHeaders>} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, pathname) {
  const result = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) result.set(name.toLowerCase(), [name, value]);
  }
  return new Map([...result.values()]);
}

/**
 * An nginx server block serving the build as scripts/serve.mjs does (docs/decisions/0024): pages
 * at their canonical addresses, 301s from `/x/`, `/x.html` and `/index.html` that only ever name
 * a plain path of the site, the not-found page with status 404 (for `/404` too), host files and
 * dotfiles 404 under any spelling, 414 past the same length, 405 with `Allow` for methods other
 * than GET and HEAD, precompressed gzip (as the client accepts it, q=0 included), and the security
 * headers on every answer, redirects and errors included. nginx drops a server's `add_header`
 * lines in any location that has its own, so each location repeats them.
 * @param {{ root: string, listen: string, headers: [string, string][], framedFiles?: string[] }} options
 * @returns {string}
 */
export function nginxServer({ root, listen, headers, framedFiles = [] }) {
  /** @type {(value: string) => string} */
  const quote = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  /** @type {(list: [string, string][], indent?: string) => string} */
  const add = (list, indent = "        ") =>
    list.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join("\n");
  const pageHeaders = add([...headers, ["Cache-Control", cacheControl.revalidate]]);
  const redirectHeaders = add([...headers, ["Cache-Control", cacheControl.redirect]]);
  const editor = editorHeaders(headers);
  // A plain path of the site, as a redirect may name it (without the anchors).
  const plainPath = redirectablePattern.slice(1, -1);
  const plainSegments = plainPath.slice(plainPath.indexOf("(?:"));
  return `# Generated by scripts/postbuild.mjs from scripts/hosting.mjs: edit those, not this file.
# Include it in the http block of nginx.conf, after setting root and listen (Debian's paths).
# It answers as scripts/serve.mjs (npm start) does; where nginx cannot, the difference is in
# docs/decisions/0024-static-server-guarantees.md.
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
    # site's headers too.
${add([...headers, ["Cache-Control", "no-store"]], "    ")}

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
${add([...headers, ["Allow", "GET, HEAD"], ["Cache-Control", "no-store"]])}
        default_type text/plain;
        return 405 "This site answers GET and HEAD only.\\n";
    }
    location = /404.html {
        internal;
${pageHeaders}
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
    location = / {
${pageHeaders}
        try_files /index.html =404;
    }
    location = /index.html {
${redirectHeaders}
        return 301 /$is_args$args;
    }
    # Canonical addresses have no trailing slash and no .html. Only a plain path is redirected to,
    # so a Location never needs escaping and is never another origin; anything else is not found.
    location ~ "^(?<page>${editorPage}${plainSegments})(?:/+|\\.html)$" {
${add([...editor, ["Cache-Control", cacheControl.redirect]])}
        return 301 $page$is_args$args;
    }
    location ~ "^(?<page>${plainPath})(?:/+|\\.html)$" {
${redirectHeaders}
        return 301 $page$is_args$args;
    }
    location ~ "(?:/|\\.html)$" {
        return 404;
    }
${framedFiles
  .map(
    (path) => `    location = ${path} {
${add([...framedFileHeaders(headers), ["Cache-Control", cacheControl.revalidate]])}
    }
`,
  )
  .join("")}    # The content editor (scripts/build-editor.ts), with its own policy.
    location = ${editorPage} {
${add([...editor, ["Cache-Control", cacheControl.revalidate]])}
        try_files ${editorPage}.html =404;
    }
    location ${editorPage}/ {
${add([...editor, ["Cache-Control", cacheControl.revalidate]])}
        try_files $uri =404;
    }
    location /assets/ {
${add([...headers, ["Cache-Control", cacheControl.immutable]])}
        try_files $uri =404;
    }
    location / {
${pageHeaders}
        try_files $uri $uri.html =404;
    }
}
`;
}
