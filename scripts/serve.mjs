// Serves the built site the way a static host or CDN does: each page from its prerendered HTML
// at its canonical address (/about-jade), text precompressed (brotli or gzip, as the client
// accepts), a 308 from /about-jade/ and /about-jade.html to /about-jade (and from /index to /),
// and the prerendered not-found page with status 404 for anything else. Used by `npm start` and
// by the browser tests.
//
// Whatever a client sends, it answers with a status below 500 and keeps running: a malformed
// target is 400, a long one 414, any method but GET and HEAD 405, a host file (`_headers`, a
// dotfile) 404 under any spelling, and a redirect only ever names a path of this site. If the
// build vanishes under it (the moment `npm run build` swaps in a new one, or a hand-run step that
// empties the folder), it serves what is left, the not-found page from memory, and 503 once there
// is no site at all. The generated nginx server block (scripts/hosting.mjs) answers the same way.
// See docs/decisions/0024 and 0031.
import { closeSync, createReadStream, fstatSync, openSync, readFileSync, statSync } from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { parseArgs } from "node:util";
import {
  cacheControl,
  compressibleExtensions,
  hostFilePattern,
  maxTargetLength,
  notFoundPath,
  precompressedPattern,
  redirectablePattern,
} from "./hosting.mjs";
import { headersForPath, parseNetlifyHeaders } from "./hosting/headers-file.mjs";
import { acceptedEncodings, byteRange, parseTarget } from "./http-request.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
    dir: {
      type: "string",
      default: path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client"),
    },
  },
});

const root = path.resolve(values.dir);
const noSite = `No built site in ${root}: run npm run build (npm start does both).`;

const hostFile = new RegExp(hostFilePattern, "i");
const precompressed = new RegExp(precompressedPattern, "i");
const redirectable = new RegExp(redirectablePattern);
const compressible = new Set(compressibleExtensions);

/** Content types of the files the build writes, by extension; anything else is a download. */
const types = new Map(
  Object.entries({
    html: "text/html; charset=utf-8",
    // A page's loader data, in React Router's turbo-stream format (as its own server sends it).
    data: "text/x-script; charset=utf-8",
    js: "text/javascript; charset=utf-8",
    mjs: "text/javascript; charset=utf-8",
    css: "text/css; charset=utf-8",
    json: "application/json; charset=utf-8",
    map: "application/json; charset=utf-8",
    webmanifest: "application/manifest+json; charset=utf-8",
    svg: "image/svg+xml; charset=utf-8",
    txt: "text/plain; charset=utf-8",
    xml: "text/xml; charset=utf-8",
    ics: "text/calendar; charset=utf-8",
    vtt: "text/vtt; charset=utf-8",
    yml: "text/yaml; charset=utf-8",
    yaml: "text/yaml; charset=utf-8",
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    gif: "image/gif",
    webp: "image/webp",
    avif: "image/avif",
    ico: "image/x-icon",
    woff: "font/woff",
    woff2: "font/woff2",
    pdf: "application/pdf",
    mp4: "video/mp4",
    webm: "video/webm",
  }),
);

/**
 * A file's modification stamp, or undefined if it cannot be seen now.
 * @param {string} file
 */
