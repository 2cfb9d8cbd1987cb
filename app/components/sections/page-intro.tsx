import type { ReactNode } from "react";
import { usePage } from "~/content/use-content";
import type { PageId } from "~/route-table";

/** A page's h1 and its one-line summary, both from content/pages.yaml. */
export function PageIntro({ id, children }: { id: PageId; children?: ReactNode }) {
  const page = usePage(id);
  return (
    <header className="page-intro">
      <h1>{page.heading}</h1>
      <p className="lede">{page.description}</p>
      {children}
    </header>
  );
}
