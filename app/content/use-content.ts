/**
 * How components read the content. Each route's loader (run once, at build time, by the
 * prerender) hands over the content files its page shows, and the root's loader hands over what
 * every page's header and footer show (app/content/route-data.server.ts). The content then
 * travels in the page's HTML rather than in its JavaScript, so no page's scripts carry copy they
 * do not render.
 */
import type { MetaDescriptor } from "react-router";
import { useMatches } from "react-router";
import type { ContentPicture } from "~/lib/content-images.server";
import { type PageEntry, findPage } from "~/lib/pages";
import type { PageId } from "~/route-table";
import type { Content } from "./schema";

/**
 * What every loader returns: some of the content files, and for pages, their head tags and the
 * built image files of each raster image the page's content names.
 */
export interface RouteData {
  content: Partial<Content>;
  meta?: MetaDescriptor[];
  pictures?: Record<string, ContentPicture>;
  /** The partnership proposal's cover as SVG markup, for the home page to draw inline. */
  proposalCover?: string;
}

/** A component asked for content that no loader on the page handed over. */
export class ContentNotLoadedError extends Error {
  constructor(key: keyof Content, routeIds: string[]) {
    super(
      `No loader on this page (${routeIds.join(", ")}) loads content/${key}.yaml: ` +
        `add "${key}" to the route's pageData(...) in its loader.`,
    );
    this.name = "ContentNotLoadedError";
  }
}

function isRouteData(data: unknown): data is RouteData {
  return typeof data === "object" && data !== null && "content" in data;
}

/** A content image the page's loader did not hand over (it is not named in the page's content). */
export class PictureNotLoadedError extends Error {
  constructor(image: string) {
    super(
      `No loader on this page hands over the image content/${image}: name it in a content file ` +
        `the page's loader loads (app/content/route-data.server.ts finds it there).`,
    );
    this.name = "PictureNotLoadedError";
  }
}

/** The first value `pick` finds in the loader data of the page's routes, deepest route first. */
function useLoaded<T>(pick: (data: RouteData) => T | undefined): T | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.loaderData;
    const value = isRouteData(data) ? pick(data) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The AVIF, WebP and JPEG files of a raster image named in the content ("assets/banners/x.jpg"). */
export function usePicture(image: string): ContentPicture {
  const picture = useLoaded((data) => data.pictures?.[image]);
  if (!picture) throw new PictureNotLoadedError(image);
  return picture;
}

/** The proposal cover's SVG markup, which the home route's loader hands over. */
export function useProposalCover(): string {
  const cover = useLoaded((data) => data.proposalCover);
  if (!cover)
    throw new Error("No loader on this page hands over the proposal cover (routes/home.tsx).");
  return cover;
}

/** One content file, from the deepest route on the page that loaded it. */
export function useContent<K extends keyof Content>(key: K): Content[K] {
  const value = useLoaded((data) => data.content[key]);
  const matches = useMatches();
  if (value === undefined)
    throw new ContentNotLoadedError(
      key,
      matches.map((match) => match.id),
    );
  return value;
}

/** The page's entry in content/pages.yaml (the root loader hands the file to every page). */
export function usePage(id: PageId): PageEntry {
  return findPage(useContent("pages"), id);
}

/** Every route's `meta`: the head tags its loader worked out at build time. */
export function loaderMeta({ loaderData }: { loaderData?: RouteData | undefined }) {
  return loaderData?.meta ?? [];
}

/**
 * Every route's `shouldRevalidate`: loaders return the content as it was at build time, which
 * cannot change while a page is open. Without this, a change of search parameters (the
 * register's filters, the package builder's choices, a search) would fetch the page's data
 * again and hold the new state back until it arrived.
 */
export function contentNeverChanges() {
  return false;
}
