import type { ReactNode } from "react";
import { usePagePicture } from "~/hooks/use-content";
import type { PageId } from "~/route-table";
import { PageIntroWords } from "./page-intro-words";
import { PagePicture } from "./page-picture";

/**
 * A page's h1 and its one-line summary, both from content/pages.yaml, with the page's kicker (a
 * small label, such as its name, above a heading that says what the visitor gets) where it has one,
 * and the page's picture beside them: its photograph, or the site's illustration of the page where
 * it has a place for one and no photograph yet (nothing, on the other pages).
 */
export function PageIntro({
  id,
  headingId,
  children,
  pictureAfter = 0,
}: {
  id: PageId;
  /** The heading's id, for a section the intro names. */
  headingId?: string;
  children?: ReactNode;
  /**
   * Below 60rem, how many of the page's blocks after the intro come before its picture: those that
   * hold the page's first action (Contact's office details), which a picture must never push out
   * of a phone's first screen. 0, the usual, puts it right under the intro.
   */
  pictureAfter?: 0 | 1 | 2;
}) {
  const picture = usePagePicture();
  const words = (
    <PageIntroWords id={id} headingId={headingId}>
      {children}
    </PageIntroWords>
  );
  if (!picture) return <header className="page-intro">{words}</header>;
  // The site's illustration stands beside the words from 60rem and is not drawn (nor fetched)
  // below: there, it would only push the page's first section down.
  if (picture.illustration)
    return (
      <header className="page-intro page-intro--illustration">
        <div className="page-intro__words">{words}</div>
        <PagePicture picture={picture} />
      </header>
    );
  return (
    <header className="page-intro page-intro--picture" data-picture-after={pictureAfter}>
      <div className="page-intro__words">{words}</div>
      <PagePicture picture={picture} />
    </header>
  );
}
