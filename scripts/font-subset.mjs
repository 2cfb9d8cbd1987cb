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
