import type { Page } from "@playwright/test";
import { pageAssets } from "../../scripts/bundle-sizes.mjs";
import {
  cacheControl,
  contentSecurityPolicy,
  documentHeaders,
  editorPage,
  expectedHeaders,
  inlineScriptHashes,
} from "../../scripts/build/hosting.mjs";
import { allowConsoleErrors, expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

/** Every Content-Security-Policy violation the page reports, gathered from its first moment. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const policyOf = (headers: Record<string, string>) =>
  Object.fromEntries(
    (headers["content-security-policy"] ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[] | undefined>;

/** The headers scripts/build/hosting.mjs decides, as sent (absent ones undefined). */
const decided = [
  ...documentHeaders([]).map(([name]) => name),
  "Cross-Origin-Resource-Policy",
  "X-Frame-Options",
  "X-Robots-Tag",
];
const sent = (headers: Record<string, string>) =>
  Object.fromEntries(decided.map((name) => [name, headers[name.toLowerCase()]]));
const wanted = (headers: Iterable<[string, string]>) => {
  const map = new Map(headers);
  return Object.fromEntries(decided.map((name) => [name, map.get(name)]));
};

test("documents carry the policy with the hashes of their own inline scripts only", async ({
  request,
}) => {
  const noRedirects = { maxRedirects: 0 };
  const notFound = await request.get("/no-such-page");
  const notFoundHeaders = documentHeaders(inlineScriptHashes(await notFound.text()));
  // A missing file's address gets the not-found page with that file's headers, as from
  // Cloudflare Pages (docs/decisions/0031), which hold the not-found page's policy (0046).
  for (const path of ["/missing.png", "/assets/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const hashes = inlineScriptHashes(await response.text());
    const expected = expectedHeaders({ notFound: hashes, pages: [], files: [] }, path);
    expect(sent(response.headers()), path).toEqual(wanted(expected));
    expect(response.headers()["content-security-policy"], path).toBe(
      notFound.headers()["content-security-policy"],
    );
  }
  // Pages, and the not-found page at any address that is not a file's.
  for (const path of ["/", "/donate", "/no-such-page", "/about-jade/no-such-page"]) {
    const response = await request.get(path);
    const html = await response.text();
    expect(sent(response.headers()), path).toEqual(
      wanted(documentHeaders(inlineScriptHashes(html))),
    );
    const policy = policyOf(response.headers());
    expect(policy["script-src"]?.[0], path).toBe("'self'");
    expect(
      policy["script-src"]?.slice(1).every((source) => /^'sha256-[\w+/]+=*'$/.test(source)),
    ).toBe(true);
    expect(policy["script-src"], path).not.toContain("'unsafe-inline'");
    expect(policy["script-src"], path).not.toContain("'unsafe-eval'");
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(response.headers()["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    expect(response.headers()["permissions-policy"]).toContain("camera=()");
  }
  // The island data is JSON, as the structured data is, never run: no policy names their hashes
  // (decision 0033), only the scripts written inline to run.
  const home = await (await request.get("/")).text();
  expect(home).toContain('<script type="application/json" id="island-data">');
  expect(inlineScriptHashes(home)).toHaveLength(
    [...home.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/)[^>]*>/g)].length,
  );
  // Redirects and errors are documents too, with the not-found page's headers.
  for (const [path, method] of [
    ["/about-jade/", "GET"],
    ["/donate.html", "GET"],
    ["/admin/", "GET"],
    ["/", "POST"],
    ["/%zz", "GET"],
  ] as const) {
    const response = await request.fetch(path, { ...noRedirects, method });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    expect(sent(response.headers()), `${method} ${path}`).toEqual(wanted(notFoundHeaders));
  }
});

// A file keeps the not-found page's document headers, which a host answers its address with
// once it is gone; an SVG and the PDF have their own instead (decision 0046).
test("files carry nosniff, a resource policy, their cache rule and the not-found page's policy", async ({
  request,
}) => {
  const notFound = inlineScriptHashes(await (await request.get("/no-such-page")).text());
  const html = await (await request.get("/")).text();
  const { scripts, styles } = pageAssets(html);
  const image = /"(\/assets\/[^"]+\.(?:avif|webp|jpe?g))"/.exec(html)?.[1];
  const logo = /"(\/assets\/[^"]+\.svg)"/.exec(html)?.[1];
  expect(image).toBeDefined();
  expect(logo).toBeDefined();
  const files = [
    scripts[0]!,
    styles[0]!,
    image!,
    logo!,
    "/og/home.png",
    "/favicon.svg",
    "/icon-192.png",
    "/brand/jade-logo.svg",
    "/calendar/jade-events.ics",
    "/search-index.json",
    "/sitemap.xml",
    "/robots.txt",
    "/manifest.webmanifest",
    "/partnership-proposal.pdf",
    editorPage,
    `${editorPage}/editor.js`,
  ];
  for (const path of files) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const expected = expectedHeaders({ notFound, pages: [], files: [] }, path);
    expect(sent(response.headers()), path).toEqual(wanted(expected));
    expect(response.headers()["cache-control"], path).toBe(
      path.startsWith("/assets/") ? cacheControl.immutable : cacheControl.revalidate,
    );
  }
  // The ones that matter most, spelled out.
  const script = (await request.get(scripts[0]!)).headers();
  expect(script["content-security-policy"]).toBe(contentSecurityPolicy(notFound));
  expect(script["cross-origin-resource-policy"]).toBe("same-origin");
  expect(script["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/og/home.png")).headers()["cross-origin-resource-policy"]).toBe(
    "cross-origin",
  );
  expect((await request.get(logo!)).headers()["content-security-policy"]).toMatch(
    /^default-src 'none';.*sandbox$/,
  );
  // The proposal PDF is framed by the site's own viewer: this origin may frame it, no other.
  const pdf = (await request.get("/partnership-proposal.pdf")).headers();
  expect(pdf["content-security-policy"]).toBeUndefined();
  expect(pdf["x-frame-options"]).toBe("SAMEORIGIN");
  // The host's own file is not a page.
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("an SVG opened by itself runs no script", async ({ page }) => {
  allowConsoleErrors(
    page,
    /Blocked script execution .* sandboxed/,
    "the test adds a script to a sandboxed SVG on purpose",
  );
  await page.goto("/brand/jade-logo.svg");
  const ran = await page.evaluate(() => {
    const script = document.createElementNS("http://www.w3.org/2000/svg", "script");
    script.textContent = "document.documentElement.setAttribute('data-ran', 'yes')";
    document.documentElement.append(script);
    return document.documentElement.getAttribute("data-ran");
  });
  expect(ran).toBeNull();
});

