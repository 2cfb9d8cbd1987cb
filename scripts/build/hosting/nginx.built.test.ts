// The generated nginx server block (<build>/nginx/jade.conf), run in a real nginx against the
// build: the same headers, caching, addresses and 404 as `npm start` and the `_headers` file
// (expected values come from that file, as scripts/build/hosting/headers-file.mjs reads it). No page is
// opened, so no browser: these run under Vitest after the build (`npm run test:built`, decision
// 0040); the one test that opens a page under nginx is tests/e2e/nginx.spec.ts.
// Without nginx this says so and is skipped, except under CI=true, where it fails.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNginx, findNginx, nginxMissing, startNginx } from "../../../tests/support/nginx";
import { rawRequest, requestText } from "../../../tests/support/raw-http";
import { type Served, builtSite, freePort, startServe } from "../../../tests/support/serve";
import { pageAssets } from "../../bundle-sizes.mjs";
import { cacheControl, hostFilePattern, notFoundPath, precompressedPattern } from "../hosting.mjs";
import { headersForPath, parseNetlifyHeaders } from "./headers-file.mjs";

const nginx = findNginx();
if (!nginx && process.env.CI === "true") throw new Error(nginxMissing);
if (!nginx) console.warn(`Skipped: ${nginxMissing}`);

