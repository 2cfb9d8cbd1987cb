/**
 * The one list of pages. The build renders each (app/render-page.server.tsx) and dev serves it, and the page listing, footer links, sitemap, social cards, search index,
 * screenshots and benchmark read it, so none can drift. `listed` puts a page in the page listing.
 * `indexed` lets search engines list it: a page without it carries `noindex`
 * (app/lib/meta.server.ts) and stays out of the sitemap (app/outputs/sitemap.server.ts) and the
 * benchmark's SEO target.
 * Titles and descriptions are copy, so they live in `content/pages.yaml`, keyed by `id`.
 */
export const routeTable = [
  { id: "home", path: "/", file: "routes/home.tsx", listed: true, indexed: true },
  {
    id: "media-moments",
    path: "/media-moments",
    file: "routes/media-moments.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "about-jade",
    path: "/about-jade",
    file: "routes/about-jade.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "jade-affiliates",
    path: "/jade-affiliates",
    file: "routes/jade-affiliates.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "jade-services",
    path: "/jade-services",
    file: "routes/jade-services.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "jade-membership",
    path: "/jade-membership",
    file: "routes/jade-membership.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "jade-programmes",
    path: "/jade-programmes",
    file: "routes/jade-programmes.tsx",
    listed: true,
    indexed: true,
  },
  // Past stagings and their results (issue 13): linked from the Programmes and home pages.
  { id: "results", path: "/results", file: "routes/results.tsx", listed: true, indexed: true },
  { id: "donate", path: "/donate", file: "routes/donate.tsx", listed: true, indexed: true },
  { id: "contact", path: "/contact", file: "routes/contact.tsx", listed: true, indexed: true },
  {
    id: "programme-sponsorship",
    path: "/programme-sponsorship",
    file: "routes/programme-sponsorship.tsx",
    listed: true,
    indexed: true,
  },
  {
    id: "certified-adjudicator-ranking",
    path: "/certified-adjudicator-ranking",
    file: "routes/certified-adjudicator-ranking.tsx",
    listed: true,
    indexed: true,
  },
  // The listing does not list itself, and the legal pages sit in the footer. Spec section 2
  // counts eleven listed pages; Results makes twelve (decision 0021).
  {
    id: "page-listing",
    path: "/page-listing",
    file: "routes/page-listing.tsx",
    listed: false,
    indexed: true,
  },
  // Search results are reached from the search box: not worth a search engine's listing.
  { id: "search", path: "/search", file: "routes/search.tsx", listed: false, indexed: false },
  { id: "privacy", path: "/privacy", file: "routes/privacy.tsx", listed: false, indexed: true },
  {
    id: "accessibility",
    path: "/accessibility",
    file: "routes/accessibility.tsx",
    listed: false,
    indexed: true,
  },
] as const;

export type RouteId = (typeof routeTable)[number]["id"];
export type RoutePath = (typeof routeTable)[number]["path"];
/** Every page with an entry in content/pages.yaml: the route table's, and the not-found page. */
export type PageId = RouteId | "not-found";

/** The prerendered not-found page: written out as `404.html` by the build's "pages" step. */
export const notFoundPath = "/404";

export const routeIds = routeTable.map((entry) => entry.id) as readonly RouteId[];

export function pathOf(id: RouteId): RoutePath {
  const entry = routeTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown route id "${id}"`);
  return entry.path;
}

/** Whether search engines may list a page: its `indexed` flag; never the not-found page. */
export function isIndexed(id: PageId): boolean {
  return routeTable.some((entry) => entry.id === id && entry.indexed);
}

/**
 * The pages that give a page's history addresses of their own (issue 51): each earlier season's
 * results, at `/results/2024-2025`, and Media Moments' older articles, at `/media-moments/2` and
 * on. Which exist is worked out from the content and the build's day (app/lib/archives.ts); each
 * is of a page of the route table (`of`), whose words in content/pages.yaml, files and `indexed` it
 * shares, and is written out as `<path>.html` (results/2024-2025.html).
 */
export const archiveRoutes = [
  { id: "results-season", of: "results", file: "routes/results-season.tsx" },
  { id: "media-moments-page", of: "media-moments", file: "routes/media-moments-page.tsx" },
] as const satisfies readonly { id: string; of: RouteId; file: string }[];

export type ArchiveId = (typeof archiveRoutes)[number]["id"];

/** An archive page's address: its page's, then its key (`2024-2025`, `2`). */
export function archivePath(id: ArchiveId, key: string): string {
  const route = archiveRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown archive "${id}"`);
  return `${pathOf(route.of)}/${key}`;
}