// Every page running and hydrating under the policy with no violation is the engines' check
// (tests/engines/checks/pages.ts, everyPageLoadsClean), in Chromium too, through a proxy that adds
// only its own watcher's hash to each page's policy; at 1280 px, next-step.spec.ts visits every
// page to hydration, where a violation's console error fails the test.
test.describe("under the policy", () => {
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the announcements, search, theme, the PDF viewer and the video all work", async ({
      page,
      consoleErrors,
    }) => {
      const violations = await watchViolations(page);
      await page.goto("/");
      await waitForHydration(page);

      await page.getByRole("button", { name: "Announcements", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Announcements" })).toBeVisible();
      await page.keyboard.press("Escape");

      await page.getByRole("combobox", { name: content.site.chrome.searchLabel }).fill("gold");
      await expect(page.getByRole("option").first()).toBeVisible();
      await page.keyboard.press("Escape");

      await page.getByLabel("Theme").selectOption("dark");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

      await page.getByRole("link", { name: content.home.proposal.openLabel }).click();
      const viewer = page.getByRole("dialog", { name: content.home.proposal.viewerTitle });
      const frame = viewer.locator("iframe");
      await expect(frame).toHaveAttribute("src", "/partnership-proposal.pdf");
      // The frame loads the PDF from this origin (frame-src 'self'), not blocked.
      await expect
        .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow !== null))
        .toBe(true);
      await page.keyboard.press("Escape");

      await page
        .getByRole("link", { name: new RegExp(content.home.partnership.video.playLabel) })
        .click();
      const video = page.locator("video");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);

      expect(await violations()).toEqual([]);
      expect(
        consoleErrors.filter((error) => /Content.Security.Policy|Refused to/i.test(error)),
      ).toEqual([]);
    });
  });
});

test("an injected inline script is refused", async ({ page }) => {
  // The policy's point: markup that sneaks a script into a page cannot run it.
  allowConsoleErrors(
    page,
    /^Executing inline script violates the following Content Security Policy directive/,
    "the test injects an inline script to see it refused",
  );
  const violations = await watchViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    (window as unknown as { injected?: boolean }).injected = false;
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
});
