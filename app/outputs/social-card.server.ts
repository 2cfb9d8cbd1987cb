/**
 * Social cards: one Open Graph image per page, 1200 by 630, drawn at build time from the page's
 * title and the identity (palette, mark, the association's names and address). The card is
 * composed as an SVG by pure functions, then rasterised to a small palette PNG with sharp.
 * Runs in Node only (the Vite content plugin); nothing here reaches the browser.
 */
import sharp from "sharp";
import { brandColours, markGrid, markSvgElements } from "../lib/brand";
import { socialCardFile, socialCardSize } from "../lib/identity-files";
import { wrapText } from "../lib/wrap-text";
import { escapeXml } from "../lib/xml";
import { routeTable } from "../route-table";
import type { Content } from "../content/schema";

const { width, height } = socialCardSize;
const margin = 80;

/**
 * Text is set in DejaVu Sans, which fontconfig resolves on every Debian machine (librsvg, inside
 * sharp, draws SVG text with the system's fonts); Arial, or a font with its metrics, otherwise.
 */
export const cardFontFamily = "DejaVu Sans, Arial, Helvetica, sans-serif";

/**
 * Advance widths, in thousandths of an em, of the characters from space (U+0020) to tilde
 * (U+007E): for each, the wider of DejaVu Sans Bold and Arial Bold (whose metrics Liberation Sans
 * shares). Titles are measured with them, so a wrapped line never runs off the card whichever of
 * the two sets it; the regular weight is narrower still.
 */
const boldWidths = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611, 1000, 774, 762, 734, 830, 683,
  683, 821, 837, 372, 556, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
  724, 725, 457, 365, 457, 838, 556, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
  343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
/** Anything else (accents are split off first) counts as a full em, wider than most letters. */
const fallbackWidth = 1000;

function characterWidth(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return boldWidths[code - 0x20] ?? fallbackWidth;
  // Combining accents take no room of their own.
  if (/\p{Mn}/u.test(character)) return 0;
  return fallbackWidth;
}

/** The width of a line of text at a font size, in pixels, as DejaVu Sans Bold sets it (or less). */
export function measureText(text: string, size: number, letterSpacing = 0): number {
  let total = 0;
  for (const character of text.normalize("NFD")) {
    total += (characterWidth(character) * size) / 1000 + letterSpacing;
  }
  return total;
}

export const titleLayout = {
  /** The widest a title line may be: the card less its margins. */
  maxWidth: width - 2 * margin,
  /** Font sizes tried, largest first; the first that fits the title in `maxLines` wins. */
  sizes: [72, 64, 56, 48],
  maxLines: 3,
  lineHeight: 1.14,
} as const;

/** Splits text into lines no wider than `maxWidth` at `size`; a word too long for a line is cut. */
function wrapTitle(text: string, size: number, maxWidth: number): string[] {
  return wrapText(text, (line) => measureText(line, size) <= maxWidth, { breakWords: true });
}

/**
 * The title's font size and lines: the largest size at which it fits in three lines. A title too
 * long even at the smallest size keeps its first three lines, the last ending in an ellipsis.
 */
