import type { ContentPicture } from "~/lib/content-images.server";

interface PictureProps {
  picture: ContentPicture;
  alt: string;
  /** The image's rendered width by viewport, as for `sizes`. */
  sizes: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}

/** Modern formats, best first; the JPEG set is the <img>'s own srcset, for every other browser. */
const sourceFormats = ["avif", "webp"] as const;

/** A responsive <picture>: AVIF, then WebP, then JPEG, each at several widths, with dimensions. */
export function Picture({
  picture,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
}: PictureProps) {
  return (
    <picture className={className}>
      {sourceFormats.map((format) =>
        picture.sources[format] ? (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={picture.sources[format]}
            sizes={sizes}
          />
        ) : null,
      )}
      <img
        src={picture.img.src}
        srcSet={picture.sources.jpeg ?? picture.sources.png}
        alt={alt}
        width={picture.img.w}
        height={picture.img.h}
        sizes={sizes}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === "eager" ? "sync" : "async"}
      />
    </picture>
  );
}
