import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Where the browser tests find Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own download cache. Browser downloads are impossible on the project's machines,
 * so a missing browser fails with instructions instead of an attempt to fetch one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightCacheChromium()];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (found) return found;
  throw new Error(
    [
      "No Chromium found for the browser tests. Looked at:",
      `  CHROMIUM_PATH=${process.env.CHROMIUM_PATH ?? "(not set)"}`,
      "  /usr/bin/chromium",
      `  ${playwrightCacheChromium() ?? "Playwright's browser cache"}`,
      "Install one: `sudo apt-get install chromium` (Debian/Ubuntu; .ci/run does this), or point",
      "CHROMIUM_PATH at any Chromium or Chrome binary, or run `npx playwright install chromium` where downloads work.",
    ].join("\n"),
  );
}

function playwrightCacheChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for a quiet, offline, root-safe headless Chromium. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
