/**
 * Makes the partnership video's poster (content/assets/partnership/partnership-poster.jpg): a
 * scene, not the title card (issue 40): the video's first banner, the national final, whole on
 * the video's jade frame at its 1280 x 720, under the words the video shows.
 * The video itself is rendered by tools/make-partnership-video.sh, which needs ffmpeg; this
 * needs only sharp, so the poster can be remade on any machine (`npx tsx
 * tools/make-partnership-poster.ts`). Same inputs, same file: nothing random, no dates.
 * To use a photograph instead, put a 1280 x 720 JPEG in its place.
 */
import { statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const scene = path.join(root, "content/assets/banners/slide-1.jpg");
const out = path.join(root, "content/assets/partnership/partnership-poster.jpg");
const width = 1280;
const height = 720;
/** The video's size budget for its poster (tools/make-partnership-video.sh). */
const budget = 120 * 1024;

// The banner whole (5:2, 1280 x 512), on the video's jade frame as its scenes show it, under
// the words it shows: the player's "Play the video" sits on the poster's foot, over the
// audience, never over the words.
const bannerHeight = Math.round((width * 2) / 5);
const top = height - bannerHeight - 40;
const picture = await sharp(scene).resize(width, bannerHeight).toBuffer();
const frame =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#0a4a37"/>
  <rect x="0" y="${top - 6}" width="${width}" height="6" fill="#f2c14e"/>
  <text x="${width / 2}" y="${top - 52}" text-anchor="middle" font-family="DejaVu Sans"
    font-weight="bold" font-size="56" fill="#ffffff">Debate. Speak. Lead.</text>
</svg>`);
const composed = await sharp(frame)
  .composite([{ input: picture, top, left: 0 }])
  .png()
  .toBuffer();

for (let quality = 86; ; quality -= 4) {
  await sharp(composed).jpeg({ quality, mozjpeg: true }).withMetadata({}).toFile(out);
  const size = statSync(out).size;
  if (size <= budget) {
    console.log(`poster: ${path.relative(root, out)}, ${width} x ${height}, ${size} bytes`);
    break;
  }
  if (quality <= 50) throw new Error(`cannot get the poster under ${budget} bytes`);
}
