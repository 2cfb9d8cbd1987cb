import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  OverBudget,
  largestParts,
  pageBudgetBytes,
  pageBudgetReport,
  pagesOverBudget,
} from "./page-budget";

/** Text brotli cannot shrink much: a page grows by about its length. */
const noise = (length: number, seed: number) => {
  let state = seed;
  let text = "";
  while (text.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, length);
};

/** A page as the build writes it, with `main` in its main and `data` as its islands' data. */
const page = ({ main = "<p>Welcome</p>", data = {} as Record<string, unknown> } = {}) =>
  [
    '<!DOCTYPE html><html lang="en-JM"><head><title>JADE</title></head><body>',
    '<div class="island" data-island="site-header"><header>JADE</header></div>',
    `<main id="main">${main}</main>`,
    '<div class="island" data-island="site-footer"><footer>© JADE</footer></div>',
    `<script type="application/json" id="island-data">${JSON.stringify({ path: "/", content: data })}</script>`,
    '<script type="application/json" id="island-start">{}</script><script>start()</script>',
    "</body></html>",
  ].join("");

const site = (pages: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-budget-"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
};

describe("the pages' budget", () => {
  it("names, first, the part that grew: a content file the islands carry", () => {
    const html = page({
      main: `<p>${noise(2_000, 1)}</p>`,
      data: { programmes: { list: noise(9_000, 2) }, home: { hero: noise(500, 3) } },
    });
    const parts = largestParts(html);
    expect(parts[0]?.name).toBe("the islands' data: content/programmes.yaml");
    expect(parts[0]?.bytes).toBeGreaterThan(5_000);
    expect(parts.map((part) => part.name)).toContain("the page's main");
    expect(parts.map((part) => part.name)).toContain("the islands' data: content/home.yaml");
  });

  it("names a page over 14,000 bytes and its largest parts, an archive page's too, and lets the others by", () => {
    const dir = site({
      "index.html": page({ main: `<p>${noise(24_000, 4)}</p>` }),
      "results/2024-2025.html": page({ main: `<p>${noise(24_000, 6)}</p>` }),
      "about-jade.html": page({ data: { site: { name: "JADE" } } }),
    });
    const over = pagesOverBudget(dir);
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(
      /^index\.html is [\d,]+ bytes of brotli, over the 14,000 .* the page's main [\d,]+/,
    );
    expect(over[1]).toMatch(/^results\/2024-2025\.html is [\d,]+ bytes of brotli/);
    expect(over.join()).not.toMatch(/about-jade/);
  });

  it("reports the pages over it and never stops the build: what the check accepts is published", () => {
    const dir = site({ "index.html": page({ main: `<p>${noise(24_000, 4)}</p>` }), "a.html": page() });
    const report = pageBudgetReport(dir).split("\n");
    expect(report[0]).toMatch(/^2 pages, 1 within 14,000 bytes of brotli, the largest index\.html at/);
    expect(report[1]).toMatch(/^ {2}over the budget, published all the same: index\.html is /);
  });

  it("fails a rehearsal's build, told to hold it, naming each page over it and no other", () => {
    const dir = site({
      "index.html": page({ main: `<p>${noise(24_000, 4)}</p>` }),
      "a.html": page(),
      "results/2024-2025.html": page({ main: `<p>${noise(24_000, 6)}</p>` }),
    });
    const refusal = (() => {
      try {
        pageBudgetReport(dir, true);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(OverBudget);
    const lines = (refusal as Error).message.split("\n");
    expect(lines[0]).toBe("2 of 3 pages are over the budget:");
    expect(lines[1]).toMatch(/^index\.html is [\d,]+ bytes of brotli, over the 14,000 /);
    expect(lines[2]).toMatch(/^results\/2024-2025\.html is [\d,]+ bytes of brotli/);
    expect(lines).toHaveLength(3);
    // Within it, a held build goes on, with the same report as any.
    const within = site({ "index.html": page(), "a.html": page() });
    expect(pageBudgetReport(within, true)).toBe(pageBudgetReport(within));
  });

  it("says the largest page when every page is within it, from the .br file the build wrote", () => {
    const html = page({ main: `<p>${noise(24_000, 5)}</p>` });
    const dir = site({ "index.html": html, "index.html.br": "x".repeat(9_876), "a.html": page() });
    expect(pageBudgetReport(dir)).toBe(
      `2 pages, 2 within ${(pageBudgetBytes / 1000).toFixed(0)},000 bytes of brotli, the largest index.html at 9,876`,
    );
    expect(pagesOverBudget(dir)).toEqual([]);
  });
});
