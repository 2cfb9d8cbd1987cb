// Serves the built site as its host does, for `npm start` and the tests (decisions 0024, 0031, 0040):
// pages at /about-jade, 308s from /about-jade/ and .html, 404 otherwise, `_headers`, precompressed
// text. `send` and `negotiator` speak HTTP; ours are the addresses, and a status below 500.
import { readFileSync, statSync } from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import mime from "mime-types";
import Negotiator from "negotiator";
import send from "send";
import * as policy from "./build/hosting.mjs";
import { headersForPath, parseNetlifyHeaders } from "./build/hosting/headers-file.mjs";
import { parseTarget } from "./http-request.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
    dir: { type: "string", default: path.join(process.env.BUILD_DIR ?? "build", "client") },
  },
});
const root = path.resolve(values.dir);
// What a visitor is told names no folder of the machine (decision 0046); whoever started the
// server reads the folder in its log.
const noSite = "No built site here yet: run npm run build (npm start does both).";
const notServed = new RegExp(`${policy.hostFilePattern}|${policy.precompressedPattern}`, "i");
const redirectable = new RegExp(policy.redirectablePattern);
const compressible = new Set(policy.compressibleExtensions);
const { cacheControl, maxTargetLength, notFoundPath } = policy;
const { immutable, revalidate } = cacheControl;
/** A regular file's stats, or undefined if there is none now. @param {string} file */
function fileStats(file) {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch {
    return undefined; // A name too long, a file where a folder should be: no file of the site.
  }
}
/** What `read` makes of a file, read again when a build rewrites it, the last good value while it is missing or half-written. @template T @param {string} file @param {(file: string) => T} read */
function reread(file, read) {
  /** @type {{ stamp?: string, value?: T }} */
  const last = {};
  return () => {
    const stats = fileStats(file);
    const stamp = stats && `${stats.size}-${stats.mtimeMs}`;
    try {
      if (stamp && stamp !== last.stamp) Object.assign(last, { value: read(file), stamp });
    } catch {
      // Half-written by a build: read again on the next request.
    }
    return last.value;
  };
}
const rules = reread(`${root}/_headers`, (file) => parseNetlifyHeaders(readFileSync(file, "utf8")));
/** @param {string} file */
const readIfThere = (file) => (fileStats(file) ? readFileSync(file) : undefined);
// In each coding, held in memory: a build that removed it does not stop it from being sent.
const notFoundPage = reread(`${root}/404.html`, (file) => ({
  identity: readFileSync(file),
  br: readIfThere(`${file}.br`),
  gzip: readIfThere(`${file}.gz`),
}));
if (!notFoundPage()) {
  console.error(`serve: no built site in ${root}: run npm run build (npm start does both).`);
  process.exit(1);
}
/** `_headers`' for a path (a file's; the site-wide rule's, as `notFoundPath`'s, for all that is not a file: decision 0026), then `extra`, which wins. @param {string} pathname @param {Record<string, string>} [extra] @returns {[string, string][]} */
const headersOf = (pathname, extra = {}) => [
  ...new Map([...headersForPath(rules() ?? [], pathname), ...Object.entries(extra)]),
];
const plainText = "text/plain; charset=utf-8";
const closing = { "Content-Type": plainText, "Cache-Control": "no-store", Connection: "close" };
const htmlText = "text/html; charset=utf-8";
const html = { "Content-Type": htmlText, "Cache-Control": revalidate, Vary: "Accept-Encoding" };
/** An answer and its length (Node leaves out a HEAD's body). @param {import("node:http").ServerResponse} res @param {number} status @param {[string, string][]} headers @param {string | Buffer} [body] */
function answer(res, status, headers, body = "") {
  res.writeHead(status, [...headers, ["Content-Length", `${Buffer.byteLength(body)}`]].flat());
  res.end(body);
}
/** A short text, closing the connection. @param {import("node:http").ServerResponse} res @param {number} status @param {string} message */
const plain = (res, status, message, extra = {}) =>
  answer(res, status, headersOf(notFoundPath, { ...closing, ...extra }), `${message}\n`);
