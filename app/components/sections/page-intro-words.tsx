import type { ReactNode } from "react";
import { usePage } from "~/hooks/use-content";
import type { ArchivePage } from "~/lib/archives";
import type { PageId } from "~/route-table";

interface PageIntroWordsProps {
  id: PageId;
  /** An archive page of the page (an earlier season's results): its own heading and sentence. */
  archive?: Pick<ArchivePage, "heading" | "description"> | undefined;
  /** The heading's id, for a section the intro names. */
  headingId?: string | undefined;
  children?: ReactNode;
}

/**
 * A page's kicker (where it has one), h1 and one-line summary, from content/pages.yaml (an
 * archive page's own heading and sentence), and what the page adds under them. Its own module, without the page's picture: an island that shows an
 * intro (the search page) then ships none of the picture's code.
 */
export function PageIntroWords({ id, archive, headingId, children }: PageIntroWordsProps) {
  const page = usePage(id);
  return (
    <>
      {page.kicker && !archive ? <p className="kicker">{page.kicker}</p> : null}
      <h1 id={headingId}>{archive?.heading ?? page.heading}</h1>
      <p className="lede">{archive?.description ?? page.description}</p>
      {children}
    </>
  );
}

/** The intro of a page that has no picture slot: its words alone. */
export function PlainPageIntro(props: PageIntroWordsProps) {
  return (
    <header className="page-intro">
      <PageIntroWords {...props} />
    </header>
  );
}
