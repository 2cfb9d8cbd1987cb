import type { CSSProperties, ReactNode } from "react";
import { phoneMedia } from "~/lib/art-direction";
import { useLoadFailure } from "./fallback-image";
import type { ContentPicture } from "~/lib/content-images.server";
import "./picture.css";

// Below 40rem a picture with a phone crop shows the crop: a closer 4:3 cut of the same photo.
export { phoneMedia };

interface PictureProps {
  picture: ContentPicture;
  /** A second crop of the picture for narrow screens, shown below 40rem (`phoneMedia`). */
  phone?: ContentPicture | undefined;
  alt: string;
  /**
   * The image's rendered width by viewport, as for `sizes`. Only a picture made at one width (a
   * page's illustration) goes without: there is nothing to choose.
   */
  sizes?: string | undefined;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  /** What to show instead if the picture cannot load (a partner's name for its logo). */
  fallback?: ReactNode;
  /**
   * The point of the picture to keep in view where its frame cuts it ("30% 40%", the content's
   * `imageFocus`): the wide picture's `object-position`. A phone crop is cut to its frame already.
   */
  focus?: string | undefined;
  /**
   * What the dark theme does to a photo (the content's `imageDark`): "dim" takes its brightness
   * down a little; without it, or "unchanged", the picture shows as it is (a logo, a portrait).
   */
  dark?: "dim" | "unchanged" | undefined;
}

/** The art direction a content photo carries beside its files, as its record names it. */
export interface PhotoDirection {
  imageFocus?: string | undefined;
  imageDark?: "dim" | "unchanged" | undefined;
}

/** A content photo's `focus` and `dark`, for Picture: a photo is dimmed in the dark theme unless it says not. */
export const photoDirection = (photo: PhotoDirection) => ({
  focus: photo.imageFocus,
  dark: photo.imageDark ?? "dim",
});

/** Modern formats, best first; the JPEG set is the <img>'s own srcset, for every other browser. */
const sourceFormats = ["avif", "webp"] as const;

/** The JPEG (or PNG) set of a picture: the last resort of a browser without AVIF or WebP. */
const fallbackSet = (picture: ContentPicture) => picture.sources.jpeg ?? picture.sources.png;

/**
 * A responsive <picture>: AVIF, then WebP, then JPEG, each at several widths, with dimensions. With
 * a phone crop, the crop's sources come first under `phoneMedia` (its JPEG too, since the <img>'s
 * own set is the wide picture's), with the crop's own dimensions; the <picture> is then marked
 * `data-phone-crop` for the component's stylesheet. A focal point and a dark-theme treatment are
 * data on the <picture> that picture.css applies (the focal point as `--focus`, a style the
 * site's policy allows).
 */
export function Picture({
  picture,
  phone,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
  fallback,
  focus,
  dark,
}: PictureProps) {
  const { image, failed, onError } = useLoadFailure();
  if (failed && fallback !== undefined) return <>{fallback}</>;
  return (
    <picture
      className={className}
      data-phone-crop={phone ? "" : undefined}
      data-focus={focus === undefined ? undefined : ""}
      data-dark={dark === "dim" ? "dim" : undefined}
      style={focus === undefined ? undefined : ({ "--focus": focus } as CSSProperties)}
    >
      {phone
        ? [...sourceFormats, "jpeg" as const].map((format) => {
            const srcSet = format === "jpeg" ? fallbackSet(phone) : phone.sources[format];
            return srcSet ? (
              <source
                key={`phone-${format}`}
                media={phoneMedia}
                type={`image/${format}`}
                srcSet={srcSet}
                sizes={sizes}
                width={phone.img.w}
                height={phone.img.h}
              />
            ) : null;
          })
        : null}
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
        ref={image}
        onError={onError}
        src={picture.img.src}
        srcSet={fallbackSet(picture)}
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
