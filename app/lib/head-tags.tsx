/**
 * A page's own head tags (title, description, canonical URL, social card, structured data, the
 * first picture's preload), worked out at build time by its data (app/pipeline/route-data.server.ts)
 * and written into its head by the document (app/document.tsx).
 */

/** One head tag, as plain data: a page's data carries them from its build step to its document. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string; media?: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; [attribute: string]: string }
  | { "script:ld+json": unknown };

/** Structured data as a script's text: no "<" that could close the element, no line separators. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The tags, in their order. */
export function HeadTags({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag, index) => {
    const key = String(index);
    if ("title" in tag) return <title key={key}>{tag.title}</title>;
    if ("script:ld+json" in tag)
      return (
        <script
          key={key}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonInScript(tag["script:ld+json"]) }}
        />
      );
    if ("tagName" in tag) {
      const attributes = Object.fromEntries(
        Object.entries(tag).filter(([name]) => name !== "tagName"),
      );
      return <link key={key} {...attributes} />;
    }
    return <meta key={key} {...tag} />;
  });
}
