/**
 * The islands: the components that run in the browser, each loaded by its own import so a page
 * fetches only the code of the islands it has (decision 0033). The name is what
 * `<Island name="…">` writes into the prerendered page; app/islands/client.tsx hydrates it.
 * An island's component takes plain data as props (or none) and reads the content it shows with
 * useContent; no router runs in the browser.
 */
import type { ComponentType } from "react";
import { type IslandName, isIslandName } from "./names";

// Each island's props are checked where it is prerendered (<Island>), so any component fits here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = () => Promise<ComponentType<any>>;

export const islands = {
  "site-header": () => import("~/components/site/header").then((module) => module.SiteHeader),
  "site-footer": () => import("~/components/site/footer").then((module) => module.SiteFooter),
  "banner-carousel": () =>
    import("~/components/sections/banner-carousel").then((module) => module.BannerCarousel),
  "home-season": () =>
    import("~/components/sections/home-season").then((module) => module.HomeSeason),
  "partnership-video": () =>
    import("~/components/sections/partnership").then((module) => module.PartnershipVideo),
  "proposal-cover": () =>
    import("~/components/sections/partnership").then((module) => module.ProposalCover),
  "partner-carousel": () =>
    import("~/components/sections/partner-carousel").then((module) => module.PartnerCarousel),
  "programme-list": () =>
    import("~/components/sections/programme-list").then((module) => module.ProgrammeList),
  "sponsorship-tools": () =>
    import("~/components/sections/sponsorship-tools").then((module) => module.SponsorshipTools),
  "donate-gift": () =>
    import("~/components/sections/donate-appeal").then((module) => module.GiftChoice),
  donation: () => import("~/components/sections/donation").then((module) => module.Donation),
  "results-seasons": () =>
    import("~/components/sections/results-seasons").then((module) => module.ResultsSeasons),
  "adjudicator-table": () =>
    import("~/components/sections/adjudicator-table").then((module) => module.AdjudicatorTable),
  "class-calculator": () =>
    import("~/components/sections/class-calculator").then((module) => module.ClassCalculator),
  "pioneer-check": () =>
    import("~/components/sections/eligibility-check").then((module) => module.PioneerCheck),
  "group-check": () =>
    import("~/components/sections/eligibility-check").then((module) => module.GroupCheck),
  "achievement-counters": () =>
    import("~/components/sections/achievement-counters").then(
      (module) => module.AchievementCounters,
    ),
  "latest-news": () =>
    import("~/components/sections/latest-news").then((module) => module.LatestNews),
  "media-articles": () =>
    import("~/components/sections/latest-news").then((module) => module.MediaArticles),
  "search-page": () => import("~/components/site/search-page").then((module) => module.SearchPage),
} satisfies Record<IslandName, Loader>;

export { type IslandName, isIslandName };

/**
 * Every island's component, by name, so that each <Island> can check that the component it wraps
 * is the one its name hydrates in the browser (app/islands/island.tsx): the renderer loads them
 * before it renders a page (app/render-page.server.tsx).
 */
export async function loadIslandComponents(): Promise<ReadonlyMap<string, unknown>> {
  return new Map(
    await Promise.all(
      Object.entries(islands).map(async ([name, load]) => [name, await load()] as const),
    ),
  );
}
