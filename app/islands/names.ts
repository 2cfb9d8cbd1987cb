/**
 * Every island's name: what `<Island name="…">` writes into a page and the browser hydrates by.
 * Here, below the registry (registry.ts, which imports each island's component), so the islands'
 * own code (<Island>, the due check) can name an island without importing the components: the
 * registry must name exactly these, or it does not compile.
 */
export const islandNames = [
  "site-header",
  "site-footer",
  "banner-carousel",
  "home-season",
  "partnership-video",
  "proposal-cover",
  "partner-carousel",
  "programme-list",
  "sponsorship-tools",
  "donate-gift",
  "donation",
  "results-seasons",
  "adjudicator-table",
  "class-calculator",
  "pioneer-check",
  "group-check",
  "achievement-counters",
  "latest-news",
  "media-articles",
  "search-page",
] as const;

export type IslandName = (typeof islandNames)[number];

export function isIslandName(name: string): name is IslandName {
  return (islandNames as readonly string[]).includes(name);
}