function stampOf(file) {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() ? `${stats.size}-${stats.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a file, or undefined if it is missing or unreadable.
 * @param {string} file
 */
function readIfThere(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

// The headers a Netlify or Cloudflare Pages deploy would send, from the build's own `_headers`:
// read again when a build rewrites it, and the last good rules kept while it is missing.
const headersFile = path.join(root, "_headers");
/** @type {{ stamp: string | undefined, rules: ReturnType<typeof parseNetlifyHeaders> }} */
let headerRules = { stamp: undefined, rules: [] };

function currentRules() {
  const stamp = stampOf(headersFile);
  if (stamp && stamp !== headerRules.stamp) {
    try {
      headerRules = { stamp, rules: parseNetlifyHeaders(readFileSync(headersFile, "utf8")) };
    } catch {
      // Half-written by a build in progress: keep the last rules and read it on the next request.
    }
  }
  return headerRules.rules;
}

// The not-found page in each coding, held in memory so it can still be sent while a build has
// removed it; read again when a build rewrites it.
const notFoundFile = path.join(root, "404.html");
/** @type {{ stamp: string | undefined, identity: Buffer, br?: Buffer, gzip?: Buffer }} */
let notFoundPage = { stamp: undefined, identity: Buffer.alloc(0) };

function refreshNotFoundPage() {
  const stamp = stampOf(notFoundFile);
  if (!stamp || stamp === notFoundPage.stamp) return notFoundPage.stamp !== undefined;
  const identity = readIfThere(notFoundFile);
  if (identity)
    notFoundPage = {
      stamp,
      identity,
      br: readIfThere(`${notFoundFile}.br`),
      gzip: readIfThere(`${notFoundFile}.gz`),
    };
  return notFoundPage.stamp !== undefined;
}

if (!refreshNotFoundPage()) {
  console.error(`serve: ${noSite}`);
  process.exit(1);
}
currentRules();

/** Whether there is a site to serve at all: a build in progress or failed leaves none. */
function siteExists() {
  return stampOf(path.join(root, "index.html")) !== undefined;
}

/**
 * Sets the headers `_headers` gives a path. A page or a file is sent with its own path's; every
 * other answer (the not-found page, a redirect, an error) with those of `notFoundPath`, the
 * site-wide rule, whatever address was asked for: it is the not-found page or a short text, not
 * the file the address names (docs/decisions/0026).
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function hostHeaders(res, pathname) {
  for (const [name, value] of headersForPath(currentRules(), pathname)) res.setHeader(name, value);
}

/**
 * A short plain-text answer that is not a file of the site (400, 405, 414, 503), with the site's
 * headers. Errors in the request close the connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extra]
 */
function plain(req, res, status, text, extra = {}) {
  hostHeaders(res, notFoundPath);
  const body = `${text}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...(status < 500 ? { Connection: "close" } : {}),
    ...extra,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The prerendered not-found page, compressed as the client accepts, with status 404 and the
 * headers `_headers` gives `pathname` (the address asked for, or the not-found page's own); or
 * 503 when there is no site at all.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} [pathname]
 */
function notFound(req, res, pathname = notFoundPath) {
  if (!siteExists()) return plain(req, res, 503, noSite, { "Retry-After": "5" });
  refreshNotFoundPage();
  const page = notFoundPage;
  const encoding = acceptedEncodings(req.headers["accept-encoding"]).find((coding) => page[coding]);
  const body = (encoding && page[encoding]) || page.identity;
  hostHeaders(res, pathname);
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": cacheControl.revalidate,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A permanent redirect to a path of this site, which can only be `/` or plain segments (so never
 * `//host` nor anything a browser would read as another origin); anything else is not found.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} location
 * @param {string} search
 */
function redirect(req, res, location, search) {
  if (location !== "/" && !redirectable.test(location)) return notFound(req, res);
  hostHeaders(res, notFoundPath);
  // 308, as Cloudflare Pages answers: permanent, and the method kept.
  res.writeHead(308, {
    Location: `${location}${search}`,
    "Cache-Control": cacheControl.redirect,
    "Content-Length": 0,
  });
  res.end();
}

/** @typedef {{ fd: number, stats: import("node:fs").Stats, path: string }} OpenFile */

/**
 * An open file and what fstat says of it, or undefined if it is not a readable regular file.
 * Reading through the descriptor, the answer is the file as opened even if a build replaces it.
 * @param {string} file
 * @returns {OpenFile | undefined}
 */
function openFile(file) {
  /** @type {number | undefined} */
  let fd;
  try {
    fd = openSync(file, "r");
    const stats = fstatSync(fd);
    if (stats.isFile()) return { fd, stats, path: file };
  } catch {
    // Missing, a folder, a name too long, unreadable: not a file of the site.
  }
  if (fd !== undefined) closeQuietly(fd);
  return undefined;
}

/** @param {number} fd */
function closeQuietly(fd) {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
}

/**
 * Whether the client's copy is current: If-None-Match (weak comparison), else If-Modified-Since.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} etag
 * @param {Date} modified
 */
