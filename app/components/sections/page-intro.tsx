import type { ReactNode } from "react";
import { pageContent } from "~/lib/meta";
import type { RouteId } from "~/route-table";

/** A page's h1 and its one-line summary, both from content/pages.yaml. */
export function PageIntro({ id, children }: { id: RouteId | "not-found"; children?: ReactNode }) {
  const page = pageContent(id);
  return (
    <header className="page-intro">
      <h1>{page.heading}</h1>
      <p className="lede">{page.description}</p>
      {children}
    </header>
  );
}
