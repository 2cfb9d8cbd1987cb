/**
 * Every page's head tags, worked out at build time: route loaders call pageMeta through
 * app/pipeline/route-data.server.ts, and the tags reach the page as loader data, so none of this
 * code ships to browsers (decision 0017). Pure: the content is passed in.
 */
import type { HeadTag } from "~/lib/head-tags";
import type { Content } from "~/content/schema";
import { type PageId, isIndexed, pathOf } from "~/route-table";
import { socialCardFile, socialCardSize } from "./identity-files";
import type { ArchivePage } from "./archives";
import { absoluteUrl, findPage } from "./pages";
import { breadcrumbs, organisation } from "./structured-data.server";

/** The content files the head tags are made from. */
export type MetaContent = Pick<Content, "site" | "pages">;

/**
 * Every page's head tags: title, description, canonical URL and Open Graph tags, with the page's
 * social card (generated at build time by app/outputs/social-card.server.ts) as its large preview
 * image, and JSON-LD for the organisation and the page's breadcrumbs
 * (app/lib/structured-data.server.ts). Empty values are dropped rather than written as empty
 * tags. The not-found page has no canonical URL and no card; a page the route table does not
 * mark `indexed` carries `noindex`. An archive page (app/lib/archives.ts) is its page's, with its
 * own address, title and description, one step further in the breadcrumbs.
 */
export function pageMeta(
  { site, pages }: MetaContent,
  id: PageId,
  archive?: Pick<ArchivePage, "path" | "heading" | "description">,
): HeadTag[] {
  const entry = findPage(pages, id);
  // An archive page (an earlier season's results) is its page's, under its own heading.
  const page = archive
    ? { ...entry, title: archive.heading, description: archive.description }
    : entry;
  const title =
    id === "home" ? `${site.shortName}: ${page.title}` : `${page.title} | ${site.shortName}`;
  const path = archive?.path ?? (id === "not-found" ? undefined : pathOf(id));
  const url = path === undefined ? undefined : absoluteUrl(site.siteUrl, path);
  const image =
    id === "not-found" ? undefined : absoluteUrl(site.siteUrl, `/${socialCardFile(id)}`);
  const tags: (HeadTag | false)[] = [
    { title },
    { name: "description", content: page.description },
    url !== undefined && { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    url !== undefined && { property: "og:url", content: url },
    { property: "og:locale", content: "en_JM" },
    ...(image === undefined
      ? []
      : [
          { property: "og:image", content: image },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(socialCardSize.width) },
          { property: "og:image:height", content: String(socialCardSize.height) },
          { property: "og:image:alt", content: socialCardAlt(site, page.title) },
        ]),
    { name: "twitter:card", content: image === undefined ? "summary" : "summary_large_image" },
    !isIndexed(id) && { name: "robots", content: "noindex" },
    // Structured data: the association on every page, and where the page sits (not for home).
    { "script:ld+json": organisation(site) },
    id !== "home" &&
      id !== "not-found" && {
        "script:ld+json": breadcrumbs(site, findPage(pages, "home"), [
          { name: page.name, path: pathOf(id) },
          ...(archive ? [{ name: archive.heading, path: archive.path }] : []),
        ]),
      },
  ];
  return tags.filter((tag): tag is HeadTag => tag !== false);
}

/** What a page's social card shows, for people who cannot see it: the mark, the names, the title. */
export function socialCardAlt(site: Content["site"], title: string): string {
  return `The ${site.shortName} logo and the words “${title}”, ${site.name}`;
}
