import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import {
  fontCharacters,
  fontFile,
  fontUnicodeRange,
  makeFontSubset,
  makePdfFont,
  pdfFonts,
} from "./font-subset.server.mjs";
import { loadContent } from "../content/load.server";

/** The unicode-range that covers exactly these characters. */
function rangeOf(characters: string): string {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs
    .map(([from, to]) =>
      from === to ? hex(from) : `${hex(from)}-${to.toString(16).toUpperCase().padStart(4, "0")}`,
    )
    .join(", ");
}

describe("the subset web font", () => {
  it("declares exactly the characters it keeps", () => {
    expect(fontUnicodeRange).toBe(rangeOf(fontCharacters));
    const css = readFileSync("app/styles/app.css", "utf8").replace(/\s+/g, " ");
    // Every face of the one file (Inter Variable, Inter Known) declares it.
    const faces = css.match(/@font-face \{[^}]*inter-subset-wght\.woff2[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toContain(`unicode-range: ${fontUnicodeRange};`);
  });

  it("keeps every character the content writes", () => {
    const text = JSON.stringify(loadContent());
    const missing = [...new Set(text)].filter((char) => !fontCharacters.includes(char));
    // A character outside the font shows in the fallback font: add it to app/outputs/font-subset.server.mjs.
    expect(missing.map((char) => `${char} U+${char.codePointAt(0)?.toString(16)}`)).toEqual([]);
  });

  it("is the committed file, so the font and its list cannot drift apart", async () => {
    const made = Buffer.from(await makeFontSubset());
    expect(made.equals(readFileSync(fontFile)), "run npm run font").toBe(true);
    expect(made.length).toBeLessThan(32_000);
  });
});

describe("the proposal PDF's fonts", () => {
  const names = Object.keys(pdfFonts) as (keyof typeof pdfFonts)[];

  it.each(names)("%s is the committed file, as npm run font makes it", async (name) => {
    const made = Buffer.from(await makePdfFont(name));
    expect(made.equals(readFileSync(pdfFonts[name].file)), "run npm run font").toBe(true);
    expect(made.length).toBeLessThan(100_000);
  });

  it.each(names)("%s prints each character as its own glyph", (name) => {
    const font = fontkit.create(readFileSync(pdfFonts[name].file));
    // With Inter's GSUB, pdf-lib would raise the hyphen between capitals and draw "->" as "→".
    for (const text of ["A-B", "a->b"]) {
      const mapped = [...text].map((char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0).id);
      expect(font.layout(text).glyphs.map((glyph) => glyph.id)).toEqual(mapped);
    }
  });

  it.each(names)("%s has every letter of the Latin alphabets a name may use", (name) => {
    const font = fontkit.create(readFileSync(pdfFonts[name].file));
    // Latin-1, Latin Extended-A and -B and Latin Extended Additional (Vietnamese among them),
    // but for three letters Unicode keeps only for old data: ŉ, Ǆ (Ǆ and ǆ are there) and ẜ.
    const absent = new Set([0x149, 0x1c4, 0x1e9c]);
    const letters = [
      [0x20, 0x7e],
      [0xc0, 0x24f],
      [0x1e00, 0x1eff],
    ]
      .flatMap(([from = 0, to = 0]) =>
        Array.from({ length: to - from + 1 }, (_, index) => from + index),
      )
      .filter((code) => /\p{L}/u.test(String.fromCodePoint(code)) && !absent.has(code));
    const missing = letters.filter((code) => !font.hasGlyphForCodePoint(code));
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
    expect(font.postscriptName).toBe(`Inter-${pdfFonts[name].style}`);
  });
});
