import { Picture, photoDirection } from "~/components/ui/picture";
import type { Programme } from "~/content/schema";
import { useArtDirections } from "~/hooks/use-content";
import { brandColours, markFacets, markRidge } from "~/lib/brand";
import { monogram } from "~/lib/monogram";
import "./programme-picture.css";

interface ProgrammePictureProps {
  programme: Pick<
    Programme,
    "id" | "name" | "image" | "imageAlt" | "imagePhone" | "imageFocus" | "imageDark"
  >;
  /** The picture's rendered width by viewport, as for `sizes`: the card's width. */
  sizes: string;
  /** Eager only where the picture is in the page's first screen. */
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * A `sizes` for a picture that fills a card of the programme list: one column on a phone, two from
 * 64rem in the 72rem column. Pass the card's own if its layout differs.
 */
export const programmePictureSizes = "(min-width: 64rem) 36rem, calc(100vw - 2rem)";

/** The fallback's four tones (programme-picture.css), one per programme, from its id. */
const toneCount = 4;
function toneOf(id: string): number {
  return (
    Array.from(id).reduce((sum, character) => sum + (character.codePointAt(0) ?? 0), 0) % toneCount
  );
}

/**
 * A programme's picture for its card: the content's image at 16:9, and its phone crop at 4:3 below
 * 40rem where it has one. A programme without an image gets a designed block instead of an empty
 * frame: the cut stone of the JADE mark, large, in one of four brand tones, with the programme's
 * initials. That block is decorative (the card's heading names the programme), so it is hidden
 * from assistive technology.
 */
export function ProgrammePicture({
  programme,
  sizes,
  loading = "lazy",
  className,
}: ProgrammePictureProps) {
  const { image, imagePhone } = programme;
  // One call whether or not there is an image: a hook is never skipped.
  const [directed] = useArtDirections(image ? [{ image, imagePhone }] : []);
  const classes = ["programme-picture", className].filter(Boolean).join(" ");
  if (directed)
    return (
      <Picture
        className={classes}
        picture={directed.picture}
        phone={directed.phone}
        alt={programme.imageAlt ?? ""}
        sizes={sizes}
        loading={loading}
        {...photoDirection(programme)}
      />
    );
  const letters = monogram(programme.name);
  return (
    <div
      className={`${classes} programme-picture--fallback`}
      data-tone={toneOf(programme.id)}
      data-word={letters.length > 4 ? "" : undefined}
      aria-hidden="true"
    >
      <svg className="programme-picture__stone" viewBox="0 0 40 40" focusable="false">
        {markFacets.map((facet) => (
          <path key={facet.d} d={facet.d} data-facet={facet.tone} />
        ))}
      </svg>
      <svg className="programme-picture__mark" viewBox="0 0 40 40" focusable="false">
        {markFacets.map((facet) => (
          <path key={facet.d} d={facet.d} fill={brandColours[facet.tone]} />
        ))}
        <path
          d={markRidge.d}
          stroke={brandColours[markRidge.tone]}
          strokeWidth={markRidge.width}
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="programme-picture__letters">{letters}</span>
    </div>
  );
}
