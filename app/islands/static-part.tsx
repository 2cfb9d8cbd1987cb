/**
 * A part of an island that no day changes (a programme's purpose, an article's title and picture):
 * its HTML comes once, in the page, and the island carries no data for it (issue 51: a fact is
 * sent once per page, not as HTML and again as the island's data). In the page's HTML the part is
 * rendered in a `<jade-static>` element; wherever the island renders from what it carries (in the
 * browser, and the build's second render: app/islands/island.tsx), the element is rendered empty
 * with its HTML left as it is, which React keeps when it hydrates, and on every render after, as
 * its inner HTML never changes.
 *
 * So a part may read any field and picture: its reads are not recorded, and the island's projection
 * may leave them out. What it shows must not depend on the day, and it must be in the page's HTML
 * on every day a visitor sees it: one that appears only on a later day would be empty.
 */
import { type ReactNode, createContext, createElement, useContext } from "react";
import { PageDataContext } from "~/hooks/use-content";

/**
 * How static parts render: "render", their content (the page's HTML, and any render outside an
 * island); "keep", as prerendered (the browser, and the render from what an island carries);
 * "inside", within a part, where another part would be one too many.
 */
export const StaticParts = createContext<"render" | "keep" | "inside">("render");

/** The element a static part is written in: styled `display: contents`, so it adds no box. */
export const staticPartTag = "jade-static";

/** An empty static part, as the render from what an island carries writes it. */
export const emptyStaticPart = `<${staticPartTag}></${staticPartTag}>`;

/** The page's HTML with each static part emptied: what the island renders from what it carries. */
export function withStaticPartsEmptied(html: string): string {
  return html.replace(
    new RegExp(`<${staticPartTag}>[\\s\\S]*?</${staticPartTag}>`, "g"),
    emptyStaticPart,
  );
}

/**
 * `children` is a function, called only where the part is rendered: a field read in JSX written
 * inside the part would otherwise be read by the component around it, in every render.
 */
export function StaticPart({ children }: { children: () => ReactNode }) {
  const mode = useContext(StaticParts);
  const page = useContext(PageDataContext);
  if (mode === "inside")
    throw new Error("A static part is inside another: its HTML is the outer part's already.");
  if (mode === "keep")
    return createElement(staticPartTag, {
      dangerouslySetInnerHTML: { __html: "" },
      suppressHydrationWarning: true,
    });
  return createElement(
    staticPartTag,
    null,
    <StaticParts value="inside">
      {/* Its reads are not the island's: it carries nothing for them. */}
      <PageDataContext value={page ? { data: page.data, source: page.source } : null}>
        {children()}
      </PageDataContext>
    </StaticParts>,
  );
}
