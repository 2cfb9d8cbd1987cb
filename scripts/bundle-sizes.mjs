// What each built page makes the browser download before it can run: the scripts it loads or
// preloads and its module script's own code (its initial JavaScript), and its stylesheets, each
// measured as the gzip file the build wrote (the postbuild step precompresses text assets). Deterministic for a given build, so
// the byte budgets can be tests; read by tests/e2e/budgets.spec.ts and tools/bench.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { editorPage } from "./build/hosting.mjs";
import { starterSettingsOf } from "../app/islands/starter-tags.js";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The budgets, in KB (1000 bytes) of gzip, per page (issue 6; decision 0017; 130 before the islands,
 * decision 0033). CSS 13 KB since issue 30's sections, pitch, header, sample marks and pictures
 * (decision 0036): the one stylesheet went from 9.9 to 12.0 KB. CSS 14 KB since issue 40's pages
 * that persuade (decision 0050): the programmes overview, the donate appeal, the press kit, the
 * price list chosen in, the sponsors and the close, the page pictures and their art direction took
 * the one stylesheet from 12.2 to 13.4 KB; splitting it by page is issue 42's. CSS 15 KB since
 * issue 53 (decision 0058): the budget stood 4 bytes from full (13,996), and the pages'
 * illustrations, the header's Donate place, hidden news and the cover sized to the video add
 * about 90 bytes; 15 leaves room for the next page's rules without a budget change each time.
 */
export const budgets = { initialJsKB: 100, cssKB: 15 };

/**
 * Whether a page's initial JavaScript and CSS are within the budgets.
 * @param {{ jsBytes: number, cssBytes: number }} size
 */
export function withinBudgets({ jsBytes, cssBytes }) {
  return jsBytes <= budgets.initialJsKB * 1000 && cssBytes <= budgets.cssKB * 1000;
}

/**
 * @param {string} clientDir the built site (`build/client`)
 * @param {string} file an absolute asset path from a page (`/assets/root-abc.js`)
 */
function gzipSize(clientDir, file) {
  const absolute = path.join(clientDir, file);
  if (!existsSync(absolute)) throw new Error(`bundle sizes: ${file} is referenced but missing`);
  // Small files are not precompressed (no gain); measure them compressed anyway.
  return existsSync(`${absolute}.gz`)
    ? readFileSync(`${absolute}.gz`).length
    : gzipSync(readFileSync(absolute), { level: 9 }).length;
}

/**
 * The files the islands' starter (app/islands/starter.ts) fetches once the page has painted: what
 * the islands that run at once need with the loader, or on a page without one the due module.
 * What quiet islands need comes only when the visitor reaches into them, and is not counted.
 * @param {import("../app/islands/starter-settings.js").StarterSettings | undefined} settings
 * @returns {string[]}
 */
function startedFiles(settings) {
  if (!settings) return [];
  const { initial, loader, due, quiet } = settings;
  if (initial.length > 0) return [...initial, loader];
  return Object.keys(quiet).length > 0 ? due : [];
}

/**
 * The page's initial scripts and stylesheets, from its HTML.
 * @param {string} html
 */
export function pageAssets(html) {
  /** @type {(pattern: RegExp) => string[]} */
  const all = (pattern) =>
    // A fragment (React Router marks the root stylesheet `.css#`) names the same file.
    [...html.matchAll(pattern)].map((match) => (match[1] ?? "").replace(/#.*$/, ""));
  const scripts = new Set([
    ...all(/<link rel="modulepreload" href="([^"]+)"/g),
    ...all(/<script[^>]*\ssrc="([^"]+)"/g),
    ...startedFiles(starterSettingsOf(html)),
  ]);
  const styles = new Set(all(/<link rel="stylesheet" href="([^"]+)"/g));
  // Its own code counts too (it starts hydration).
  const inlineModules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
  return { scripts: [...scripts], styles: [...styles], inlineModules };
}

/**
 * Every built page with the gzip bytes of its initial JavaScript and CSS.
 * @param {string} clientDir
 * @returns {{ page: string, jsBytes: number, cssBytes: number, scripts: number }[]}
 */
export function bundleSizes(clientDir) {
  return (
    readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      // Archive pages (results/2024-2025.html) by their addresses, on any system.
      .map((file) => file.split(path.sep).join("/"))
      // The content editor's page is for staff, outside the public pages' budgets.
      .filter((file) => file.endsWith(".html") && file !== `${editorPage.slice(1)}.html`)
      .sort()
      .map((file) => {
        const { scripts, styles, inlineModules } = pageAssets(
          readFileSync(path.join(clientDir, file), "utf8"),
        );
        const sum = (/** @type {string[]} */ files) =>
          files.reduce((total, asset) => total + gzipSize(clientDir, asset), 0);
        const inline = inlineModules.reduce(
          (total, code) => total + gzipSync(code, { level: 9 }).length,
          0,
        );
        const page = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
        return {
          page,
          jsBytes: sum(scripts) + inline,
          cssBytes: sum(styles),
          scripts: scripts.length,
        };
      })
  );
}
