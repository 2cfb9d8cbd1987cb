// The site's one web font, cut down to what the site writes: Inter's variable font (Latin), only
// the weights the styles use and only Basic Latin, Latin-1 and the punctuation the copy uses. The
// result is committed (app/assets/fonts/), so a build needs no font tools; `npm run font` remakes
// it, and app/outputs/font-subset.test.ts fails when the committed file or the content drifts from it.
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

// The partnership proposal PDF's fonts (app/outputs/proposal.server.ts): Inter at 400 and 700,
// cut from Google Fonts' whole static Inter files (@expo-google-fonts/inter, the same build of
// Inter as the web font's) to the Latin, Latin Extended and Vietnamese characters, so that a name
// in any Latin alphabet keeps every letter: "Renée", "Łukasz", "Dvořák", "Nguyễn". Committed like
// the web font; pdf-lib embeds only the glyphs a PDF uses.

/**
 * The characters the PDF fonts keep: Google Fonts' unicode-ranges for Inter's latin, latin-ext and
 * vietnamese subsets, latin's from U+0020 on (a control character is not text to print). Inter
 * also has Cyrillic and Greek: add their ranges here, and to pdfFontCoverage, when the content
 * needs them, and run `npm run font`.
 */
const pdfFontRanges = [
  "U+0020-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  "U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB",
];

/** What the PDF fonts cover, in words, for an error that names a character they lack. */
export const pdfFontCoverage = "Inter: Latin, Latin Extended and Vietnamese";

export const pdfFonts = {
  regular: {
    style: "Regular",
    source: "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf",
    file: "app/assets/fonts/inter-pdf-400.ttf",
  },
  bold: {
    style: "Bold",
    source: "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf",
    file: "app/assets/fonts/inter-pdf-700.ttf",
  },
};

/** Every character of a unicode-range ("U+0100-02BA, U+2020"). @param {string} unicodeRange */
const charactersOf = (unicodeRange) =>
  unicodeRange
    .split(",")
    .map((part) => {
      const [from = "", to = from] = part.trim().slice(2).split("-");
      return range(Number.parseInt(from, 16), Number.parseInt(to, 16));
    })
    .join("");

/**
 * One PDF font, as `npm run font` writes it: its static file cut to pdfFontRanges.
 * @param {keyof typeof pdfFonts} name
 */
export async function makePdfFont(name) {
  const { default: subsetFont } = await import("subset-font");
  const source = readFileSync(createRequire(import.meta.url).resolve(pdfFonts[name].source));
  return subsetFont(source, pdfFontRanges.map(charactersOf).join(""), {
    targetFormat: "truetype",
    // pdf-lib lays text out with fontkit, which would apply Inter's contextual alternates (a
    // raised hyphen between capitals, "->" as an arrow) from GSUB: without the layout tables each
    // character prints as its own glyph, at its own advance width, as the PDF always has. STAT
    // describes the variable family, which a static font in a PDF has no use for.
    dropTables: ["GDEF", "GPOS", "GSUB", "STAT"],
  });
}
