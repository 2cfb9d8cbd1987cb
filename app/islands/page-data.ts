/**
 * The data a page's islands read, as the browser gets it (decision 0033): written by
 * <IslandDataScript> (app/islands/island.tsx) into the page, read here by the loader and the due
 * module. Kept apart from island.tsx, which renders on the server only.
 */
import type { RouteData } from "~/hooks/use-content";
import type { Content } from "../content/schema";
import type { IslandName } from "./names";

/** The id of the page's JSON script element. */
export const islandDataId = "island-data";

export interface IslandData extends RouteData {
  /** The page prerendered (the not-found page is served at any unknown address). */
  path: string;
  /**
   * The address of what the islands every page has (the header and footer) read: one file the
   * pages share and the browser caches, fetched when one of them runs.
   */
  shared?: string;
}

/**
 * The islands every page has (issue 42). What they read of `sharedFiles` is the same on every
 * page, so it is sent once, in a file the pages share and the browser caches, not in each page.
 * What else they read (the announcements, which the due check reads to decide whether the header
 * runs) stays in the page.
 */
export const sharedIslands: readonly IslandName[] = ["site-header", "site-footer"];
export const sharedFiles: readonly (keyof Content)[] = ["site", "pages"];

/** The shared islands' file in the built site, named by a hash of what it holds. */
export const sharedDataFile = (hash: string) => `assets/islands-shared-${hash}.json`;

/** The page's island data, or nothing on a page without islands. */
export function readIslandData(): IslandData | undefined {
  const script = document.getElementById(islandDataId);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandData) : undefined;
}
