import { pageAssets } from "../../scripts/bundle-sizes.mjs";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, waitForHydration } from "../support/fixtures";
import { suppressAnnouncements } from "../support/site";

/**
 * The generated nginx server block (<build>/nginx/jade.conf), run in a real nginx against the
 * build: the same headers, caching, addresses and 404 as `npm start` and the `_headers` file.
 * Without nginx this says so and is skipped, except under CI=true, where it fails.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const origin = `http://127.0.0.1:${port}`;

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
      .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
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
    throw new Error(`nginx did not start on port ${port}: ${errors}`);
  });

  test.afterAll(() => {
    server?.kill();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const noRedirects = { maxRedirects: 0 };
  const expected = Object.fromEntries(
    readFileSync(path.join(buildDir, "client", "_headers"), "utf8")
      .split("/assets/*")[0]!
      .split("\n")
      .filter((line) => /^\s+[\w-]+:/.test(line))
      .map((line) => [
        line.slice(0, line.indexOf(":")).trim().toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
  );

  test("pages carry the same security headers as _headers, and are revalidated", async ({
    request,
  }) => {
    for (const page of ["/", "/about-jade", "/search"]) {
      const response = await request.get(`${origin}${page}`, noRedirects);
      expect(response.status(), page).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      for (const [name, value] of Object.entries(expected))
        expect(headers[name], `${page} ${name}`).toBe(value);
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
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
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["content-security-policy"]).toBe(expected["content-security-policy"]);
  });

  test("an unknown address gets the not-found page with status 404 and the same headers", async ({
    request,
  }) => {
    const response = await request.get(`${origin}/no-such-page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("<h1>We can&#x27;t find that page</h1>");
    expect(response.headers()["content-security-policy"]).toBe(expected["content-security-policy"]);
    expect((await request.get(`${origin}/404.html`, noRedirects)).status()).toBe(404);
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
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("the proposal PDF may be framed by the site only", async ({ request }) => {
    const headers = (await request.get(`${origin}/partnership-proposal.pdf`)).headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"]).toBeUndefined();
  });

  test("the content editor and its files carry its own headers, as npm start sends them", async ({
    request,
  }) => {
    for (const file of ["/admin", "/admin/editor.js"]) {
      const fromNginx = await request.get(`${origin}${file}`, noRedirects);
      const fromServe = await request.get(file, noRedirects);
      expect(fromNginx.status(), file).toBe(200);
      for (const name of ["content-security-policy", "cross-origin-opener-policy", "x-robots-tag"])
        expect(fromNginx.headers()[name], `${file} ${name}`).toBe(fromServe.headers()[name]);
      expect(fromNginx.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(fromNginx.headers()["content-security-policy"]).not.toBe(
        expected["content-security-policy"],
      );
    }
    expect((await request.get(`${origin}/admin/`, noRedirects)).headers().location).toBe("/admin");
  });

  test("the site runs under nginx in the browser, with no policy violation", async ({
    page,
    context,
    consoleErrors,
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
    expect(consoleErrors).toEqual([]);
  });
});