export function layoutTitle(title: string): { size: number; lines: string[] } {
  const { sizes, maxLines, maxWidth } = titleLayout;
  for (const size of sizes) {
    const lines = wrapTitle(title, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 48;
  const lines = wrapTitle(title, size, maxWidth).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? "";
  // Drop whole words until the ellipsis fits; a lone word too long for that loses characters.
  while (measureText(`${last}…`, size) > maxWidth) {
    const space = last.lastIndexOf(" ");
    last = space > 0 ? last.slice(0, space) : last.slice(0, -1);
  }
  lines[maxLines - 1] = `${last.replace(/[\s,;:.–—-]+$/, "")}…`;
  return { size, lines };
}

/** The largest size, up to `preferred`, at which one line of text fits in `maxWidth`. */
function fittingSize(text: string, preferred: number, maxWidth: number, letterSpacing = 0): number {
  const natural = measureText(text, preferred, letterSpacing);
  return natural <= maxWidth ? preferred : Math.floor((preferred * maxWidth) / natural);
}

export interface SocialCard {
  /** The page's title, the card's headline. */
  title: string;
  /** The association's full name and its short name (the wordmark). */
  name: string;
  shortName: string;
  /** The page's address as shown on the card, without the scheme: `jade.example.org/donate`. */
  address: string;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  fill: string;
  letterSpacing?: number;
}

function text(content: string, { x, y, size, bold, fill, letterSpacing }: TextOptions): string {
  const spacing = letterSpacing ? ` letter-spacing="${letterSpacing}"` : "";
  return `<text x="${x}" y="${y}" font-family="${cardFontFamily}" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="${fill}"${spacing}>${escapeXml(content)}</text>`;
}

/** The card as an SVG document. Pure: the same card gives the same SVG. */
export function socialCardSvg(card: SocialCard): string {
  const textWidth = width - 2 * margin;
  const markSize = 88;
  const wordmarkX = margin + markSize + 24;
  const wordmarkSize = fittingSize(card.shortName, 46, textWidth - markSize - 24, 6);
  const nameSize = fittingSize(card.name, 25, textWidth - markSize - 24);
  const addressSize = fittingSize(card.address, 26, textWidth);

  // The title sits in the band between the masthead and the footer, centred on it.
  const title = layoutTitle(card.title);
  const lineHeight = Math.round(title.size * titleLayout.lineHeight);
  const band = { top: 196, bottom: 500 };
  // Cap height of DejaVu Sans is about 0.73 em: centre the capitals, not the line boxes.
  const blockHeight = (title.lines.length - 1) * lineHeight + title.size * 0.73;
  const firstBaseline = Math.round(
    band.top + (band.bottom - band.top - blockHeight) / 2 + title.size * 0.73,
  );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${brandColours.jade900}"/>`,
    // A large, faint stone behind the right of the card: texture, never in the way of the text.
    `<g transform="translate(${width - 330} ${height - 430}) scale(14)" opacity="0.09">${markSvgElements()}</g>`,
    `<g transform="translate(${margin} 60) scale(${markSize / markGrid})">${markSvgElements()}</g>`,
    text(card.shortName, {
      x: wordmarkX,
      y: 102,
      size: wordmarkSize,
      bold: true,
      fill: brandColours.white,
      letterSpacing: 6,
    }),
    text(card.name, { x: wordmarkX, y: 140, size: nameSize, fill: brandColours.jade100 }),
    ...title.lines.map((line, index) =>
      text(line, {
        x: margin,
        y: firstBaseline + index * lineHeight,
        size: title.size,
        bold: true,
        fill: brandColours.white,
      }),
    ),
    `<rect x="${margin}" y="528" width="112" height="8" rx="4" fill="${brandColours.gold}"/>`,
    text(card.address, { x: margin, y: 580, size: addressSize, fill: brandColours.jade100 }),
    `<rect y="${height - 10}" width="${width}" height="10" fill="${brandColours.jade600}"/>`,
    `</svg>\n`,
  ].join("");
}

/** Every listed page's card, with the file it is written to. The not-found page has none. */
export function socialCards(content: Content): { fileName: string; card: SocialCard }[] {
  const host = content.site.siteUrl.replace(/^https?:\/\//, "");
  return routeTable.map((route) => {
    const page = content.pages.pages.find((candidate) => candidate.id === route.id);
    // The content schema guarantees an entry for every route; this only trips on a programming error.
    if (!page) throw new Error(`content/pages.yaml has no page "${route.id}"`);
    return {
      fileName: socialCardFile(route.id),
      card: {
        title: page.title,
        name: content.site.name,
        shortName: content.site.shortName,
        address: route.path === "/" ? host : `${host}${route.path}`,
      },
    };
  });
}

/** A card as a PNG: a 128-colour palette keeps each file well under 80 KB. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  return sharp(Buffer.from(socialCardSvg(card)))
    .png({ palette: true, colours: 128, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
