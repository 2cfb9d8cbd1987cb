import { Picture, photoDirection } from "~/components/ui/picture";
import type { PagePicture as PagePictureContent } from "~/content/schema";
import { useArtDirection, useContent } from "~/hooks/use-content";
import "./page-picture.css";

/**
 * The picture's width by viewport: beside the heading, two fifths of the 72rem column less its gap
 * from 60rem; the column's width below (a band on a tablet, under the heading on a phone).
 */
export const pagePictureSizes =
  "(min-width: 74rem) 28rem, (min-width: 60rem) calc(40vw - 2rem), calc(100vw - 2rem)";

/**
 * A page's photograph beside its heading (`picture` in content/pages.yaml): at 3:2 beside the
 * words from 60rem, a 5:2 band under them on a tablet, and under them on a phone, at 4:3 where it
 * has a phone crop, else 16:9. Frames cut with `object-fit: cover`, keeping the focal point in view.
 * It is in the first screen at every width, so it loads at once and first among the pictures. A
 * stand-in (a sample mark on the page's record) says so on it, in the site's sample tag.
 * The site's illustration of the page (no photograph yet) shows beside the heading only: it is
 * lazy, so below 60rem, where its frame is not drawn, no browser fetches it; from 60rem the head's
 * preload has fetched it already (app/pipeline/route-data.server.ts).
 */
export function PagePicture({ picture }: { picture: PagePictureContent }) {
  const { picture: files, phone } = useArtDirection(picture.image, picture.imagePhone);
  const site = useContent("site");
  const { illustration } = picture;
  return (
    <div className="page-picture">
      <Picture
        className="page-picture__image"
        picture={files}
        phone={phone}
        alt={picture.imageAlt ?? ""}
        sizes={illustration ? undefined : pagePictureSizes}
        loading={illustration ? "lazy" : "eager"}
        fetchPriority={illustration ? undefined : "high"}
        {...photoDirection(picture)}
      />
      {picture.standIn ? (
        <p className="page-picture__sample">
          <span className="sample-mark">{site.sampleWords.mark}</span>
        </p>
      ) : null}
    </div>
  );
}
