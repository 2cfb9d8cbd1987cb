/**
 * The JADE identity in code: the palette's fixed colours and the mark (a cut jade stone) on its
 * 40 by 40 grid. The one source of the mark's shapes: the header logo, the favicon, the app
 * icons, the social cards and the proposal cover all draw it from here.
 */
export const brandColours = {
  jade100: "#d3eee1",
  jade400: "#2fa37a",
  jade600: "#0b6e4f",
  jade800: "#064e3b",
  jade900: "#042f24",
  gold: "#f2c14e",
  white: "#ffffff",
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
