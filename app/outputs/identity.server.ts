/**
 * The identity files the build writes beside the pages, all drawn from the JADE mark in
 * app/lib/brand.ts and the content: the SVG favicon and its ICO fallback, the app icons (plain
 * and maskable), the Apple touch icon, the web app manifest, and every page's social card.
 * The SVGs and the manifest come from pure functions; sharp rasterises the PNGs. Node only.
 */
import sharp from "sharp";
import { brandColours, logoSvg, markGrid, markSvgElements } from "../lib/brand";
import { iconFiles } from "../lib/identity-files";
import { renderSocialCard, socialCards } from "./social-card.server";
import type { Content } from "../content/schema";

export interface IconOptions {
  /** A colour for an opaque square behind the mark; none leaves the icon transparent. */
  background?: string;
  /** How much of the icon's width the mark's grid takes (the stone itself is 90% of its grid). */
  markShare: number;
}

/** The mark, centred on a square of its own grid, as an SVG document. */
export function iconSvg({ background, markShare }: IconOptions): string {
  const offset = Math.round(markGrid * (1 - markShare) * 50) / 100;
  const mark =
    markShare === 1
      ? markSvgElements()
      : `<g transform="translate(${offset} ${offset}) scale(${markShare})">${markSvgElements()}</g>`;
  const plate = background
    ? `<rect width="${markGrid}" height="${markGrid}" fill="${background}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${markGrid} ${markGrid}">${plate}${mark}</svg>\n`;
}

/**
 * The icons' layouts. Maskable icons keep the stone inside the central circle of 80% that every
 * platform's mask leaves visible (its farthest corner is 18 of the grid's 40 from the centre, so
 * at 80% it reaches 36% of the width). Apple's icon is opaque: iOS fills transparency with black.
 */
export const iconLayouts = {
  favicon: { markShare: 1 },
  plain: { markShare: 1 },
  maskable: { background: brandColours.jade900, markShare: 0.8 },
  appleTouch: { background: brandColours.jade900, markShare: 0.76 },
} as const satisfies Record<string, IconOptions>;

async function renderIcon(options: IconOptions, size: number): Promise<Buffer> {
  // Rasterise at the target size directly (density scales the 40-unit grid), so edges stay crisp.
  const image = sharp(Buffer.from(iconSvg(options)), { density: (72 * size) / markGrid }).resize(
    size,
    size,
  );
  return (
    (options.background ? image.removeAlpha() : image)
      // Full colour: a palette would cost the edges their smooth anti-aliasing, for a few bytes.
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer()
  );
}

/** A Windows icon file holding PNG images (allowed since Windows Vista; every browser reads it). */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const ico = new Uint8Array(headerSize + images.reduce((sum, image) => sum + image.png.length, 0));
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    view.setUint8(entry, size >= 256 ? 0 : size);
    view.setUint8(entry + 1, size >= 256 ? 0 : size);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    ico.set(png, offset);
    offset += png.length;
  });
  return ico;
}

/**
 * The web app manifest. `display: browser`: the site is for reading and sharing, with links out
 * to PDFs, articles and bank details, and works only online; a home-screen shortcut opens it in
 * the browser with its address bar rather than in an app window.
 */
export function webManifest(content: Content) {
  const icon = (file: { file: string; size: number }, purpose: "any" | "maskable") => ({
    src: `/${file.file}`,
    sizes: `${file.size}x${file.size}`,
    type: "image/png",
    purpose,
  });
  return {
    id: "/",
    name: content.site.name,
    short_name: content.site.shortName,
    description: content.site.description.trim(),
    lang: "en-JM",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: brandColours.jade900,
    background_color: brandColours.surfaceLight,
    icons: [
      icon(iconFiles.icon192, "any"),
      icon(iconFiles.icon512, "any"),
      icon(iconFiles.maskable192, "maskable"),
      icon(iconFiles.maskable512, "maskable"),
    ],
  };
}

export interface BuildFile {
  fileName: string;
  contentType: string;
  render: () => Promise<Uint8Array | string>;
}

/** Every identity file, each rendered only when asked for (the dev server serves them one by one). */
export function identityFiles(content: Content): BuildFile[] {
  const png = (fileName: string, render: () => Promise<Uint8Array>): BuildFile => ({
    fileName,
    contentType: "image/png",
    render,
  });
  return [
    {
      fileName: iconFiles.favicon.file,
      contentType: "image/svg+xml",
      render: async () => iconSvg(iconLayouts.favicon),
    },
    {
      fileName: iconFiles.faviconIco.file,
      contentType: "image/x-icon",
      render: async () => {
        const { size } = iconFiles.faviconIco;
        return icoFromPngs([{ size, png: await renderIcon(iconLayouts.favicon, size) }]);
      },
    },
    png(iconFiles.icon192.file, () => renderIcon(iconLayouts.plain, iconFiles.icon192.size)),
    png(iconFiles.icon512.file, () => renderIcon(iconLayouts.plain, iconFiles.icon512.size)),
    png(iconFiles.maskable192.file, () =>
      renderIcon(iconLayouts.maskable, iconFiles.maskable192.size),
    ),
    png(iconFiles.maskable512.file, () =>
      renderIcon(iconLayouts.maskable, iconFiles.maskable512.size),
    ),
    png(iconFiles.appleTouchIcon.file, () =>
      renderIcon(iconLayouts.appleTouch, iconFiles.appleTouchIcon.size),
    ),
    {
      fileName: iconFiles.manifest.file,
      contentType: "application/manifest+json",
      render: async () => `${JSON.stringify(webManifest(content), null, 2)}\n`,
    },
    {
      fileName: iconFiles.logo.file,
      contentType: "image/svg+xml",
      render: async () => logoSvg("on-light", content.site.name),
    },
    {
      fileName: iconFiles.logoOnDark.file,
      contentType: "image/svg+xml",
      render: async () => logoSvg("on-dark", content.site.name),
    },
    ...socialCards(content).map(({ fileName, card }) =>
      png(fileName, () => renderSocialCard(card)),
    ),
  ];
}
