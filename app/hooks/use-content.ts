/**
 * How components read the content. Each route's loader (run once, at build time, by the
 * prerender) hands over the content files its page shows, and the root's loader hands over what
 * every page's header and footer show (app/pipeline/route-data.server.ts). The root layout merges
 * them into the page's data. In the browser only the islands run (decision 0033): each page
 * carries, as JSON, just the content its islands read, recorded here while they were prerendered.
 */
import type { HeadTag } from "~/lib/head-tags";
import { createContext, useContext } from "react";
import type { ContentPicture } from "~/lib/content-images.server";
import { type PageEntry, findPage } from "~/lib/pages";
import type { PageId } from "~/route-table";
import type { Content, PagePicture } from "../content/schema";

/**
 * What every loader returns: some of the content files, and for pages, their head tags and the
 * built image files of each raster image the page's content names.
 */
export interface RouteData {
  content: Partial<Content>;
  meta?: HeadTag[];
  pictures?: Record<string, ContentPicture>;
  /** The partnership proposal's cover as SVG markup, for the home page to draw inline. */
  proposalCover?: string;
  /** The page's picture beside its heading (content/pages.yaml), where it has one. */
  pagePicture?: PagePicture;
}

/** A component asked for content that no loader on the page handed over. */
export class ContentNotLoadedError extends Error {
  constructor(key: keyof Content, source: string) {
    super(
      `No loader on this page (${source}) loads content/${key}.yaml: ` +
        `add "${key}" to the route's pageData(...) in its loader.`,
    );
    this.name = "ContentNotLoadedError";
  }
}

function isRouteData(data: unknown): data is RouteData {
  return typeof data === "object" && data !== null && "content" in data;
}

/** The loader data of a page's routes, root first, merged: a deeper route's file wins. */
export function mergeRouteData(loaderData: readonly unknown[]): RouteData {
  const merged: RouteData = { content: {}, pictures: {} };
  for (const data of loaderData) {
    if (!isRouteData(data)) continue;
    Object.assign(merged.content, data.content);
    Object.assign(merged.pictures ?? {}, data.pictures);
    if (data.proposalCover !== undefined) merged.proposalCover = data.proposalCover;
    if (data.pagePicture !== undefined) merged.pagePicture = data.pagePicture;
  }
  return merged;
}

/** What a component read, for the page's island data: a content file, an image or the cover. */
export type ContentRead =
  | { kind: "content"; key: keyof Content; value: unknown }
  | { kind: "picture"; key: string; value: ContentPicture }
  | { kind: "proposalCover"; value: string };

/**
 * The page's data, and, while an island is prerendered, where its reads are recorded. Given by the
 * root layout on the server, and by each island's root in the browser (app/islands/).
 */
export const PageDataContext = createContext<{
  data: RouteData;
  /** The pages this data comes from, for errors. */
  source: string;
  record?: (read: ContentRead) => void;
} | null>(null);

function usePageData() {
  const page = useContext(PageDataContext);
  if (!page)
    throw new Error("Content was read outside the page (no PageDataContext above this component).");
  return page;
}

/** A content image the page's loader did not hand over (it is not named in the page's content). */
export class PictureNotLoadedError extends Error {
  constructor(image: string) {
    super(
      `No loader on this page hands over the image content/${image}: name it in a content file ` +
        `the page's loader loads (app/pipeline/route-data.server.ts finds it there).`,
    );
    this.name = "PictureNotLoadedError";
  }
}

/** The AVIF, WebP and JPEG files of a raster image named in the content ("assets/banners/x.jpg"). */
export function usePicture(image: string): ContentPicture {
  const [picture] = usePictures([image]);
  if (!picture) throw new PictureNotLoadedError(image);
  return picture;
}

/**
 * The files of several raster images at once: for a component that shows them one by one after
 * hydration (the banner's slides), so an island carries them all, not only those in its HTML.
 */
export function usePictures(images: readonly string[]): ContentPicture[] {
  const { data, record } = usePageData();
  return images.map((image) => {
    const picture = data.pictures?.[image];
    if (!picture) throw new PictureNotLoadedError(image);
    record?.({ kind: "picture", key: image, value: picture });
    return picture;
  });
}

/** A picture named in the content and, where the content gives one, its phone crop. */
export interface ArtDirected {
  picture: ContentPicture;
  phone: ContentPicture | undefined;
}

/**
 * The files of a picture and of its phone crop (`imagePhone`), if the content names one. Recorded
 * like any picture, so an island carries both.
 */
export function useArtDirection(image: string, imagePhone?: string): ArtDirected {
  const [directed] = useArtDirections([{ image, imagePhone }]);
  if (!directed) throw new PictureNotLoadedError(image);
  return directed;
}

/** The pictures and phone crops of several records at once (the banner's slides), in order. */
export function useArtDirections(
  items: readonly { image: string; imagePhone?: string | undefined }[],
): ArtDirected[] {
  const pictures = usePictures(items.map((item) => item.image));
  const phones = usePictures(items.flatMap((item) => (item.imagePhone ? [item.imagePhone] : [])));
  let next = 0;
  return items.map((item, index) => ({
    picture: pictures[index] as ContentPicture,
    phone: item.imagePhone ? phones[next++] : undefined,
  }));
}

/**
 * The page's picture beside its heading, where the content gives it one. It is static HTML: an
 * island never reads it (the page's data in the browser would not have it).
 */
export function usePagePicture(): PagePicture | undefined {
  const { data, record } = usePageData();
  if (record && data.pagePicture)
    throw new Error("A page's picture is static HTML: render it outside the page's islands.");
  return data.pagePicture;
}

/** The proposal cover's SVG markup, which the home route's loader hands over. */
export function useProposalCover(): string {
  const { data, record } = usePageData();
  const cover = data.proposalCover;
  if (!cover)
    throw new Error("No loader on this page hands over the proposal cover (routes/home.tsx).");
  record?.({ kind: "proposalCover", value: cover });
  return cover;
}

/** One content file, from the deepest route on the page that loaded it. */
export function useContent<K extends keyof Content>(key: K): Content[K] {
  const { data, record, source } = usePageData();
  const value = data.content[key];
  if (value === undefined) throw new ContentNotLoadedError(key, source);
  record?.({ kind: "content", key, value });
  return value;
}

/** The page's entry in content/pages.yaml (the root loader hands the file to every page). */
export function usePage(id: PageId): PageEntry {
  return findPage(useContent("pages"), id);
}
