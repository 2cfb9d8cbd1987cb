// Lays screenshots out on one contact sheet (a JPEG): rows of shots side by side, each scaled and
// cut to the same height, on a neutral ground, so a page's light and dark, phone and desktop
// views can be compared at a glance and kept in docs/ at a few hundred kilobytes.
import sharp from "sharp";

interface Shot {
  file: string;
  /** How much to scale the shot by before it is cut (a desktop shot at half its size). */
  scale: number;
}

const gap = 16;
/** Each shot's height on the sheet, after scaling: about two and a half phone screens. */
const cutHeight = 2000;

export async function writeSheet(rows: readonly (readonly Shot[])[], out: string): Promise<number> {
  const placed: sharp.OverlayOptions[] = [];
  let y = gap;
  let sheetWidth = 0;
  for (const row of rows) {
    let x = gap;
    let rowHeight = 0;
    for (const shot of row) {
      const meta = await sharp(shot.file).metadata();
      const width = Math.round((meta.width ?? 0) * shot.scale);
      const height = Math.min(cutHeight, Math.round((meta.height ?? 0) * shot.scale));
      const input = await sharp(shot.file)
        .resize({ width })
        .extract({ left: 0, top: 0, width, height })
        .toBuffer();
      placed.push({ input, left: x, top: y });
      x += width + gap;
      rowHeight = Math.max(rowHeight, height);
    }
    sheetWidth = Math.max(sheetWidth, x);
    y += rowHeight + gap;
  }
  const info = await sharp({
    create: { width: sheetWidth, height: y, channels: 3, background: "#8a9690" },
  })
    .composite(placed)
    .jpeg({ quality: 62, mozjpeg: true })
    .toFile(out);
  return info.size;
}
