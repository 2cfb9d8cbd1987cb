import type { HeadTag } from "~/lib/head-tags";
import { phoneMedia, wideMedia } from "./art-direction";
import { byContentPath } from "./content-assets";

/**
 * Raster images named in content files (JPEG, PNG or WebP under content/assets/; the formats are
 * app/content/asset-rules.ts's `rasterFormats`) go through
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
const pictures = byContentPath(
  import.meta.glob<ContentPicture>(
    [
      "@content/assets/**/*.{jpg,jpeg,png,webp}",
      "!**/partnership/**",
      "!**/people/**",
      "!**/partners/**",
    ],
    {
      eager: true,
      query: "?w=480;800;1200;1600&format=avif;webp;jpeg&as=picture",
      import: "default",
    },
  ),
);

// The video's poster: AVIF, then WebP, which every browser with <video> reads (the JPEG ffmpeg
// writes is three times the bytes). The play link's image picks a format and a width for its slot;
// the player's `poster` is one URL, the largest WebP, at the width the video is shown.
const posters = byContentPath(
  import.meta.glob<ContentPicture>("@content/assets/partnership/*.{jpg,jpeg,png,webp}", {
    eager: true,
    query: "?w=480;720;960&format=avif;webp&as=picture",
    import: "default",
  }),
);

// Portraits (content/assets/people/, which the schema asks of a person's photo) are shown at 4rem:
// 64 px, 128 at 2x, 192 at 3x. The widths a card picture gets would send a phone 480 px for 128.
const portraits = byContentPath(
  import.meta.glob<ContentPicture>("@content/assets/people/*.{jpg,jpeg,png,webp}", {
    eager: true,
    query: "?w=128;192;256&format=avif;webp;jpeg&as=picture",
    import: "default",
  }),
);

// A partner's logo in PNG, JPEG or WebP (content/assets/partners/; an SVG logo is served as it is,
// app/lib/content-assets.ts) is drawn at most 240 px wide on its white plate, 480 at 2x. PNG, not
// JPEG, is the last resort, so a logo's transparent background stays transparent on the plate.
const logos = byContentPath(
  import.meta.glob<ContentPicture>("@content/assets/partners/*.{jpg,jpeg,png,webp}", {
    eager: true,
    query: "?w=240;480&format=avif;webp;png&as=picture",
    import: "default",
  }),
);

// The site's own illustrations (app/assets/illustrations/<page>.jpg, app/content/illustrations.ts),
// named "illustrations/<page>.jpg": a page shows its own beside the heading until the content
// gives it a photograph. Shown from 60rem only, at most 28rem wide: 448 px, 896 at 2x. One width
// (960) in AVIF, then WebP (which every browser that lays the page out in two columns reads): each
// hashed file name is a few dozen bytes of every page's HTML that no compression shrinks, and the
// programmes page, at the schema's limits, is within 200 bytes of its budget (decision 0058).
const illustrations = new Map(
  Object.entries(
    import.meta.glob<ContentPicture>("../assets/illustrations/*.jpg", {
      eager: true,
      query: "?w=960&format=avif;webp&as=picture",
      import: "default",
    }),
  ).map(([key, value]) => [key.slice(key.indexOf("illustrations/")), value]),
);

/** Whether a content path names a raster image that goes through the pipeline. */
export function isRasterImage(path: string): boolean {
  return [pictures, posters, portraits, logos, illustrations].some((files) => files.has(path));
}

export function contentPicture(path: string): ContentPicture {
  const picture =
    pictures.get(path) ??
    posters.get(path) ??
    portraits.get(path) ??
    logos.get(path) ??
    illustrations.get(path);
  if (picture === undefined)
    throw new Error(`No raster image content/${path} (JPEG, PNG or WebP under assets/)`);
  return picture;
}

/**
 * The preload links of a picture that is its page's largest paint, in AVIF (browsers without it
 * skip a typed preload and take a WebP or JPEG from the <picture>). With a phone crop, one link
 * each, by `media`, for the crop on phones and the picture on wider screens: a phone never fetches
 * the wide picture it does not show. (The home page's first banner: see routes/home.tsx.)
 */
export function picturePreloads(
  image: string,
  imagePhone: string | undefined,
  sizes: string | undefined,
  /** Where a picture without a phone crop shows at all (a page's illustration: from 60rem). */
  media?: string,
): HeadTag[] {
  const link = (path: string, media?: string): HeadTag[] => {
    const srcset = pictureSrcset(contentPicture(path), "avif");
    // href is for browsers without imagesrcset: the largest candidate, the last in the list.
    const largest = srcset?.split(",").at(-1)?.trim().split(" ")[0];
    if (!srcset || !largest) return [];
    if (srcset.includes(",") && sizes === undefined)
      throw new Error(`The preload of ${path} needs the sizes it is shown at, to choose a width`);
    return [
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        type: "image/avif",
        // A preload is fetched at low priority unless it asks; this is the image the visitor waits for.
        fetchPriority: "high",
        href: largest,
        // One width (a page's illustration) needs no choosing: its address is all.
        ...(srcset.includes(",") ? { imageSrcSet: srcset, imageSizes: sizes } : {}),
        ...(media ? { media } : {}),
      },
    ];
  };
  return imagePhone
    ? [...link(imagePhone, phoneMedia), ...link(image, wideMedia)]
    : link(image, media);
}

/** The srcset of one format, for a preload link. */
export function pictureSrcset(
  picture: ContentPicture,
  format: "avif" | "webp",
): string | undefined {
  return picture.sources[format];
}