function isFresh(req, etag, modified) {
  /** @type {(tag: string) => string} */
  const opaque = (tag) => (tag.startsWith("W/") ? tag.slice(2) : tag);
  const match = req.headers["if-none-match"];
  if (match !== undefined)
    return match
      .split(",", 64)
      .some((tag) => tag.trim() === "*" || opaque(tag.trim()) === opaque(etag));
  const since = req.headers["if-modified-since"];
  if (!since || since.length > 64) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(modified.getTime() / 1000) * 1000 <= time;
}

/**
 * Sends the file for a path if there is one (`/x` from x, else x.html), in the best coding the
 * client accepts, honouring a single byte range and conditional requests.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @returns {boolean} whether there was a file
 */
function sendFile(req, res, pathname) {
  const names =
    pathname === "/" ? ["index.html"] : [pathname.slice(1), `${pathname.slice(1)}.html`];
  for (const name of names) {
    const file = path.join(root, name);
    if (!file.startsWith(`${root}${path.sep}`)) continue;
    const extension = path.extname(name).slice(1).toLowerCase();
    const precompressed = compressible.has(extension);
    const codings = precompressed ? acceptedEncodings(req.headers["accept-encoding"]) : [];
    // The copy in the coding the client prefers, else the next, else the file itself: a copy is
    // only ever written beside its file, so it is looked for first (one file opened, not two).
    for (const coding of [...codings, undefined]) {
      const opened = openFile(coding ? `${file}.${coding === "br" ? "br" : "gz"}` : file);
      if (!opened) continue;
      if (precompressed) res.setHeader("Vary", "Accept-Encoding");
      send(req, res, pathname, extension, opened, coding);
      return true;
    }
  }
  return false;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {string} extension
 * @param {OpenFile} file
 * @param {"br" | "gzip" | undefined} encoding
 */
function send(req, res, pathname, extension, file, encoding) {
  const { size, mtime } = file.stats;
  const etag = `W/"${size}-${mtime.getTime()}"`;
  // Hashed build assets never change; pages are revalidated on every visit.
  res.setHeader(
    "Cache-Control",
    pathname.startsWith("/assets/") ? cacheControl.immutable : cacheControl.revalidate,
  );
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", mtime.toUTCString());
  hostHeaders(res, pathname);
  if (isFresh(req, etag, mtime)) {
    closeQuietly(file.fd);
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader("Content-Type", types.get(extension) ?? "application/octet-stream");
  res.setHeader("Accept-Ranges", "bytes");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  // If-Range matches only a strong validator (RFC 9110, 13.1.5), and an ETag here is weak: a
  // range asked for with an ETag gets the whole file, as from Cloudflare; a date must be exact.
  const ifRange = req.headers["if-range"]?.toString().trim();
  const rangeStands =
    ifRange === undefined ||
    (!ifRange.startsWith('"') &&
      !ifRange.startsWith("W/") &&
      Date.parse(ifRange) === Math.floor(mtime.getTime() / 1000) * 1000);
  const range = rangeStands ? byteRange(req.headers.range, size) : undefined;
  if (range === "unsatisfiable") {
    closeQuietly(file.fd);
    res.writeHead(416, { "Content-Range": `bytes */${size}`, "Content-Length": 0 });
    res.end();
    return;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  res.writeHead(range ? 206 : 200, {
    "Content-Length": end - start + 1,
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === "HEAD" || size === 0) {
    closeQuietly(file.fd);
    res.end();
    return;
  }
  // Ends the response (and closes the file) on any error, a client gone or a disk failing.
  pipeline(createReadStream(file.path, { fd: file.fd, start, end }), res, () => {});
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function handle(req, res) {
  const hosts = req.headersDistinct.host?.length ?? 0;
  if (hosts > 1 || (hosts === 0 && req.httpVersion === "1.1"))
    return plain(req, res, 400, "A request must name one Host.");
  const target = req.url ?? "";
  // Bounds the work of every request; no address of the site is anywhere near this long.
  if (target.length > maxTargetLength)
    return plain(req, res, 414, `Request target longer than ${maxTargetLength} bytes.`);
  const parsed = parseTarget(target);
  if (parsed.kind === "malformed") return plain(req, res, 400, "Malformed request target.");
  if (req.method !== "GET" && req.method !== "HEAD")
    return plain(req, res, 405, "This site answers GET and HEAD only.", { Allow: "GET, HEAD" });
  if (parsed.kind === "undecodable") return notFound(req, res);
  const { pathname, trailingSlash, search } = parsed;
  // Decided on the decoded path, as it would be read from disk: `/%5Fheaders` is `/_headers`.
  const decoded = trailingSlash ? `${pathname}/` : pathname;
  if (hostFile.test(decoded) || precompressed.test(decoded)) return notFound(req, res);
  if (trailingSlash) return redirect(req, res, pathname, search);
  if (pathname === "/index.html" || pathname === "/index") return redirect(req, res, "/", search);
  // The not-found page exists only as the answer to unknown addresses.
  if (pathname === "/404" || pathname === "/404.html") return notFound(req, res);
  if (pathname.endsWith(".html")) return redirect(req, res, pathname.slice(0, -5), search);
  // The not-found page, with the headers `_headers` gives the address asked for, as Cloudflare
  // Pages sends them: a missing image gets an image's headers, not the page's policy.
  if (!sendFile(req, res, pathname)) notFound(req, res, pathname);
}

/**
 * Responses in progress on each connection: a parse error then must not write into one.
 * @type {WeakMap<object, number>}
 */
const inFlight = new WeakMap();
/**
 * The status of a parse error that came while a response was going out (a pipelined request):
 * answered once that response is complete.
 * @type {WeakMap<object, number>}
 */
const deferredErrors = new WeakMap();

// The Host rule is ours to apply (handle), so its 400 carries the site's headers like any other.
// Its timeouts (below) are checked every second, not Node's default 30: a slow client's 408
// comes when its time is up (decision 0024).
const server = createServer(
  { requireHostHeader: false, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      const deferred = deferredErrors.get(socket);
      if (left > 0 || deferred === undefined) return;
      deferredErrors.delete(socket);
      if (socket.writable) socket.end(rawAnswer(deferred));
      else socket.destroy();
    });
    try {
      handle(req, res);
    } catch (error) {
      // A defect of this file, not of the request: say so, and keep serving everyone else.
      console.error(`serve: ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else plain(req, res, 500, "Internal error.");
    }
  },
);
// A client that never finishes its request headers gives up its connection.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

/**
 * An answer written straight to a connection Node hands over without a response object, with
 * the site's headers; the connection is closed after it.
 * @param {number} status
 * @param {Record<string, string>} [extra]
 */
function rawAnswer(status, extra = {}) {
  const body = `${STATUS_CODES[status]}\n`;
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-store",
    "Connection: close",
    ...[...headersForPath(currentRules(), notFoundPath), ...Object.entries(extra)].map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ];
  return `${head.join("\r\n")}\r\n\r\n${body}`;
}

// A request Node cannot parse (a control character in the target, a bad header, headers over
// 16 KB, no Host): 400 (431 for the size), after any response still going out on the same
// connection, then the connection is closed.
server.on("clientError", (error, socket) => {
  const code = "code" in error ? error.code : undefined;
  if (code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  if ((inFlight.get(socket) ?? 0) > 0) deferredErrors.set(socket, status);
  else socket.end(rawAnswer(status));
});

// An Expect other than 100-continue: 417, with the site's headers (Node's own answer has none).
server.on("checkExpectation", (req, res) =>
  plain(req, res, 417, "This site cannot meet the request's Expect."),
);

// CONNECT asks for a tunnel, and Node hands over the bare connection: refused like any method
// but GET and HEAD.
server.on("connect", (_req, socket) => {
  socket.on("error", () => socket.destroy());
  socket.end(rawAnswer(405, { Allow: "GET, HEAD" }));
});

server.on("error", (error) => {
  console.error(`serve: cannot listen on ${values.host}:${values.port}: ${error.message}`);
  process.exit(1);
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : values.port;
  console.log(
    `JADE website: http://${values.host === "0.0.0.0" ? "localhost" : values.host}:${port}/`,
  );
  // The last guard: whatever a request did, the server goes on answering the others.
  process.on("uncaughtException", (error) => {
    console.error("serve: unexpected error (still serving):", error);
  });
});
