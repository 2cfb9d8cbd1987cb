// scripts/serve.mjs (npm start) against the built site: what decision 0024 guarantees, each defect
// a hostile tester found, a fuzz of a few hundred malformed requests, and a build that changes
// under it. No page is opened, so no browser: these run under Vitest after the build (`npm run
// test:built`, decision 0040), at once where they share the server (none changes it). Requests a
// client would correct go over a socket. The 408 for headers that never end needs no build and
// runs beside the unit tests (serve.test.ts).
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, requestText } from "../tests/support/raw-http";
import { type Served, builtSite, startServe } from "../tests/support/serve";
import { content } from "../tests/support/site";
import { pageAssets } from "./bundle-sizes.mjs";
import { cacheControl, svgPolicy } from "./build/hosting.mjs";

const site = builtSite();
let served: Served;
beforeAll(async () => {
  served = await startServe(site.client);
});
afterAll(() => served.stop());

/** A request as a browser's API sends it, redirects not followed, to the server under test. */
const get = (target: string, init: RequestInit = {}, origin = served.origin) =>
  fetch(`${origin}${target}`, { redirect: "manual", ...init });
/** A request written exactly as given, over a socket. */
const send = (method: string, target: string, headers: string[] = []) =>
  rawRequest(served.port, requestText(method, target, headers));

/** The server is still up and serving pages. */
async function stillServing(origin = served.origin) {
  const response = await get("/about-jade", {}, origin);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<h1>About JADE</h1>");
}