/** The same, written straight to a connection, closing it. @param {number} status */
function rawAnswer(status, extra = {}) {
  const text = `${STATUS_CODES[status]}\n`;
  const length = { "Content-Length": `${text.length}` };
  const head = headersOf(notFoundPath, { ...closing, ...length, ...extra }).map((h) =>
    h.join(": "),
  );
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("\r\n")}\r\n\r\n${text}`;
}
/** The precompressed codings a client accepts (from 32 entries at most, in any case: `Q=0` is `q=0`; x-gzip is gzip), best first, brotli before gzip. @param {import("node:http").IncomingMessage} req */
function codings(req) {
  const header = (req.headers["accept-encoding"] ?? "").split(",", 32).join(",").toLowerCase();
  const headers = { "accept-encoding": header.replaceAll("x-gzip", "gzip") };
  // @ts-expect-error -- @types/negotiator 0.6 does not know negotiator 1's `preferred`.
  return new Negotiator({ headers }).encodings(["br", "gzip"], { preferred: ["br", "gzip"] });
}
/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
function handle(req, res) {
  // The not-found page, with the headers `_headers` gives the address asked for (a missing
  // image gets an image's, as from Cloudflare Pages); 503 while there is no site at all.
  const notFound = (pathname = notFoundPath) => {
    if (!fileStats(`${root}/index.html`)) return plain(res, 503, noSite, { "Retry-After": "5" });
    const page = /** @type {Record<string, Buffer>} */ (notFoundPage());
    const coding = codings(req).find((name) => page[name]);
    const extra = { ...html, ...(coding && { "Content-Encoding": coding }) };
    answer(res, 404, headersOf(pathname, extra), (coding && page[coding]) || page.identity);
  };
  /** A 308 to `/` or plain segments only, never `//host`. @param {string} to @param {string} search */
  const redirect = (to, search) => {
    if (to !== "/" && !redirectable.test(to)) return notFound();
    const extra = { Location: `${to}${search}`, "Cache-Control": cacheControl.redirect };
    answer(res, 308, headersOf(notFoundPath, extra));
  };
  const hosts = req.headersDistinct.host?.length ?? 0;
  if (hosts > 1 || (hosts === 0 && req.httpVersion === "1.1"))
    return plain(res, 400, "A request must name one Host.");
  if ((req.url ?? "").length > maxTargetLength)
    return plain(res, 414, `Request target longer than ${maxTargetLength} bytes.`);
  const parsed = parseTarget(req.url ?? "");
  if (parsed.kind === "malformed") return plain(res, 400, "Malformed request target.");
  if (req.method !== "GET" && req.method !== "HEAD")
    return plain(res, 405, "This site answers GET and HEAD only.", { Allow: "GET, HEAD" });
  if (parsed.kind === "undecodable") return notFound();
  const { pathname, trailingSlash, search } = parsed;
  // Decided on the decoded path, as read from disk: `/%5Fheaders` is `/_headers`.
  if (notServed.test(trailingSlash ? `${pathname}/` : pathname)) return notFound();
  if (trailingSlash) return redirect(pathname, search);
  if (pathname === "/index.html" || pathname === "/index") return redirect("/", search);
  if (pathname === "/404" || pathname === "/404.html") return notFound();
  if (pathname.endsWith(".html")) return redirect(pathname.slice(0, -5), search);
  // The file for `/x` is x, else x.html, its precompressed copy in the coding the client prefers.
  const base = pathname === "/" ? "index" : pathname.slice(1);
  for (const name of [base, `${base}.html`]) {
    const extension = path.extname(name).slice(1).toLowerCase();
    for (const coding of [...(compressible.has(extension) ? codings(req) : []), undefined]) {
      const file = coding ? `${name}.${coding === "br" ? "br" : "gz"}` : name;
      const stats = fileStats(path.join(root, file));
      if (!stats) continue;
      // One valid range or none (RFC 9110 14.2; `send` answers bytes=100-50 or a suffix longer
      // than the file 416), If-Range on the exact date only (13.1.5; `send` takes a weak ETag).
      const [, first, last] = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(`${req.headers.range}`) ?? [];
      const ifRange = req.headers["if-range"];
      const modified = Math.floor(stats.mtimeMs / 1000) * 1000;
      if (first ? Number(last || first) < Number(first) : !last || Number(last) > stats.size)
        delete req.headers.range;
      if (ifRange && Date.parse(`${ifRange}`) !== modified) delete req.headers.range;
      delete req.headers["if-range"];
      // Hashed build assets never change; pages are revalidated on every visit.
      const extra = {
        "Content-Type": mime.contentType(extension) || "application/octet-stream",
        "Cache-Control": pathname.startsWith("/assets/") ? immutable : revalidate,
        ...(compressible.has(extension) && { Vary: "Accept-Encoding" }),
        ...(coding && { "Content-Encoding": coding }),
      };
      res.setHeaders(new Map([...Object.entries(extra), ...headersOf(pathname)])); // `_headers` last
      const encoded = `/${file.split("/").map(encodeURIComponent).join("/")}`;
      send(req, encoded, { root, index: false, dotfiles: "allow", cacheControl: false })
        .on("error", (/** @type {{ status?: number }} */ error) => {
          if (res.headersSent) return res.destroy();
          if (error.status === 412 || error.status === 416) return answer(res, error.status, []);
          // Gone between the look and the read (a build swapped in): not found, cleanly.
          for (const header of res.getHeaderNames()) res.removeHeader(header);
          notFound(pathname);
        })
        .pipe(res);
      return;
    }
  }
  notFound(pathname);
}

