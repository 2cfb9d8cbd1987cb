import type { MetaDescriptor } from "react-router";
import pages from "virtual:content/pages";
import site from "virtual:content/site";
import { type PageId, absoluteUrl as urlOn, findPage } from "~/content/use-content";
import { pathOf } from "~/route-table";
import { socialCardFile, socialCardSize } from "./identity-files";
import { breadcrumbs, organisation } from "./structured-data";

// Build-time only: route loaders call these (app/content/route-data.server.ts); pages never import them.

export function pageContent(id: PageId) {
  return findPage(pages, id);
}

/** The absolute URL of a path on the live site, from the one site-URL setting. */
export function absoluteUrl(path: string): string {
  return urlOn(site.siteUrl, path);
}

/**
 * Every page's head tags: title, description, canonical URL and Open Graph tags, with the page's
 * social card (generated at build time by app/outputs/social-card.server.ts) as its large preview image,
 * and JSON-LD for the organisation and the page's breadcrumbs (app/lib/structured-data.ts).
 * Empty values are dropped rather than written as empty tags. The not-found page has no
 * canonical URL and no card.
 */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = pageContent(id);
  const title =
    id === "home" ? `${site.shortName}: ${page.title}` : `${page.title} | ${site.shortName}`;
  const url = id === "not-found" ? undefined : absoluteUrl(pathOf(id));
  const image = id === "not-found" ? undefined : absoluteUrl(`/${socialCardFile(id)}`);
  const tags: (MetaDescriptor | false)[] = [
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
          { property: "og:image:alt", content: socialCardAlt(page.title) },
        ]),
    { name: "twitter:card", content: image === undefined ? "summary" : "summary_large_image" },
    // Neither the not-found page nor an empty results page is worth a search engine's listing.
    (id === "not-found" || id === "search") && { name: "robots", content: "noindex" },
    // Structured data: the association on every page, and where the page sits (not for home).
    { "script:ld+json": organisation(site) },
    id !== "home" &&
      id !== "not-found" && {
        "script:ld+json": breadcrumbs(site, pageContent("home"), {
          name: page.name,
          path: pathOf(id),
        }),
      },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== false);
}

/** What a page's social card shows, for people who cannot see it: the mark, the names, the title. */
export function socialCardAlt(title: string): string {
  return `The ${site.shortName} logo and the words “${title}”, ${site.name}`;
}
