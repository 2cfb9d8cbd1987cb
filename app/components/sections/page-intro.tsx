import type { ReactNode } from "react";
import { usePage } from "~/hooks/use-content";
import type { PageId } from "~/route-table";

/**
 * A page's h1 and its one-line summary, both from content/pages.yaml, with the page's kicker (a
 * small label, such as its name, above a heading that says what the visitor gets) where it has one.
 */
export function PageIntro({
  id,
  headingId,
  children,
}: {
  id: PageId;
  /** The heading's id, for a section the intro names. */
  headingId?: string;
  children?: ReactNode;
}) {
  const page = usePage(id);
  return (
    <header className="page-intro">
      {page.kicker ? <p className="kicker">{page.kicker}</p> : null}
      <h1 id={headingId}>{page.heading}</h1>
      <p className="lede">{page.description}</p>
      {children}
    </header>
  );
}