/** The response last begun on each connection: a parse error is answered after it. */
const lastResponse = new WeakMap();
// Timeouts checked every second, not Node's default 30: a slow client's 408 comes at 10 s.
const options = { requireHostHeader: false, connectionsCheckingInterval: 1_000 };
const server = createServer(options, (req, res) => {
  lastResponse.set(req.socket, res);
  try {
    handle(req, res);
  } catch (error) {
    // A defect of this file, not of the request: say so, and keep serving everyone else.
    console.error(`serve: ${req.method} ${req.url}:`, error);
    if (res.headersSent) res.destroy();
    else plain(res, 500, "Internal error.");
  }
});
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
// What Node's parser refuses (a control character, a bad header; 431 past 16 KB of headers, 408
// at the timeout), with the site's headers, after a pipelined response still being prepared:
// Node's own answer has none, and is written before that response as if it were its answer.
server.on("clientError", (error, socket) => {
  const code = "code" in error ? error.code : undefined;
  if (code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const status =
    code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const reply = () => (socket.writable ? socket.end(rawAnswer(status)) : socket.destroy());
  const pending = lastResponse.get(socket);
  if (pending && !pending.writableFinished) pending.once("close", reply);
  else reply();
});
// An Expect other than 100-continue: 417, with the site's headers (Node's own has none).
server.on("checkExpectation", (_req, res) => plain(res, 417, "This site cannot meet the Expect."));
// CONNECT: Node would close the connection unanswered; refused like any method but GET and HEAD.
server.on("connect", (_req, socket) => {
  socket.on("error", () => socket.destroy());
  socket.end(rawAnswer(405, { Allow: "GET, HEAD" }));
});
server.listen(Number(values.port), values.host, () => {
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const host = values.host === "0.0.0.0" ? "localhost" : values.host;
  console.log(`JADE website: http://${host}:${port}/`);
  // The last guard: whatever a request did, the server goes on answering the others.
  process.on("uncaughtException", (error) => console.error("serve: still serving after:", error));
});
