/**
 * The data a page's islands read, as the browser gets it (decision 0033): written by
 * <IslandDataScript> (app/islands/island.tsx) into the page, read here by the loader and the due
 * module. Kept apart from island.tsx, which renders on the server only.
 */
import type { RouteData } from "~/hooks/use-content";

/** The id of the page's JSON script element. */
export const islandDataId = "island-data";

export interface IslandData extends RouteData {
  /** The page prerendered (the not-found page is served at any unknown address). */
  path: string;
}

/** The page's island data, or nothing on a page without islands. */
export function readIslandData(): IslandData | undefined {
  const script = document.getElementById(islandDataId);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandData) : undefined;
}
