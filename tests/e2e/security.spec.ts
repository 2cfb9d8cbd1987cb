import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, pages, suppressAnnouncements } from "../support/site";

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

test("every response carries the security headers, and scripts need a hash to run inline", async ({
  request,
}) => {
  for (const path of ["/", "/donate", "/no-such-page", "/favicon.svg", "/search-index.json"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = policyOf(headers);
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
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
  }
  // The proposal PDF is framed by the site's own viewer: this origin may frame it, no other.
  const pdf = (await request.get("/partnership-proposal.pdf")).headers();
  expect(pdf["content-security-policy"]).toBeUndefined();
  expect(pdf["x-frame-options"]).toBe("SAMEORIGIN");
  expect(pdf["x-content-type-options"]).toBe("nosniff");
  // The host's own file is not a page.
  expect((await request.get("/_headers")).status()).toBe(404);
});

test.describe("under the policy", () => {
  test.beforeEach(async ({ context }) => suppressAnnouncements(context));

  for (const { path } of pages) {
    test(`${path} runs and hydrates with no violation`, async ({ page, consoleErrors }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      expect(
        consoleErrors.filter((error) => /Content.Security.Policy|Refused to/i.test(error)),
      ).toEqual([]);
    });
  }

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
