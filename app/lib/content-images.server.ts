/**
 * Raster images named in content files (JPEG or PNG under content/assets/) go through
 * vite-imagetools at build time: AVIF, WebP and JPEG at several widths, with the intrinsic size, so
 * a photo the association drops in is served small to a phone and never shifts the layout.
 */
export interface ContentPicture {
  /** srcset for each modern format, keyed by format ("avif", "webp"). */
  sources: Record<string, string>;
  /** The JPEG fallback and the image's intrinsic size. */
  img: { src: string; w: number; h: number };
}

// Widths cover a 390 px phone at 1x to a 1280 px desktop at about 1.25x. JPEG is written "jpeg":
// "jpg" names the client and prerender files differently (vite-imagetools#908).
const pictures = import.meta.glob<ContentPicture>(
  ["/content/assets/**/*.{jpg,jpeg,png}", "!**/partnership/**"],
  {
    eager: true,
    query: "?w=480;800;1200;1600&format=avif;webp;jpeg&as=picture",
    import: "default",
  },
);

// The video's poster: AVIF, then WebP, which every browser with <video> reads (the JPEG ffmpeg
// writes is three times the bytes). The play link's image picks a format and a width for its slot;
// the player's `poster` is one URL, the largest WebP, at the width the video is shown.
const posters = import.meta.glob<ContentPicture>("/content/assets/partnership/*.{jpg,jpeg}", {
  eager: true,
  query: "?w=480;720;960&format=avif;webp&as=picture",
  import: "default",
});

/** Whether a content path names a raster image that goes through the pipeline. */
export function isRasterImage(path: string): boolean {
  return `/content/${path}` in pictures || `/content/${path}` in posters;
}

export function contentPicture(path: string): ContentPicture {
  const picture = pictures[`/content/${path}`] ?? posters[`/content/${path}`];
  if (picture === undefined)
    throw new Error(`No raster image content/${path} (JPEG or PNG under assets/)`);
  return picture;
}

/** The srcset of one format, for a preload link. */
export function pictureSrcset(
  picture: ContentPicture,
  format: "avif" | "webp",
): string | undefined {
  return picture.sources[format];
}
