// Serves the built site the way a static host or CDN does: each page from its prerendered HTML
// at its canonical address (/about-jade), text precompressed (brotli or gzip), a 301 from
// /about-jade/ and /about-jade.html to /about-jade, and the prerendered not-found page with
// status 404 for anything else. Used by `npm start` and by the browser tests.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { headersForPath, parseNetlifyHeaders } from "./hosting.mjs";

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
if (!existsSync(path.join(root, "404.html"))) {
  console.error(
    `serve: no built site in ${root}. Run \`npm run build\` first (npm start does both).`,
  );
  process.exit(1);
}

// The headers a Netlify or Cloudflare Pages deploy would send, from the build's own `_headers`.
const headerRules = existsSync(path.join(root, "_headers"))
  ? parseNetlifyHeaders(readFileSync(path.join(root, "_headers"), "utf8"))
  : [];

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function hostHeaders(res, pathname) {
  for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
}

const assets = sirv(root, {
  extensions: ["html"],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    // Hashed build assets never change; pages are revalidated on every visit.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    );
    // A page's loader data, in React Router's turbo-stream format (as its own server sends it).
    if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
    hostHeaders(res, pathname);
  },
});

/**
 * The prerendered not-found page, compressed as the client accepts, with status 404.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function notFound(req, res) {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
  const file = path.join(root, `404.html${suffix}`);
  const body = readFileSync(existsSync(file) ? file : path.join(root, "404.html"));
  hostHeaders(res, new URL(req.url ?? "/", "http://localhost").pathname);
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
    ...(existsSync(file) && encoding ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} location
 */
function redirect(res, location) {
  hostHeaders(res, location);
  res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
  res.end();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const { pathname, search } = url;
  if (pathname.length > 1 && pathname.endsWith("/"))
    return redirect(res, pathname.replace(/\/+$/, "") + search);
  if (pathname === "/index.html") return redirect(res, `/${search}`);
  if (pathname.endsWith(".html") && pathname !== "/404.html")
    return redirect(res, pathname.slice(0, -5) + search);
  // The not-found page exists only as the answer to unknown addresses; `_headers` is for the host.
  if (pathname === "/404" || pathname === "/404.html" || pathname === "/_headers")
    return notFound(req, res);
  assets(req, res, () => notFound(req, res));
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : values.port;
  console.log(
    `JADE website: http://${values.host === "0.0.0.0" ? "localhost" : values.host}:${port}/`,
  );
});
