import { pageAssets } from "../../scripts/bundle-sizes.mjs";
import {
  cacheControl,
  hostFilePattern,
  notFoundPath,
  precompressedPattern,
} from "../../scripts/hosting.mjs";
import { headersForPath, parseNetlifyHeaders } from "../../scripts/hosting/headers-file.mjs";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test, waitForHydration } from "../support/fixtures";
import { rawRequest, requestText } from "../support/raw-http";
import { suppressAnnouncements } from "../support/site";

/**
 * The generated nginx server block (<build>/nginx/jade.conf), run in a real nginx against the
 * build: the same headers, caching, addresses and 404 as `npm start` and the `_headers` file
 * (expected values come from that file, as scripts/hosting.mjs reads it).
 * Without nginx this says so and is skipped, except under CI=true, where it fails.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const servePort = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = servePort + 1;
const origin = `http://127.0.0.1:${nginxPort}`;

function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx"])
    if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const nginx = findNginx();
const missing =
  "nginx is not installed, so the generated nginx config was not tested. Install Debian's " +
  "package (apt-get install nginx; .ci/run does) or set NGINX_PATH.";
if (!nginx && process.env.CI === "true") throw new Error(missing);

test.describe("the generated nginx config", () => {
  test.skip(!nginx, missing);
  test.describe.configure({ mode: "serial" });

  let server: ChildProcess | undefined;
  let workDir = "";

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "jade-nginx-"));
    for (const dir of ["logs", "temp"]) mkdirSync(path.join(workDir, dir));
    const site = readFileSync(path.join(buildDir, "nginx", "jade.conf"), "utf8")
      .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${nginxPort};`)
      .replace(/^(\s*)root .*;$/m, `$1root ${path.join(buildDir, "client")};`);
    writeFileSync(path.join(workDir, "jade.conf"), site);
    const temp = path.join(workDir, "temp");
    writeFileSync(
      path.join(workDir, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${workDir}/jade.conf;
}
`,
    );
    server = spawn(
      nginx!,
      ["-p", workDir, "-c", path.join(workDir, "nginx.conf"), "-g", "daemon off;"],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let errors = "";
    server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await fetch(`${origin}/`);
        return;
      } catch {
        if (server.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`nginx did not start on port ${nginxPort}: ${errors}`);
  });

  test.afterAll(() => {
    server?.kill();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const noRedirects = { maxRedirects: 0 };
  const rules = parseNetlifyHeaders(
    readFileSync(path.join(buildDir, "client", "_headers"), "utf8"),
  );
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

  test("pages carry their own headers from _headers, and are revalidated", async ({ request }) => {
    for (const page of ["/", "/about-jade", "/search"]) {
      const response = await request.get(`${origin}${page}`, noRedirects);
      expect(response.status(), page).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(ruleHeadersOf(headers), page).toEqual(expectedFor(page));
      expect(headers["content-security-policy"], page).toBeDefined();
      expect(headers["cache-control"]).toBe(cacheControl.revalidate);
      expect(headers.server).toBe("nginx");
    }
  });

  test("hashed assets are cached for a year and served precompressed", async ({ request }) => {
    const html = await (await request.get(`${origin}/`)).text();
    const script = pageAssets(html).scripts[0];
    expect(script).toMatch(/^\/assets\//);
    const response = await request.get(`${origin}${script}`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(cacheControl.immutable);
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(ruleHeadersOf(response.headers())).toEqual(expectedFor(script!));
    expect(response.headers()["content-security-policy"]).toBeUndefined();
  });

  test("an unknown address gets the not-found page with status 404 and its headers", async ({
    request,
  }) => {
    // The not-found page's headers, a file's address included: the answer is that page. Here
    // nginx and Cloudflare Pages differ: Cloudflare, and so serve.mjs, send a missing file's
    // address its file's headers (docs/decisions/0031 lists this difference).
    for (const target of ["/no-such-page", "/missing.png", "/assets/missing.js"]) {
      const response = await request.get(`${origin}${target}`);
      expect(response.status(), target).toBe(404);
      expect(await response.text()).toContain("<h1>We can&#x27;t find that page</h1>");
      expect(ruleHeadersOf(response.headers()), target).toEqual(expectedFor(notFoundPath));
      // Whatever a file's rule says, a not-found answer is never cached for long.
      expect(ruleHeadersOf((await request.get(target)).headers()), target).toEqual({
        ...expectedFor(target === "/no-such-page" ? notFoundPath : target),
        "cache-control": cacheControl.revalidate,
      });
    }
    expect((await request.get(`${origin}/404.html`, noRedirects)).status()).toBe(404);
    expect((await request.get(`${origin}/404`, noRedirects)).status()).toBe(404);
  });

  test("/x/, /x.html and /index.html redirect permanently to the canonical address", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/about-jade/", "/about-jade"],
      ["/about-jade.html", "/about-jade"],
      ["/index.html", "/"],
      ["/donate/?ref=a", "/donate?ref=a"],
    ]) {
      const response = await request.get(`${origin}${from}`, noRedirects);
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("/404 and the host's files are not found, under any spelling, as npm start answers", async () => {
    for (const target of [
      "/404",
      "/_headers",
      "/%5Fheaders",
      "/_header%73",
      "/_HEADERS",
      "/.env",
    ]) {
      for (const port of [nginxPort, servePort]) {
        const response = await rawRequest(port, requestText("GET", target));
        const label = `${port === nginxPort ? "nginx" : "npm start"} ${target}`;
        expect(response.status, label).toBe(404);
        expect(response.body.toString(), label).toContain("<h1>We can&#x27;t find");
      }
    }
  });

  test("gzip-precompressed HTML is sent as HTML, and only to a client that accepts gzip", async ({
    request: api,
  }) => {
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
      expect((await api.get(`${origin}${file}`)).status(), file).toBe(404);
      expect((await api.get(file)).status(), file).toBe(404);
    }
  });

  test("answers hostile requests with npm start's status, Location and headers", async () => {
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
        rawRequest(servePort, text),
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

  test("the proposal PDF may be framed by the site only", async ({ request }) => {
    const headers = (await request.get(`${origin}/partnership-proposal.pdf`)).headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(ruleHeadersOf(headers)).toEqual(expectedFor("/partnership-proposal.pdf"));
  });

  test("every page and file of the build gets the same headers from nginx as from npm start", async ({
    request,
  }) => {
    const client = path.join(buildDir, "client");
    const notServed = [hostFilePattern, precompressedPattern].map(
      (source) => new RegExp(source, "i"),
    );
    const addresses = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !notServed.some((pattern) => pattern.test(file)) && file !== "/404.html")
      .map((file) => (file === "/index.html" ? "/" : file.replace(/\.html$/, "")));
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const [fromNginx, fromServe] = await Promise.all([
        request.head(`${origin}${address}`, noRedirects),
        request.head(address, noRedirects),
      ]);
      expect(fromNginx.status(), address).toBe(200);
      expect(fromServe.status(), address).toBe(200);
      const expected = expectedFor(address);
      expect(ruleHeadersOf(fromNginx.headers()), `nginx ${address}`).toEqual(expected);
      expect(ruleHeadersOf(fromServe.headers()), `npm start ${address}`).toEqual(expected);
    }
  });

  test("the content editor and its files carry its own headers, as npm start sends them", async ({
    request,
  }) => {
    for (const file of ["/admin", "/admin/editor.js"]) {
      const fromNginx = await request.get(`${origin}${file}`, noRedirects);
      const fromServe = await request.get(file, noRedirects);
      expect(fromNginx.status(), file).toBe(200);
      expect(ruleHeadersOf(fromNginx.headers()), file).toEqual(ruleHeadersOf(fromServe.headers()));
      expect(ruleHeadersOf(fromNginx.headers()), file).toEqual(expectedFor(file));
      expect(fromNginx.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
    expect((await request.get(`${origin}/admin/`, noRedirects)).headers().location).toBe("/admin");
  });

  test("the site runs under nginx in the browser, with no policy violation", async ({
    page,
    context,
  }) => {
    await suppressAnnouncements(context);
    // The fixture answers other origins itself; nginx's port is one, so let it through.
    await page.route(
      (url) => url.origin === origin,
      (route) => route.continue(),
    );
    await page.goto(`${origin}/jade-programmes`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
