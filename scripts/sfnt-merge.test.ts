import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import subsetFont from "subset-font";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfFontSources } from "./font-subset.mjs";
import { mergeFonts, readTables } from "./sfnt-merge.mjs";

const require = createRequire(import.meta.url);
let parts: Uint8Array[];
let merged: Uint8Array;

beforeAll(async () => {
  const everything = Array.from({ length: 0x2e00 - 0x20 }, (_, index) =>
    String.fromCodePoint(0x20 + index),
  ).join("");
  parts = await Promise.all(
    pdfFontSources.map((source) =>
      subsetFont(readFileSync(require.resolve(source)), everything, {
        targetFormat: "truetype",
        variationAxes: { wght: 700 },
      }),
    ),
  );
  merged = mergeFonts(parts, { bold: true, names: { 2: "Bold", 6: "Inter-Bold" } });
}, 60_000);

// Comparing a thousand outlines takes a few seconds on a busy machine.
const slow = { timeout: 60_000 };

describe("mergeFonts", () => {
  it("gives every character of every font its own outline and width", slow, () => {
    const font = fontkit.create(Buffer.from(merged));
    let checked = 0;
    for (const part of parts) {
      const source = fontkit.create(Buffer.from(part));
      for (const code of source.characterSet) {
        if (code === 0xffff) continue;
        const want = source.glyphForCodePoint(code);
        const got = font.glyphForCodePoint(code);
        expect(got.id, `U+${code.toString(16)}`).not.toBe(0);
        expect(got.advanceWidth).toBe(want.advanceWidth);
        expect(got.path.toSVG(), `U+${code.toString(16)}`).toBe(want.path.toSVG());
        checked++;
      }
    }
    // Latin, Latin Extended and Vietnamese: about a thousand characters.
    expect(checked).toBeGreaterThan(1000);
  });

  it("writes a well-formed font: names, bold flags, glyph count and checksums", () => {
    const font = fontkit.create(Buffer.from(merged));
    expect(font.postscriptName).toBe("Inter-Bold");
    expect(font.subfamilyName).toBe("Bold");
    expect(font.familyName).toBe("Inter");
    const tables = readTables(merged);
    const word = (tag: string, at: number) => {
      const table = tables.get(tag)!;
      return new DataView(table.buffer, table.byteOffset).getUint16(at);
    };
    expect(word("OS/2", 62) & 0x60).toBe(0x20); // fsSelection: BOLD, not REGULAR
    expect(word("head", 44) & 1).toBe(1); // macStyle: bold
    expect(font.numGlyphs).toBe(
      parts.reduce((sum, part) => sum + fontkit.create(Buffer.from(part)).numGlyphs, 0),
    );
    // The whole font sums to 0xB1B0AFBA, as the head table's checkSumAdjustment promises.
    const padded = new Uint8Array(Math.ceil(merged.length / 4) * 4);
    padded.set(merged);
    const view = new DataView(padded.buffer);
    let sum = 0;
    for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
    expect([...tables.keys()].sort()).toEqual(
      [
        "OS/2",
        "cmap",
        "gasp",
        "glyf",
        "head",
        "hhea",
        "hmtx",
        "loca",
        "maxp",
        "name",
        "post",
        "prep",
      ].sort(),
    );
  });

  it("is the same bytes for the same fonts", () => {
    expect(
      Buffer.from(mergeFonts(parts, { bold: true, names: { 2: "Bold", 6: "Inter-Bold" } })).equals(
        Buffer.from(merged),
      ),
    ).toBe(true);
  });
});
