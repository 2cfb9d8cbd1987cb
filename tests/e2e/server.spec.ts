import type { APIRequestContext } from "@playwright/test";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageAssets } from "../../scripts/bundle-sizes.mjs";
import { expect, test } from "../support/fixtures";
import { rawRequest, requestText } from "../support/raw-http";
import { content } from "../support/site";

test.describe("the static server, as npm start runs it", () => {
  test("serves a page from its prerendered HTML at its canonical address, compressed", async ({
    request,
  }) => {
    const response = await request.get("/about-jade", { headers: { "Accept-Encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(await response.text()).toContain("<h1>About JADE</h1>");
  });

  test("falls back to gzip for clients without brotli", async ({ request }) => {
    const response = await request.get("/donate", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("redirects the trailing-slash and .html forms to the canonical address", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/about-jade/", "/about-jade"],
      ["/about-jade.html", "/about-jade"],
      ["/contact/?x=1", "/contact?x=1"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("answers an unknown address with the not-found page and status 404", async ({ request }) => {
    for (const path of ["/no-such-page", "/jade-programmes/old", "/404"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      const notFound = content.pages.pages.find((page) => page.id === "not-found")!;
      expect(html).toContain(`<title>${notFound.title} | ${content.site.shortName}</title>`);
      expect(html).toContain('href="/page-listing"');
    }
  });

  test("caches hashed assets for a year and revalidates pages", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    const script = pageAssets(await page.text()).scripts[0];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

/**
 * Where this server answered otherwise than Cloudflare Pages (wrangler pages dev, the host's own
 * runtime, asked the same: docs/decisions/0031), it now answers as the host does, so a test that
 * passes here passes there.
 */
test.describe("the static server, as Cloudflare Pages answers", () => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  /** The site-wide headers every answer carries, a bare 400 included. */
  const siteWide = ["strict-transport-security", "x-content-type-options", "referrer-policy"];

  test("sends a missing file the not-found page with the file's headers, not a page's policy", async ({
    request,
  }) => {
    const missing = await request.get("/assets/missing.png");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toBeUndefined();
    expect(missing.headers()["x-content-type-options"]).toBe("nosniff");
    const page = await request.get("/no-such-page");
    expect(page.status()).toBe(404);
    expect(page.headers()["content-security-policy"]).toContain("script-src");
  });

  test("redirects /index to the home page, as /index.html", async ({ request }) => {
    for (const target of ["/index", "/index.html", "/index?x=1"]) {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status(), target).toBe(308);
      expect(response.headers().location, target).toBe(target.endsWith("?x=1") ? "/?x=1" : "/");
    }
  });

  test("gives a client that never finishes its headers a 408 once their 10 s are up, not at the next 30 s check", async () => {
    test.setTimeout(60_000);
    const started = Date.now();
    // The request line and one header, then nothing: the headers never end.
    const answer = await rawRequest(
      port,
      "GET /about-jade HTTP/1.1\r\nHost: 127.0.0.1\r\n",
      45_000,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answer.status).toBe(408);
    // Node checks its timeouts every `connectionsCheckingInterval` (30 s by default): the server
    // checks every second, so the answer comes between 10 and 11 s after the request began.
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    expect(seconds).toBeLessThan(20);
  });

  test("refuses two Host headers or none, and an Expect it cannot meet, with the site's headers", async () => {
    const answers = {
      "two Host headers": await rawRequest(
        port,
        requestText("GET", "/about-jade", ["Host: evil.example"]),
      ),
      "no Host": await rawRequest(port, "GET /about-jade HTTP/1.1\r\nConnection: close\r\n\r\n"),
      "Expect: 100-foo": await rawRequest(
        port,
        requestText("GET", "/about-jade", ["Expect: 100-foo"]),
      ),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(name.startsWith("Expect") ? 417 : 400);
      for (const header of siteWide)
        expect(answer.headers[header], `${name}: ${header}`).toBeDefined();
    }
    // HTTP/1.0 has no Host to ask for.
    const old = await rawRequest(port, "GET /about-jade HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
  });

  test("sends a range asked with If-Range only when the date matches, never on an ETag", async ({
    request,
  }) => {
    const whole = await request.get("/robots.txt");
    const { etag, "last-modified": modified } = whole.headers();
    expect(etag).toMatch(/^W\//);
    const onEtag = await request.get("/robots.txt", {
      headers: { Range: "bytes=0-9", "If-Range": etag! },
    });
    expect(onEtag.status()).toBe(200);
    expect(await onEtag.text()).toBe(await whole.text());
    const onDate = await request.get("/robots.txt", {
      headers: { Range: "bytes=0-9", "If-Range": modified! },
    });
    expect(onDate.status()).toBe(206);
    expect((await onDate.body()).length).toBe(10);
    const onOtherDate = await request.get("/robots.txt", {
      headers: { Range: "bytes=0-9", "If-Range": "Tue, 01 Jan 2030 00:00:00 GMT" },
    });
    expect(onOtherDate.status()).toBe(200);
  });
});

/**
 * What a hostile client sends, answered without harm: each defect a tester found, then a fuzz of
 * a few hundred malformed requests. Requests a client library would correct go over a raw socket.
 */
test.describe("the static server, against hostile requests", () => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const send = (method: string, target: string, headers: string[] = []) =>
    rawRequest(port, requestText(method, target, headers));

  /** The server is still up and serving pages. */
  async function stillServing(api: APIRequestContext) {
    const response = await api.get("/about-jade");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<h1>About JADE</h1>");
  }

  test("`GET //` is the home page, and an inverted Range is ignored", async ({ request: api }) => {
    const home = await send("GET", "//");
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("<title>");
    const whole = await api.get("/about-jade");
    for (const range of ["bytes=100-50", "bytes=-", "bytes=0-1,5-6", "bytes=abc"]) {
      const response = await api.get("/about-jade", { headers: { Range: range } });
      expect(response.status(), range).toBe(200);
      expect(await response.text(), range).toBe(await whole.text());
    }
    const part = await api.get("/robots.txt", { headers: { Range: "bytes=0-9" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toMatch(/^bytes 0-9\/\d+$/);
    expect((await part.body()).length).toBe(10);
    const past = await api.get("/robots.txt", { headers: { Range: "bytes=99999-" } });
    expect(past.status()).toBe(416);
    await stillServing(api);
  });

  test("a target over 2048 bytes is refused with 414 before any work", async ({ request: api }) => {
    expect((await send("GET", `/${"/".repeat(16_000)}`)).status).toBe(414);
    expect((await send("GET", `/about-jade?${"a".repeat(2100)}`)).status).toBe(414);
    // Under the limit, a run of slashes is merged like any other: one redirect.
    const slashes = await send("GET", `/about-jade${"/".repeat(2000)}`);
    expect(slashes.status).toBe(308);
    expect(slashes.headers.location).toBe("/about-jade");
    // Twenty at once do not keep a page from being served.
    const hostile = Array.from({ length: 20 }, () => send("GET", `/${"/".repeat(16_000)}`));
    await stillServing(api);
    for (const response of await Promise.all(hostile)) expect(response.status).toBe(414);
  });

  test("methods other than GET and HEAD get 405 with Allow", async ({ request: api }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await api.fetch("/about-jade", { method, data: "x", maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("GET, HEAD");
      expect(response.headers()["x-content-type-options"], method).toBe("nosniff");
    }
    const connect = await rawRequest(port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(connect.status).toBe(405);
    const head = await api.head("/about-jade");
    expect(head.status()).toBe(200);
    expect((await head.body()).length).toBe(0);
    await stillServing(api);
  });

  test("a malformed request target is 400", async ({ request: api }) => {
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
    await stillServing(api);
  });

  test("a malformed request pipelined after a good one is answered after it", async ({
    request: api,
  }) => {
    const response = await rawRequest(
      port,
      "GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    expect(response.status).toBe(200);
    const rest = response.body.toString("latin1");
    expect(rest).toContain("User-agent:");
    expect(rest).toContain("HTTP/1.1 400 Bad Request\r\n");
    await stillServing(api);
  });

  test("`_headers` is never served, however its name is spelled", async ({ request: api }) => {
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
    await stillServing(api);
  });

  test("a redirect only ever names a path of this site", async ({ request: api }) => {
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
    await stillServing(api);
  });

  test("Accept-Encoding q-values are respected, q=0 meaning never", async ({ request: api }) => {
    const html = await api.get("/");
    const script = pageAssets(await html.text()).scripts[0]!;
    for (const path of ["/about-jade", script, "/no-such-page"]) {
      for (const [accept, encoding] of [
        ["br;q=0", undefined],
        ["br;q=0, gzip", "gzip"],
        ["gzip;q=0, br", "br"],
        ["gzip;q=0.9, br;q=0.5", "gzip"],
        ["*;q=0", undefined],
        ["*", "br"],
        ["identity", undefined],
      ] as const) {
        const response = await send("GET", path, [`Accept-Encoding: ${accept}`]);
        expect(response.status, `${path} ${accept}`).toBe(path === "/no-such-page" ? 404 : 200);
        expect(response.headers["content-encoding"], `${path} ${accept}`).toBe(encoding);
        expect(response.headers.vary, `${path} ${accept}`).toBe("Accept-Encoding");
      }
    }
    // A precompressed copy is no address of its own.
    expect((await api.get("/about-jade.html.gz")).status()).toBe(404);
  });

  test("survives a fuzz of a few hundred malformed requests", async ({ request: api }) => {
    const requests = fuzzRequests(0x5eed, 400);
    const answers: (number | "closed")[] = [];
    // Eight connections at a time.
    for (let next = 0; next < requests.length; next += 8) {
      const batch = requests.slice(next, next + 8).map((text) => rawRequest(port, text));
      for (const response of await Promise.all(batch)) answers.push(response.status ?? "closed");
    }
    const failures = answers
      .map((status, index) => ({ status, request: requests[index]!.slice(0, 120) }))
      .filter(({ status }) => status === "closed" || status >= 500);
    expect(failures).toEqual([]);
    // The fuzz reached the server's own answers, not only the parser's.
    const statuses = new Set(answers);
    for (const status of [200, 308, 400, 404, 405, 414]) expect(statuses).toContain(status);
    await stillServing(api);
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

/**
 * scripts/serve.mjs on a port and folder of a test's own, once it has said it is listening; all it
 * prints goes to `record`.
 */
async function startServer(port: number, dir: string, record: (text: string) => void) {
  const server = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", String(port), "--dir", dir],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  for (const stream of [server.stdout, server.stderr])
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      record(chunk.toString());
    });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.once("data", () => resolve());
    server.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return server;
}

/**
 * A server of its own, on a copy of the build it may break: the host's files planted in it, and
 * the build deleted under it, as in the moment `npm run build` swaps the new build in
 * (scripts/build.ts), or when a step is run by hand (react-router build empties its folder first).
 */
test.describe("the static server, on a build that changes under it", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 4173) + 2;
  const origin = `http://127.0.0.1:${port}`;
  const built = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  let workDir = "";
  let site = "";
  let server: ChildProcess | undefined;
  let output = "";

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "jade-serve-"));
    site = path.join(workDir, "client");
    cpSync(built, site, { recursive: true });
    server = await startServer(port, site, (chunk) => (output += chunk));
  });

  test.afterAll(() => {
    server?.kill();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test("never serves a host file or dotfile, under any spelling", async ({ request: api }) => {
    const planted = Object.fromEntries(
      ["_redirects", "_routes.json", ".env", ".git/config", "jade.conf", "assets/.hidden.js"].map(
        (name) => [name, `planted secret of ${name}`],
      ),
    );
    for (const [name, text] of Object.entries(planted)) {
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      writeFileSync(path.join(site, name), text);
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
      const response = await rawRequest(port, requestText("GET", target));
      expect(response.status, target).toBe(404);
      expect(response.body.includes("planted secret"), target).toBe(false);
    }
    expect((await api.get(`${origin}/about-jade`)).status()).toBe(200);
  });

  test("answers 503 while the build is gone, then serves the new one", async ({ request: api }) => {
    const script = pageAssets(await (await api.get(`${origin}/`)).text()).scripts[0]!;
    expect((await api.get(`${origin}${script}`)).status()).toBe(200);

    // The folder gone, and nothing written back.
    const saved = path.join(workDir, "saved");
    renameSync(site, saved);
    for (const target of ["/", "/about-jade", script, "/no-such-page", "/404"]) {
      const response = await api.get(`${origin}${target}`);
      expect(response.status(), target).toBe(503);
      expect(await response.text(), target).toContain(
        `No built site in ${site}: run npm run build`,
      );
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
    expect((await api.head(`${origin}/about-jade`)).status()).toBe(503);
    expect(server?.exitCode).toBeNull();

    // Half-way through a build: pages, but not yet the not-found page, which comes from memory.
    mkdirSync(site);
    cpSync(path.join(saved, "index.html"), path.join(site, "index.html"));
    const missing = await api.get(`${origin}/about-jade`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('href="/page-listing"');
    expect((await api.get(`${origin}/`)).status()).toBe(200);

    // The next build, with a header of its own: served, and its `_headers` read again.
    rmSync(site, { recursive: true });
    cpSync(saved, site, { recursive: true });
    const headers = readFileSync(path.join(site, "_headers"), "utf8");
    writeFileSync(path.join(site, "_headers"), `${headers}/about-jade\n  X-Rebuilt: yes\n`);
    const page = await api.get(`${origin}/about-jade`);
    expect(page.status()).toBe(200);
    expect(page.headers()["x-rebuilt"]).toBe("yes");
    expect(server?.exitCode).toBeNull();
    expect(output).not.toMatch(/Error|unexpected/);
  });
});

/**
 * `npm run build` on a copy of the project whose content the build refuses, while a server serves
 * the copy's last good build: the build fails, and the site served is the one before it, whole.
 */
test.describe("a failed build", () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 3;
  const origin = `http://127.0.0.1:${port}`;
  let project = "";
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), "jade-build-"));
    for (const name of [
      "app",
      "content",
      "scripts",
      "types",
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
      "react-router.config.ts",
    ])
      cpSync(name, path.join(project, name), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
    cpSync(path.resolve(process.env.BUILD_DIR ?? "build"), path.join(project, "build"), {
      recursive: true,
    });
    server = await startServer(port, path.join(project, "build", "client"), () => {});
  });

  test.afterAll(() => {
    server?.kill();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  test("leaves the last good site served, whole, and says so, even after a build cut short", async ({
    request: api,
  }) => {
    // Generous: the build compiles the whole site before it reaches the content it refuses.
    test.setTimeout(180_000);
    const before = await api.get(`${origin}/`);
    const home = await before.text();
    const assets = pageAssets(home);

    // A button of the first screen sent to a page that does not exist, as a slip in the editor.
    const homeFile = path.join(project, "content", "home.yaml");
    const primary = content.home.hero.primary;
    const edited = readFileSync(homeFile, "utf8").replace(
      `page: ${primary.page}`,
      "page: no-such-page",
    );
    expect(edited).toContain("no-such-page");
    writeFileSync(homeFile, edited);

    // And an earlier build stopped between its two renames: the last good site moved aside.
    renameSync(path.join(project, "build"), path.join(project, "build.previous"));

    const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: "build" },
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain("The site in build/ is unchanged");
    expect(existsSync(path.join(project, "build.next"))).toBe(false);
    expect(existsSync(path.join(project, "build.previous"))).toBe(false);

    const after = await api.get(`${origin}/`);
    expect(after.status()).toBe(200);
    expect(await after.text()).toBe(home);
    for (const asset of [...assets.scripts, ...assets.styles])
      expect((await api.get(`${origin}${asset}`)).status(), asset).toBe(200);
    for (const route of ["/about-jade", "/programme-sponsorship", "/no-such-page"])
      expect((await api.get(`${origin}${route}`)).status(), route).toBe(
        route === "/no-such-page" ? 404 : 200,
      );
  });
});
