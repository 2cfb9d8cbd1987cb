import { escapeXml } from "./xml";

/**
 * The JADE identity in code: the palette's fixed colours and the mark (a cut jade stone) on its
 * 40 by 40 grid. The one source of the palette for everything drawn in code (the header logo, the
 * favicon, the app icons, the social cards, the proposal and its cover, the sample artwork of
 * tools/make-artwork.ts) and of the mark's shapes. The stylesheet cannot import it: the colours
 * named after an app.css token (`jade600` is `--color-jade-600`) are checked against it by a test.
 */
export const brandColours = {
  jade50: "#eef8f3",
  jade100: "#d3eee1",
  jade300: "#7fcfae",
  jade400: "#2fa37a",
  jade600: "#0b6e4f",
  jade800: "#064e3b",
  jade900: "#042f24",
  jade950: "#021d16",
  gold200: "#fbe7a7",
  /** The gold of the mark's ridge (app.css `--color-gold-400`). */
  gold: "#f2c14e",
  /** Body text and muted text on a light page. */
  ink600: "#4a5a53",
  ink900: "#121c18",
  white: "#ffffff",
  /** The proposal's table rules. */
  rule: "#cfdad5",
  /** The warm paper of the sample artwork's stages and certificates. */
  cream: "#fdf8ec",
  /** The page surfaces of the light and dark themes (app.css `--surface`). */
  surfaceLight: "#ffffff",
  surfaceDark: "#0b1310",
} as const;

export type MarkTone = "jade400" | "jade600" | "jade800" | "gold";

/** The mark's grid: its paths sit inside a 40 by 40 box. */
export const markGrid = 40;

/** The three faces of the stone, back to front. */
export const markFacets: readonly { d: string; tone: MarkTone }[] = [
  { d: "M20 2 36 12v16L20 38 4 28V12Z", tone: "jade600" },
  { d: "M20 2 36 12 20 20 4 12Z", tone: "jade400" },
  { d: "M20 20 36 12v16L20 38Z", tone: "jade800" },
];

/** The gold ridge across the top face, a stroke with round caps. */
export const markRidge = { d: "M13 15.5 20 19l7-3.5", tone: "gold", width: 2.5 } as const;

/** The mark as SVG elements in the palette's colours, drawn on its 40 by 40 grid. */
export function markSvgElements(): string {
  const facets = markFacets
    .map(({ d, tone }) => `<path d="${d}" fill="${brandColours[tone]}"/>`)
    .join("");
  return `${facets}<path d="${markRidge.d}" stroke="${brandColours[markRidge.tone]}" stroke-width="${markRidge.width}" fill="none" stroke-linecap="round"/>`;
}

/**
 * The wordmark: J, A, D and E drawn as outlines on a cap height of 40 units, so the logo never
 * depends on a font being installed. Counters are holes (fill-rule evenodd). Each glyph is placed
 * at its x offset; the word is 135 units wide.
 */
export const wordmarkHeight = 40;
export const wordmarkWidth = 135;
export const wordmarkGlyphs: readonly { letter: string; x: number; d: string }[] = [
  { letter: "J", x: 0, d: "M20 0H28V26A14 14 0 0 1 0 26V22H8V26A6 6 0 0 0 20 26Z" },
  {
    letter: "A",
    x: 33,
    d: "M0 40 14 0H22L36 40H27.5L24.35 31H11.65L8.5 40ZM14.1 24H21.9L18 12.86Z",
  },
  { letter: "D", x: 74, d: "M0 0H12A20 20 0 0 1 12 40H0ZM8 8V32H12A12 12 0 0 0 12 8Z" },
  { letter: "E", x: 111, d: "M0 0H24V8H8V16H21V24H8V32H24V40H0Z" },
];

/** The wordmark's glyphs as one path's data, each glyph moved to its place. */
export function wordmarkPath(): string {
  return wordmarkGlyphs.map(({ x, d }) => translatePath(d, x)).join("");
}

/**
 * Moves a path's absolute x coordinates by dx. The glyphs use only M, L, H, V, A and Z, written
 * absolutely, so this is a small exact transform rather than a general path parser.
 */
function translatePath(d: string, dx: number): string {
  if (dx === 0) return d;
  const shift = (value: string) => String(Math.round((Number(value) + dx) * 100) / 100);
  return d.replace(/([MLHVAZ])([^MLHVAZ]*)/g, (_, command: string, args: string) => {
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    switch (command) {
      case "H":
        return `H${numbers.map(shift).join(" ")}`;
      case "V":
      case "Z":
        return `${command}${numbers.join(" ")}`;
      case "A":
        // rx ry rotation large-arc sweep x y: only the end point's x moves.
        return `A${numbers.map((n, i) => (i % 7 === 5 ? shift(n) : n)).join(" ")}`;
      default:
        // M and L: pairs of x y.
        return `${command}${numbers.map((n, i) => (i % 2 === 0 ? shift(n) : n)).join(" ")}`;
    }
  });
}

export type LogoVariant = "on-light" | "on-dark";

/** The logo's lockup: the mark, a gap, then the wordmark at 60% of the mark's height. */
const lockup = { gap: 12, wordScale: 0.6 } as const;

/**
 * The full logo, mark and wordmark, as a standalone SVG document with no text elements. The
 * on-dark variant sets the wordmark in white for dark backgrounds; the mark reads on both.
 */
export function logoSvg(variant: LogoVariant, name: string): string {
  const wordTop = (markGrid - wordmarkHeight * lockup.wordScale) / 2;
  const width = markGrid + lockup.gap + wordmarkWidth * lockup.wordScale;
  const ink = variant === "on-dark" ? brandColours.white : brandColours.jade900;
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${markGrid}" width="${width * 4}" height="${markGrid * 4}" role="img" aria-labelledby="title">` +
    `<title id="title">${label}</title>${markSvgElements()}` +
    `<path transform="translate(${markGrid + lockup.gap} ${wordTop}) scale(${lockup.wordScale})" fill="${ink}" fill-rule="evenodd" d="${wordmarkPath()}"/>` +
    `</svg>\n`
  );
}