describe.concurrent("the static server, as npm start runs it", () => {
  it("serves a page from its prerendered HTML at its canonical address, compressed", async () => {
    const response = await get("/about-jade", { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("<h1>About JADE</h1>");
  });

  it("falls back to gzip for clients without brotli", async () => {
    const response = await get("/donate", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("redirects the trailing-slash and .html forms to the canonical address", async () => {
    for (const [from, to] of [
      ["/about-jade/", "/about-jade"],
      ["/about-jade.html", "/about-jade"],
      ["/contact/?x=1", "/contact?x=1"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(308);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("answers an unknown address with the not-found page and status 404", async () => {
    const notFound = content.pages.pages.find((page) => page.id === "not-found")!;
    for (const target of ["/no-such-page", "/jade-programmes/old", "/404"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${notFound.title} | ${content.site.shortName}</title>`);
      expect(html).toContain('href="/page-listing"');
    }
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    const page = await get("/");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    const script = pageAssets(await page.text()).scripts[0];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

/**
 * Where this server answered otherwise than Cloudflare Pages (wrangler pages dev, the host's own
 * runtime, asked the same: docs/decisions/0031), it now answers as the host does, so a test that
 * passes here passes there.
 */
describe.concurrent("the static server, as Cloudflare Pages answers", () => {
  /** The site-wide headers every answer carries, a bare 400 included. */
  const siteWide = ["strict-transport-security", "x-content-type-options", "referrer-policy"];

  // The host gives a missing file's address the headers of that address's rules; a file now
  // keeps the not-found page's, so the page shows under its policy (issue 38, decision 0046).
  it("sends a missing file the not-found page under the policy every 404 carries", async () => {
    const page = await get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-security-policy")).toContain("script-src");
    const policy = [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ];
    for (const target of ["/assets/missing.png", "/assets/old-abc123.js", "/missing.png"]) {
      const missing = await get(target);
      expect(missing.status, target).toBe(404);
      for (const name of policy)
        expect(missing.headers.get(name), `${target} ${name}`).toBe(page.headers.get(name));
      // Never the year a hashed file is kept for: the file may come with the next build.
      expect(missing.headers.get("cache-control"), target).toBe(cacheControl.revalidate);
    }
    // An address of a type with a policy of its own gets that policy, which runs nothing.
    const svg = await get("/assets/missing.svg");
    expect(svg.status).toBe(404);
    expect(svg.headers.get("content-security-policy")).toBe(svgPolicy);
  });

  it("redirects /index to the home page, as /index.html", async () => {
    for (const target of ["/index", "/index.html", "/index?x=1"]) {
      const response = await get(target);
      expect(response.status, target).toBe(308);
      expect(response.headers.get("location"), target).toBe(
        target.endsWith("?x=1") ? "/?x=1" : "/",
      );
    }
  });

  it("refuses two Host headers or none, and an Expect it cannot meet, with the site's headers", async () => {
    const answers = {
      "two Host headers": await send("GET", "/about-jade", ["Host: evil.example"]),
      "no Host": await rawRequest(
        served.port,
        "GET /about-jade HTTP/1.1\r\nConnection: close\r\n\r\n",
      ),
      "Expect: 100-foo": await send("GET", "/about-jade", ["Expect: 100-foo"]),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(name.startsWith("Expect") ? 417 : 400);
      for (const header of siteWide)
        expect(answer.headers[header], `${name}: ${header}`).toBeDefined();
    }
    // HTTP/1.0 has no Host to ask for.
    const old = await rawRequest(served.port, "GET /about-jade HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
  });

  it("sends a range asked with If-Range only when the date matches, never on an ETag", async () => {
    const whole = await get("/robots.txt");
    const etag = whole.headers.get("etag")!;
    const modified = whole.headers.get("last-modified")!;
    expect(etag).toMatch(/^W\//);
    const wholeText = await whole.text();
    const onEtag = await get("/robots.txt", { headers: { Range: "bytes=0-9", "If-Range": etag } });
    expect(onEtag.status).toBe(200);
    expect(await onEtag.text()).toBe(wholeText);
    const onDate = await get("/robots.txt", {
      headers: { Range: "bytes=0-9", "If-Range": modified },
    });
    expect(onDate.status).toBe(206);
    expect((await onDate.arrayBuffer()).byteLength).toBe(10);
    const onOtherDate = await get("/robots.txt", {
      headers: { Range: "bytes=0-9", "If-Range": "Tue, 01 Jan 2030 00:00:00 GMT" },
    });
    expect(onOtherDate.status).toBe(200);
  });

  it("answers a conditional request for a file it has not changed with 304", async () => {
    // Over a socket: fetch adds `Cache-Control: no-cache` to a conditional request.
    const whole = await send("GET", "/robots.txt");
    const again = await send("GET", "/robots.txt", [`If-None-Match: ${whole.headers.etag}`]);
    expect(again.status).toBe(304);
    const since = [`If-Modified-Since: ${whole.headers["last-modified"]}`];
    expect((await send("GET", "/robots.txt", since)).status).toBe(304);
    const changed = await send("GET", "/robots.txt", ['If-None-Match: W/"other"']);
    expect(changed.status).toBe(200);
  });
});

/**
 * What a hostile client sends, answered without harm: each defect a tester found, then a fuzz of
 * a few hundred malformed requests.
 */
describe.concurrent("the static server, against hostile requests", () => {
  it("`GET //` is the home page, and a Range that is not one valid range is ignored", async () => {
    const home = await send("GET", "//");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("<title>");
    const whole = await (await get("/about-jade")).text();
    for (const range of [
      "bytes=100-50",
      "bytes=-",
      "bytes=0-1,5-6",
      "bytes=abc",
      "items=0-1",
      "bytes=a-b",
      "bytes=1234567890123456-",
    ]) {
      const response = await get("/about-jade", { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe(whole);
    }
    const size = (await (await get("/robots.txt")).arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(20);
    // One range, a suffix, an open end, and an end past the file's: each read as RFC 9110 says.
    for (const [range, start, end] of [
      ["bytes=0-9", 0, 9],
      ["bytes=5-", 5, size - 1],
      ["bytes=-10", size - 10, size - 1],
      ["bytes=0-99999", 0, size - 1],
    ] as const) {
      const part = await get("/robots.txt", { headers: { Range: range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${size}`);
      expect((await part.arrayBuffer()).byteLength, range).toBe(end - start + 1);
    }
    // A suffix longer than the file is the whole file (RFC 9110 14.1.1), sent as a 200.
    const longSuffix = await get("/robots.txt", { headers: { Range: `bytes=-${size + 5000}` } });
    expect(longSuffix.status).toBe(200);
    expect((await longSuffix.arrayBuffer()).byteLength).toBe(size);
    for (const range of ["bytes=99999-", `bytes=${size}-`, "bytes=-0"]) {
      const past = await get("/robots.txt", { headers: { Range: range } });
      expect(past.status, range).toBe(416);
      expect(past.headers.get("content-range"), range).toBe(`bytes */${size}`);
    }
    await stillServing();
  });

  it("a target over 2048 bytes is refused with 414 before any work", async () => {
    expect((await send("GET", `/${"/".repeat(16_000)}`)).status).toBe(414);
    expect((await send("GET", `/about-jade?${"a".repeat(2100)}`)).status).toBe(414);
    // Under the limit, a run of slashes is merged like any other: one redirect.
    const slashes = await send("GET", `/about-jade${"/".repeat(2000)}`);
    expect(slashes.status).toBe(308);
    expect(slashes.headers.location).toBe("/about-jade");
    // Twenty at once do not keep a page from being served.
    const hostile = Array.from({ length: 20 }, () => send("GET", `/${"/".repeat(16_000)}`));
    await stillServing();
    for (const response of await Promise.all(hostile)) expect(response.status).toBe(414);
  });

  it("methods other than GET and HEAD get 405 with Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await get("/about-jade", {
        method,
        body: method === "OPTIONS" ? undefined : "x",
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD");
      expect(response.headers.get("x-content-type-options"), method).toBe("nosniff");
    }
    const connect = await rawRequest(
      served.port,
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    expect(connect.status).toBe(405);
    const head = await get("/about-jade", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    await stillServing();
  });

  it("a malformed request target is 400", async () => {
    for (const target of [
      "/%E0%A4%A",
      "/%zz",
      "/%00",
      "about-jade",
      "*",
      "/a\u0001b",
      "/a\u0000b",
      "/a\tb",
      "/\\evil.example/",
      "/é",
      "/../etc/passwd",
    ]) {
      const response = await send("GET", target);
      expect(response.status, JSON.stringify(target)).toBe(400);
    }
    // Bytes that decode to no UTF-8 name no file of the site.
    expect((await send("GET", "/%E0%A4")).status).toBe(404);
    await stillServing();
  });

  it("a malformed request pipelined after a good one is answered after it", async () => {
    const response = await rawRequest(
      served.port,
      "GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    expect(response.status).toBe(200);
    const rest = response.body.toString("latin1");
    expect(rest).toContain("User-agent:");
    expect(rest).toContain("HTTP/1.1 400 Bad Request\r\n");
    await stillServing();
  });

  it("`_headers` is never served, however its name is spelled", async () => {
    for (const target of [
      "/_headers",
      "/%5Fheaders",
      "/%5fheaders",
      "/_header%73",
      "/x/../_headers",
    ]) {
      const response = await send("GET", target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).not.toContain("Content-Security-Policy:");
    }
    await stillServing();
  });

  it("a redirect only ever names a path of this site", async () => {
    for (const [target, location] of [
      ["/.//evil.example/", "/evil.example"],
      ["//evil.example/", "/evil.example"],
      ["/%2F%2Fevil.example/", "/evil.example"],
      ["/%2F/evil.example.html", "/evil.example"],
      ["http://evil.example/about-jade/", "/about-jade"],
      ["/about-jade//?a=1", "/about-jade?a=1"],
    ] as const) {
      const response = await send("GET", target);
      expect(response.status, target).toBe(308);
      expect(response.headers.location, target).toBe(location);
    }
    // A path a browser could read as another origin, or that would need escaping: not found.
    for (const target of ["/%5Cevil.example/", "/%09/evil.example/", "/%0D%0ASet-Cookie:x/"]) {
      const response = await send("GET", target);
      expect(response.status, target).toBe(404);
      expect(response.headers.location, target).toBeUndefined();
      expect(response.headers["set-cookie"], target).toBeUndefined();
    }
    await stillServing();
  });

  it("Accept-Encoding q-values are respected, q=0 meaning never, brotli first at equal weight", async () => {
    const script = pageAssets(await (await get("/")).text()).scripts[0]!;
    for (const target of ["/about-jade", script, "/no-such-page"]) {
      for (const [accept, encoding] of [
        ["br;q=0", undefined],
        ["br;q=0, gzip", "gzip"],
        ["gzip;q=0, br", "br"],
        ["gzip;q=0.9, br;q=0.5", "gzip"],
        ["gzip;q=0.5, br;q=0.4", "gzip"],
        ["BR ; Q=0.000, gzip;q=1.0", "gzip"],
        ["gzip, deflate, br, zstd", "br"],
        ["x-gzip", "gzip"],
        ["*;q=0", undefined],
        ["gzip;q=0, *", "br"],
        ["br;q=abc", undefined],
        ["*", "br"],
        ["identity", undefined],
        ["", undefined],
      ] as const) {
        const response = await send("GET", target, [`Accept-Encoding: ${accept}`]);
        expect(response.status, `${target} ${accept}`).toBe(target === "/no-such-page" ? 404 : 200);
        expect(response.headers["content-encoding"], `${target} ${accept}`).toBe(encoding);
        expect(response.headers.vary, `${target} ${accept}`).toBe("Accept-Encoding");
      }
    }
    // A precompressed copy is no address of its own.
    expect((await get("/about-jade.html.gz")).status).toBe(404);
  });

  it("survives a fuzz of a few hundred malformed requests", async () => {
    const requests = fuzzRequests(0x5eed, 400);
    const answers: (number | "closed")[] = [];
    // Eight connections at a time.
    for (let next = 0; next < requests.length; next += 8) {
      const batch = requests.slice(next, next + 8).map((text) => rawRequest(served.port, text));
      for (const response of await Promise.all(batch)) answers.push(response.status ?? "closed");
    }
    const failures = answers
      .map((status, index) => ({ status, request: requests[index]!.slice(0, 120) }))
      .filter(({ status }) => status === "closed" || status >= 500);
    expect(failures).toEqual([]);
    // The fuzz reached the server's own answers, not only the parser's.
    const statuses = new Set(answers);
    for (const status of [200, 308, 400, 404, 405, 414]) expect(statuses).toContain(status);
    await stillServing();
    expect(served.output()).not.toMatch(/still serving after|Error/);
  });
});

/**
 * A server of its own, on a copy of the build it may break: the host's files planted in it, and
 * the build deleted under it, as in the moment `npm run build` swaps the new build in
 * (scripts/build/build.ts), or when a step is run by hand (a Vite build run by hand empties its folder first).
 */
describe("the static server, on a build that changes under it", () => {
  let workDir = "";
  let copy = "";
  let own: Served;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "jade-serve-"));
    copy = path.join(workDir, "client");
    cpSync(site.client, copy, { recursive: true });
    own = await startServe(copy);
  });

  afterAll(() => {
    own?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it("never serves a host file or dotfile, under any spelling", async () => {
    const planted = Object.fromEntries(
      ["_redirects", "_routes.json", ".env", ".git/config", "jade.conf", "assets/.hidden.js"].map(
        (name) => [name, `planted secret of ${name}`],
      ),
    );
    for (const [name, text] of Object.entries(planted)) {
      mkdirSync(path.dirname(path.join(copy, name)), { recursive: true });
      writeFileSync(path.join(copy, name), text);
    }
    for (const target of [
      "/_headers",
      "/%5Fheaders",
      "/_header%73",
      "/_redirects",
      "/%5Fredirects",
      "/_routes.json",
      "/_routes%2Ejson",
      "/.env",
      "/%2Eenv",
      "/.git/config",
      "/%2egit/config",
      "/jade.conf",
      "/jade%2Econf",
      "/assets/.hidden.js",
      "/assets/%2Ehidden.js",
      "/assets/x/..%2F.hidden.js",
    ]) {
      const response = await rawRequest(own.port, requestText("GET", target));
      expect(response.status, target).toBe(404);
      expect(response.body.includes("planted secret"), target).toBe(false);
    }
    await stillServing(own.origin);
  });

  it("answers 503 while the build is gone, then serves the new one", async () => {
    const script = pageAssets(await (await get("/", {}, own.origin)).text()).scripts[0]!;
    expect((await get(script, {}, own.origin)).status).toBe(200);

    // The folder gone, and nothing written back.
    const saved = path.join(workDir, "saved");
    renameSync(copy, saved);
    for (const target of ["/", "/about-jade", script, "/no-such-page", "/404"]) {
      const response = await get(target, {}, own.origin);
      expect(response.status, target).toBe(503);
      const text = await response.text();
      expect(text, target).toBe(
        "No built site here yet: run npm run build (npm start does both).\n",
      );
      // No folder of the machine: not the one served, nor any other.
      expect(text, target).not.toContain(copy);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await get("/about-jade", { method: "HEAD" }, own.origin)).status).toBe(503);
    expect(own.process.exitCode).toBeNull();

    // Half-way through a build: pages, but not yet the not-found page, which comes from memory.
    mkdirSync(copy);
    cpSync(path.join(saved, "index.html"), path.join(copy, "index.html"));
    const missing = await get("/about-jade", {}, own.origin);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('href="/page-listing"');
    expect((await get("/", {}, own.origin)).status).toBe(200);

    // The next build, with a header of its own: served, and its `_headers` read again.
    rmSync(copy, { recursive: true });
    cpSync(saved, copy, { recursive: true });
    const headers = readFileSync(path.join(copy, "_headers"), "utf8");
    writeFileSync(path.join(copy, "_headers"), `${headers}/about-jade\n  X-Rebuilt: yes\n`);
    const page = await get("/about-jade", {}, own.origin);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-rebuilt")).toBe("yes");
    expect(own.process.exitCode).toBeNull();
    expect(own.output()).not.toMatch(/Error|unexpected|still serving after/);
  });
});

/**
 * A deterministic mulberry32 generator: the same seed always gives the same requests.
 * @returns a function giving numbers in [0, 1)
 */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Requests mixing methods, targets, ranges, codings, long paths, percent-encodings and junk. */
function fuzzRequests(seed: number, count: number) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const methods = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"];
  const oddMethods = ["get", "G ET", "TRACE", "PROPFIND", "CONNECT", "\u0016\u0003", ""];
  const bases = [
    "/",
    "//",
    "/about-jade",
    "/about-jade/",
    "/about-jade.html",
    "/index.html",
    "/404",
    "/_headers",
    "/%5Fheaders",
    "/.env",
    "/assets/",
    "/admin/",
    "/admin/editor.js",
    "/search-index.json",
    "/favicon.svg",
    "/partnership-proposal.pdf",
    "/no-such-page",
    "http://evil.example/x/",
    "*",
    "",
  ];
  const pieces = [
    () => "/".repeat(1 + Math.floor(random() * 3000)),
    () =>
      `%${pick(["", "0", "G1", "zz", "00", "2e", "2F", "5C", "FF", "C0%AF", "E0%A4", "E0%A4%A"])}`,
    () => pick(["../", "./", "%2e%2e/", "..", ".", "\\", "/.//evil.example/"]),
    () => String.fromCharCode(Math.floor(random() * 256)),
    () => `?${pick(["q=1", "a=%", "x=\\", "#frag", "%00", "&&&", "="])}`,
    () => pick(["a", "b.html", "x.gz", "y.br", "_redirects", ".git/config", "~"]),
  ];
  const headerLines = [
    () =>
      `Range: ${pick(["bytes=100-50", "bytes=-", "bytes=0-0,1-1", "bytes=999999999-", "bytes=-0", "bytes=abc", "bytes=5-", "items=1-2", `bytes=${Math.floor(random() * 50_000)}-`])}`,
    () =>
      `Accept-Encoding: ${pick(["br;q=0", "gzip;q=0, br", "*;q=0", "br;q=abc", "gzip;q=1.5", ",,,;;;", "br;q=0;".repeat(500), "x-gzip", ""])}`,
    () => `If-None-Match: ${pick(["*", 'W/"x"', '"', "junk, *", ""])}`,
    () =>
      `If-Modified-Since: ${pick(["Tue, 01 Jan 2030 00:00:00 GMT", "yesterday", "0", "9".repeat(60)])}`,
    () => `If-Range: ${pick(['W/"1-2"', "junk"])}`,
    () => `X-Junk: ${"x".repeat(Math.floor(random() * 4000))}`,
    () =>
      pick([
        "NoColonHere",
        " folded continuation",
        "Content-Length: abc",
        "X: a\u0001b",
        "X: \u00ff",
        ": empty name",
      ]),
  ];
  const requests: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const method = random() < 0.9 ? pick(methods) : pick(oddMethods);
    let target = pick(bases);
    for (let piece = Math.floor(random() * 4); piece > 0; piece -= 1) target += pick(pieces)();
    const headers: string[] = [];
    for (let header = Math.floor(random() * 4); header > 0; header -= 1)
      headers.push(pick(headerLines)());
    const version = random() < 0.95 ? "HTTP/1.1" : pick(["HTTP/1.0", "HTTP/1.x", "HTTP/9.9", ""]);
    const body = method === "POST" || method === "PUT" ? "hello" : "";
    const lines = [`${method} ${target} ${version}`, "Host: 127.0.0.1", ...headers];
    if (body) lines.push(`Content-Length: ${body.length}`);
    lines.push("Connection: close");
    requests.push(`${lines.join("\r\n")}\r\n\r\n${body}`);
  }
  return requests;
}
