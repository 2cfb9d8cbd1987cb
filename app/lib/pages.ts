/**
 * Pages: each one's entry in content/pages.yaml, and its address on the live site. Pure: the
 * content is passed in.
 */
import type { Content } from "../content/schema";
import type { PageId } from "../route-table";

export type PageEntry = Content["pages"]["pages"][number];

/** A page's name, title, heading and description from content/pages.yaml. */
export function findPage(pages: Content["pages"], id: PageId): PageEntry {
  const page = pages.pages.find((candidate) => candidate.id === id);
  // The content schema guarantees an entry for every id, so this only trips on a programming error.
  if (!page) throw new Error(`content/pages.yaml has no page "${id}"`);
  return page;
}

/**
 * The absolute URL of a path on the live site (`/donate`, `/` for the home page), from the one
 * site-URL setting, which never ends in a slash (the schema says so).
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}
