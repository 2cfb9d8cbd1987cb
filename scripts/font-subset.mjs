// The site's one web font, cut down to what the site writes: Inter's variable font (Latin), only
// the weights the styles use and only Basic Latin, Latin-1 and the punctuation the copy uses. The
// result is committed (app/assets/fonts/), so a build needs no font tools; `npm run font` remakes
// it, and app/lib/font-subset.test.ts fails when the committed file or the content drifts from it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** @param {number} from @param {number} to */
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/** Every character the font keeps: add to it when the copy needs another, and run `npm run font`. */
export const fontCharacters = range(0x20, 0x7e) + range(0xa0, 0xff) + "‘’‚“”„–—…•·€™−→←↑↓";

/** The @font-face unicode-range of exactly those characters. */
export const fontUnicodeRange =
  "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122, U+2190-2193, U+2212";

/** The weights the stylesheets use (400 to 800); the font keeps just that part of its axis. */
export const fontWeights = { min: 400, max: 800 };

export const fontSource = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const fontFile = "app/assets/fonts/inter-subset-wght.woff2";

/** The subset font, as `npm run font` writes it. */
export async function makeFontSubset() {
  const { default: subsetFont } = await import("subset-font");
  const source = readFileSync(createRequire(import.meta.url).resolve(fontSource));
  return subsetFont(source, fontCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: fontWeights },
  });
}

// The partnership proposal PDF's fonts (app/outputs/proposal.server.ts): Inter at 400 and 700 as
// static TrueType fonts, each merged from Inter's latin, latin-ext and vietnamese files (which
// share no characters) so that a name in any Latin alphabet keeps every letter: "Renée",
// "Łukasz", "Dvořák", "Nguyễn". Committed like the web font; pdf-lib embeds only the glyphs a PDF
// uses.

/** Inter's unicode-range files the PDF fonts are made of, in order of preference. */
export const pdfFontSources = ["latin", "latin-ext", "vietnamese"].map(
  (subset) => `@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
);

/** What the PDF fonts cover, in words, for an error that names a character they lack. */
export const pdfFontCoverage = "Inter: Latin, Latin Extended and Vietnamese";

export const pdfFonts = {
  regular: { weight: 400, style: "Regular", file: "app/assets/fonts/inter-pdf-400.ttf" },
  bold: { weight: 700, style: "Bold", file: "app/assets/fonts/inter-pdf-700.ttf" },
};

/** Every character a font file may have (all of Unicode's first plane but the surrogates). */
const everyCharacter = range(0x20, 0xd7ff) + range(0xe000, 0xfffd);

/**
 * One PDF font, as `npm run font` writes it: each source file instanced at the weight (a variable
 * font gives no real bold in a PDF), cut to what the file maps, then merged.
 * @param {keyof typeof pdfFonts} name
 */
export async function makePdfFont(name) {
  const { default: subsetFont } = await import("subset-font");
  const { mergeFonts } = await import("./sfnt-merge.mjs");
  const { weight, style } = pdfFonts[name];
  const require = createRequire(import.meta.url);
  const parts = await Promise.all(
    pdfFontSources.map((source) =>
      subsetFont(readFileSync(require.resolve(source)), everyCharacter, {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
        // The merged font has no layout tables, so glyphs only they reach are no use.
        noLayoutClosure: true,
      }),
    ),
  );
  return mergeFonts(parts, {
    bold: weight >= 700,
    names: {
      1: "Inter",
      2: style,
      3: `Inter-${style};PDF`,
      4: `Inter ${style}`,
      6: `Inter-${style}`,
      16: "Inter",
      17: style,
    },
  });
}
