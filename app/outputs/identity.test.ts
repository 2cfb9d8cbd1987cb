import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandColours, markFacets, markRidge } from "../lib/brand";
import { iconFiles } from "../lib/identity-files";
import { routeTable } from "../route-table";
import { icoFromPngs, iconLayouts, iconSvg, identityFiles, webManifest } from "./identity.server";
import { loadContent } from "../content/load.server";

const content = loadContent();
const files = identityFiles(content);

async function rendered(fileName: string): Promise<Buffer> {
  const file = files.find((candidate) => candidate.fileName === fileName);
  if (!file) throw new Error(`No identity file ${fileName}`);
  return Buffer.from(await file.render());
}

async function pixels(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe("iconSvg", () => {
  it("draws every part of the mark, in the palette's colours", () => {
    const svg = iconSvg(iconLayouts.favicon);
    for (const { d, tone } of markFacets)
      expect(svg).toContain(`<path d="${d}" fill="${brandColours[tone]}"/>`);
    expect(svg).toContain(`d="${markRidge.d}" stroke="${brandColours.gold}"`);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 40 40">/);
    expect(svg).not.toContain("<rect");
  });

  it("puts a maskable or Apple icon on an opaque square, with the mark scaled about its centre", () => {
    const svg = iconSvg(iconLayouts.maskable);
    expect(svg).toContain(`<rect width="40" height="40" fill="${brandColours.jade900}"/>`);
    expect(svg).toContain('transform="translate(4 4) scale(0.8)"');
  });
});

describe("the rendered icons", () => {
  it("are PNGs of their declared sizes", async () => {
    for (const icon of [
      iconFiles.icon192,
      iconFiles.icon512,
      iconFiles.maskable192,
      iconFiles.maskable512,
      iconFiles.appleTouchIcon,
    ]) {
      const metadata = await sharp(await rendered(icon.file)).metadata();
      expect([metadata.format, metadata.width, metadata.height], icon.file).toEqual([
        "png",
        icon.size,
        icon.size,
      ]);
    }
  });

  it("gives Apple an opaque icon", async () => {
    const png = await rendered(iconFiles.appleTouchIcon.file);
    expect((await sharp(png).metadata()).hasAlpha).toBe(false);
    const { data, info } = await pixels(png);
    expect([data[0], data[1], data[2]]).toEqual([4, 47, 36]); // jade-900 in the corner
    expect(info.width).toBe(180);
  });

  it("keeps the maskable icon's mark inside the central circle that every mask shows", async () => {
    const { data, info } = await pixels(await rendered(iconFiles.maskable512.file));
    const centre = info.width / 2;
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        const background =
          data[at] === 4 && data[at + 1] === 47 && data[at + 2] === 36 && data[at + 3] === 255;
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * info.width) {
          if (!background) outside += 1;
        } else if (!background) inside += 1;
      }
    }
    expect(outside).toBe(0);
    // And the mark is large, not a speck: it covers over a third of the safe circle.
    expect(inside).toBeGreaterThan(Math.PI * (0.4 * info.width) ** 2 * 0.35);
  });

  it("leaves the plain icons transparent around the stone", async () => {
    const { data } = await pixels(await rendered(iconFiles.icon512.file));
    expect(data[3]).toBe(0);
  });
});

describe("icoFromPngs", () => {
  it("writes an icon directory that points at each PNG", async () => {
    const ico = Buffer.from(await rendered(iconFiles.faviconIco.file));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const length = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset).toBe(22);
    expect(offset + length).toBe(ico.length);
    const png = ico.subarray(offset);
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect((await sharp(png).metadata()).width).toBe(32);
  });

  it("records 256 pixels and more as zero, as the format requires", () => {
    const png = new Uint8Array([1, 2, 3]);
    const ico = icoFromPngs([
      { size: 16, png },
      { size: 256, png },
    ]);
    expect([ico[6], ico[22]]).toEqual([16, 0]);
    expect(ico.length).toBe(6 + 32 + 6);
  });
});

describe("webManifest", () => {
  const manifest = webManifest(content);

  it("names the association and opens at the home page, in the browser", () => {
    expect(manifest).toMatchObject({
      name: content.site.name,
      short_name: content.site.shortName,
      start_url: "/",
      scope: "/",
      display: "browser",
      theme_color: brandColours.jade900,
      background_color: brandColours.surfaceLight,
    });
  });

  it("lists icons that the build writes, plain and maskable, at the sizes it writes them", () => {
    for (const icon of manifest.icons) {
      expect(
        files.map((file) => `/${file.fileName}`),
        icon.src,
      ).toContain(icon.src);
    }
    expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`)).toEqual([
      "any 192x192",
      "any 512x512",
      "maskable 192x192",
      "maskable 512x512",
    ]);
  });
});

describe("identityFiles", () => {
  it("writes each file once: favicon, icons, manifest and a social card per page", () => {
    const names = files.map((file) => file.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const { file } of Object.values(iconFiles)) expect(names).toContain(file);
    for (const { id } of routeTable) expect(names).toContain(`og/${id}.png`);
  });

  it("writes the manifest as JSON", async () => {
    const manifest = files.find((file) => file.fileName === iconFiles.manifest.file)!;
    expect(manifest.contentType).toBe("application/manifest+json");
    expect(JSON.parse(String(await manifest.render()))).toEqual(webManifest(content));
  });
});
