import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** The first of the candidates that exists on this machine. */
function firstExisting(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
}

/**
 * Where the browser tests find Chromium, the whole browser a visitor runs: $CHROMIUM_PATH, then
 * Debian's /usr/bin/chromium, then Playwright's own download cache. Browser downloads are
 * impossible on the project's machines, so a missing browser fails with instructions instead of
 * an attempt to fetch one.
 */
export function findChromium(): string {
  const found = firstExisting([
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    playwrightCacheChromium(),
  ]);
  if (found) return found;
  throw new Error(
    [
      "No Chromium found for the browser tests. Looked at:",
      `  CHROMIUM_PATH=${process.env.CHROMIUM_PATH ?? "(not set)"}`,
      "  /usr/bin/chromium",
      `  ${playwrightCacheChromium() ?? "Playwright's browser cache"}`,
      "Install one: `sudo apt-get install chromium chromium-headless-shell` (Debian/Ubuntu; .ci/run",
      "does this), or point CHROMIUM_PATH at any Chromium or Chrome binary, or run",
      "`npx playwright install chromium` where downloads work.",
    ].join("\n"),
  );
}

/**
 * Chromium's headless shell: the same Blink and V8 as the browser, built without its window, tabs
 * and extensions, so it starts a page and draws it in about half the time. Most browser tests run
 * in it (docs/decisions/0028-a-faster-browser-suite.md): $CHROMIUM_HEADLESS_SHELL_PATH, then Debian's
 * /usr/bin/chromium-headless-shell; where neither is there, the whole browser stands in, slower
 * but the same tests.
 */
export function findHeadlessShell(): string {
  return (
    firstExisting([process.env.CHROMIUM_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]) ??
    findChromium()
  );
}

function playwrightCacheChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Tests that need what only the whole browser has run in it: its PDF viewer, and its text
 * rendering where a layout shift is measured against the visitor's (the shell spaces the fallback
 * font's glyphs differently). Such a test carries this tag.
 */
export const wholeBrowser = "@whole-browser";

/** Flags for a quiet, offline, root-safe headless Chromium. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // No host but this machine's has an address, so no request can leave it (IP addresses aside,
  // which the site never names): a page that asked another site for something fails to load it.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
