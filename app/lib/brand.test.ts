import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandColours, logoSvg, wordmarkGlyphs, wordmarkPath, wordmarkWidth } from "./brand";

describe("brandColours", () => {
  it("agrees with the stylesheet's palette wherever a colour is named after one of its tokens", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const named = Object.entries(brandColours).flatMap(([name, value]) => {
      const match = /^(jade|gold|ink)(\d+)$/.exec(name);
      return match ? [{ token: `--color-${match[1]}-${match[2]}`, value }] : [];
    });
    expect(named.length).toBeGreaterThan(5);
    for (const { token, value } of named) expect(css, token).toContain(`${token}: ${value};`);
    expect(css).toContain(`--color-gold-400: ${brandColours.gold};`);
  });
});

describe("wordmarkPath", () => {
  it("moves each glyph to its place, arcs by their end points only", () => {
    const path = wordmarkPath();
    expect(path).toContain("M111 0H135V8H119V16H132V24H119V32H135V40H111Z");
    // D's bowl: the radii stay, the end point moves by 74.
    expect(path).toContain("M74 0H86A20 20 0 0 1 86 40H74Z");
    expect(path.startsWith(wordmarkGlyphs[0]?.d ?? "missing")).toBe(true);
  });

  it("keeps every glyph inside the word's width", () => {
    const xs = [...wordmarkPath().matchAll(/[MLH]([\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.max(...xs)).toBe(wordmarkWidth);
    // J's hook reaches back to the word's left edge.
    expect(wordmarkPath()).toContain("A14 14 0 0 1 0 26");
  });
});

describe("logoSvg", () => {
  it("is a standalone document named for screen readers, with no text to need a font", () => {
    const svg = logoSvg("on-light", "Jamaican Association for Debating & Empowerment");
    expect(svg).not.toContain("<text");
    expect(svg).toContain(
      '<title id="title">Jamaican Association for Debating &amp; Empowerment</title>',
    );
    expect(svg).toContain(`fill="${brandColours.jade900}"`);
    expect(logoSvg("on-dark", "JADE")).toContain(`fill="${brandColours.white}"`);
  });

  it("draws the wordmark's ink where the letters are", async () => {
    const { data, info } = await sharp(Buffer.from(logoSvg("on-light", "JADE")))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? 0;
    const scale = info.width / (40 + 12 + wordmarkWidth * 0.6);
    // The middle of E's top bar is inked; the middle of A's counter is not.
    expect(alphaAt(Math.round((52 + 123 * 0.6) * scale), Math.round((8 + 2.4) * scale))).toBe(255);
    expect(alphaAt(Math.round((52 + 51 * 0.6) * scale), Math.round((8 + 20 * 0.6) * scale))).toBe(
      0,
    );
  });
});