describe.skipIf(!nginx)("the generated nginx config", () => {
  const site = builtSite();
  let server: RunningNginx;
  let served: Served;
  let nginxPort = 0;

  beforeAll(async () => {
    nginxPort = await freePort();
    [server, served] = await Promise.all([
      startNginx(nginx!, site.build, nginxPort),
      startServe(site.client),
    ]);
  });

  afterAll(() => {
    server?.stop();
    served?.stop();
  });

  /** A request to nginx (or to npm start), redirects not followed. */
  const get = (target: string, init: RequestInit = {}, origin = server.origin) =>
    fetch(`${origin}${target}`, { redirect: "manual", ...init });
  const headersOf = (response: Response) => Object.fromEntries(response.headers);

  const rules = parseNetlifyHeaders(readFileSync(path.join(site.client, "_headers"), "utf8"));
  /** Every header a rule sets, lower-cased: what nginx and npm start must agree on. */
  const ruleHeaders = [
    ...new Set(rules.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))),
  ];
  /**
   * What `_headers` gives a path, by lower-cased name (absent headers undefined), with the hosts'
   * default Cache-Control where no rule sets one: what a page, a file or the not-found page gets.
   */
  const expectedFor = (pathname: string) => {
    const headers = new Map(
      [...headersForPath(rules, pathname)].map(([name, value]) => [name.toLowerCase(), value]),
    );
    headers.set("cache-control", headers.get("cache-control") ?? cacheControl.revalidate);
    return Object.fromEntries(ruleHeaders.map((name) => [name, headers.get(name)]));
  };
  const ruleHeadersOf = (headers: Record<string, string>) =>
    Object.fromEntries(ruleHeaders.map((name) => [name, headers[name]]));

  it("pages carry their own headers from _headers, and are revalidated", async () => {
    for (const page of ["/", "/about-jade", "/search"]) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      const headers = headersOf(response);
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(ruleHeadersOf(headers), page).toEqual(expectedFor(page));
      expect(headers["content-security-policy"], page).toBeDefined();
      expect(headers["cache-control"]).toBe(cacheControl.revalidate);
      expect(headers.server).toBe("nginx");
    }
  });

  it("hashed assets are cached for a year and served precompressed", async () => {
    const script = pageAssets(await (await get("/")).text()).scripts[0];
    expect(script).toMatch(/^\/assets\//);
    const response = await get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    const headers = headersOf(response);
    expect(headers["cache-control"]).toBe(cacheControl.immutable);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(ruleHeadersOf(headers)).toEqual(expectedFor(script!));
    // The not-found page's policy, which the address gets once the file is gone (decision 0046).
    expect(headers["content-security-policy"]).toBe(
      expectedFor(notFoundPath)["content-security-policy"],
    );
  });

  it("an unknown address gets the not-found page with status 404 and its headers", async () => {
    // The not-found page's headers, a file's address included: the answer is that page.
    // Cloudflare, and so serve.mjs, send a missing file's address its file's headers
    // (docs/decisions/0031), which hold the not-found page's policy too (0046): the file's
    // resource policy and caching are the difference left.
    for (const target of ["/no-such-page", "/missing.png", "/assets/missing.js"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(await response.text()).toContain("<h1>We can&#x27;t find that page</h1>");
      expect(ruleHeadersOf(headersOf(response)), target).toEqual(expectedFor(notFoundPath));
      // Whatever a file's rule says, a not-found answer is never cached for long.
      const fromServe = await get(target, {}, served.origin);
      expect(ruleHeadersOf(headersOf(fromServe)), target).toEqual({
        ...expectedFor(target === "/no-such-page" ? notFoundPath : target),
        "cache-control": cacheControl.revalidate,
      });
      expect(fromServe.headers.get("content-security-policy"), target).toBe(
        response.headers.get("content-security-policy"),
      );
    }
    expect((await get("/404.html")).status).toBe(404);
    expect((await get("/404")).status).toBe(404);
  });

  it("/x/, /x.html and /index.html redirect permanently to the canonical address", async () => {
    for (const [from, to] of [
      ["/about-jade/", "/about-jade"],
      ["/about-jade.html", "/about-jade"],
      ["/index.html", "/"],
      ["/donate/?ref=a", "/donate?ref=a"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(308);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("/404 and the host's files are not found, under any spelling, as npm start answers", async () => {
    for (const target of [
      "/404",
      "/_headers",
      "/%5Fheaders",
      "/_header%73",
      "/_HEADERS",
      "/.env",
    ]) {
      for (const [name, port] of [
        ["nginx", nginxPort],
        ["npm start", served.port],
      ] as const) {
        const response = await rawRequest(port, requestText("GET", target));
        const label = `${name} ${target}`;
        expect(response.status, label).toBe(404);
        expect(response.body.toString(), label).toContain("<h1>We can&#x27;t find");
      }
    }
  });

  it("gzip-precompressed HTML is sent as HTML, and only to a client that accepts gzip", async () => {
    const response = await rawRequest(
      nginxPort,
      requestText("GET", "/about-jade", ["Accept-Encoding: gzip"]),
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(response.body).toString()).toContain("<h1>About JADE</h1>");
    const notFound = await rawRequest(
      nginxPort,
      requestText("GET", "/no-such-page", ["Accept-Encoding: gzip"]),
    );
    expect(notFound.status).toBe(404);
    expect(notFound.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(notFound.headers["content-encoding"]).toBe("gzip");
    // q=0 refuses it; nginx has no brotli module, so a brotli-only client gets the file itself.
    for (const accept of ["gzip;q=0", "br", "br;q=0, gzip;q=0"]) {
      const plain = await rawRequest(
        nginxPort,
        requestText("GET", "/about-jade", [`Accept-Encoding: ${accept}`]),
      );
      expect(plain.headers["content-encoding"], accept).toBeUndefined();
      expect(plain.body.toString(), accept).toContain("<h1>About JADE</h1>");
    }
    // The copies themselves are no addresses, here as under npm start.
    for (const file of ["/about-jade.html.gz", "/about-jade.html.br"]) {
      expect((await get(file)).status, file).toBe(404);
      expect((await get(file, {}, served.origin)).status, file).toBe(404);
    }
  });

  it("answers hostile requests with npm start's status, Location and headers", async () => {
    const cases: [method: string, target: string, headers?: string[]][] = [
      ["GET", "/about-jade/"],
      ["GET", "/about-jade.html"],
      ["GET", "/index.html"],
      ["GET", "/index"],
      ["GET", "/admin/"],
      ["GET", "/donate/?ref=a"],
      ["GET", "/no-such-page"],
      ["GET", "//about-jade"],
      ["POST", "/about-jade", ["Content-Length: 0"]],
      ["PUT", "/about-jade/", ["Content-Length: 0"]],
      ["DELETE", "/"],
      ["OPTIONS", "/about-jade"],
      ["PATCH", "/_headers"],
      ["GET", "/%E0%A4%A"],
      ["GET", "/%zz"],
      ["GET", "/%00"],
      ["GET", "/a\u0001b"],
      ["GET", "/../etc/passwd"],
      ["GET", "/\\evil.example/"],
      ["GET", "/%E0%A4"],
      ["GET", `/${"/".repeat(3000)}`],
      ["GET", `/about-jade?${"a".repeat(2100)}`],
      ["GET", `/about-jade${"/".repeat(2000)}`],
      ["GET", "/.//evil.example/"],
      ["GET", "/%2F%2Fevil.example/"],
      ["GET", "http://evil.example/about-jade/"],
      ["GET", "/%5Cevil.example/"],
      ["GET", "/%09/evil.example/"],
      ["GET", "/%0D%0ASet-Cookie:x/"],
      ["GET", "/caf%C3%A9/"],
      ["GET", "/about-jade", ["Accept-Encoding: gzip;q=0"]],
      ["GET", "/about-jade", ["Accept-Encoding: gzip"]],
    ];
    const compared = ["location", "allow", "content-encoding", "cache-control", ...ruleHeaders];
    for (const [method, target, headers] of cases) {
      const text = requestText(method, target, headers);
      const [fromNginx, fromServe] = await Promise.all([
        rawRequest(nginxPort, text),
        rawRequest(served.port, text),
      ]);
      const label = `${method} ${JSON.stringify(target.slice(0, 40))} ${headers ?? ""}`;
      expect(fromNginx.status, label).toBe(fromServe.status);
      expect(fromNginx.status, label).toBeLessThan(500);
      for (const name of compared)
        expect(fromNginx.headers[name], `${label} ${name}`).toBe(fromServe.headers[name]);
      // Every answer here is a document (a page, a redirect, the not-found page, an error),
      // and carries the document headers.
      expect(fromNginx.headers["x-content-type-options"], label).toBe("nosniff");
      expect(fromNginx.headers["strict-transport-security"], label).toBeDefined();
      expect(fromNginx.headers["content-security-policy"], label).toBeDefined();
    }
  });

  it("the proposal PDF may be framed by the site only", async () => {
    const headers = headersOf(await get("/partnership-proposal.pdf"));
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(ruleHeadersOf(headers)).toEqual(expectedFor("/partnership-proposal.pdf"));
  });

  it("every page and file of the build gets the same headers from nginx as from npm start", async () => {
    const notServed = [hostFilePattern, precompressedPattern].map(
      (source) => new RegExp(source, "i"),
    );
    const addresses = readdirSync(site.client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(site.client, path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !notServed.some((pattern) => pattern.test(file)) && file !== "/404.html")
      .map((file) => (file === "/index.html" ? "/" : file.replace(/\.html$/, "")));
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const [fromNginx, fromServe] = await Promise.all([
        get(address, { method: "HEAD" }),
        get(address, { method: "HEAD" }, served.origin),
      ]);
      expect(fromNginx.status, address).toBe(200);
      expect(fromServe.status, address).toBe(200);
      const expected = expectedFor(address);
      expect(ruleHeadersOf(headersOf(fromNginx)), `nginx ${address}`).toEqual(expected);
      expect(ruleHeadersOf(headersOf(fromServe)), `npm start ${address}`).toEqual(expected);
    }
  });

  it("the content editor and its files carry its own headers, as npm start sends them", async () => {
    for (const file of ["/admin", "/admin/editor.js"]) {
      const fromNginx = headersOf(await get(file));
      const fromServe = headersOf(await get(file, {}, served.origin));
      expect(ruleHeadersOf(fromNginx), file).toEqual(ruleHeadersOf(fromServe));
      expect(ruleHeadersOf(fromNginx), file).toEqual(expectedFor(file));
      expect(fromNginx["x-robots-tag"]).toBe("noindex, nofollow");
    }
    expect((await get("/admin")).status).toBe(200);
    expect((await get("/admin/editor.js")).status).toBe(200);
    expect((await get("/admin/")).headers.get("location")).toBe("/admin");
  });
});
