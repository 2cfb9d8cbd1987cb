/**
 * What each island carries to the browser of the content files it reads (issue 42): the fields its
 * widget reads, while it renders and when the visitor uses it, and no more. A file an island has
 * no projection for travels whole. The header and footer need none: what they read is sent once
 * for every page (`sharedIslands` in names.ts).
 *
 * The build renders every island a second time from what it carries, through a view that refuses
 * a field its projection dropped, and refuses the page if the two differ (app/islands/island.tsx).
 * A field read only when the visitor acts (a press, a choice) is not read in that render: keep it
 * here too, and the browser tests of the widget prove it.
 *
 * A projection leaves out fields, and the items of a list no day from the build's on shows (the
 * stagings over for good, the articles past the newest a widget shows). Two islands on one page
 * that carry one list keep the same items of it (their projections merge item by item).
 */
import type { Content } from "../content/schema";
import { latestResultsSeason } from "../lib/archives";
import { latestNewsCount, newestFirst } from "../lib/articles";
import { latestChampions, seasonOf } from "../lib/results";
import { firstDay, isOver, mostRecentStaging } from "../lib/stagings";
import type { FileProjections, Projected } from "./carried";
import type { IslandName } from "./names";

/** `record` with only `keys` (those it has). */
function pick<T extends object, K extends keyof T>(record: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (record[key] !== undefined) picked[key] = record[key];
  return picked;
}

/** `record` without `keys`. */
function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !(keys as (string | number | symbol)[]).includes(key)),
  ) as Omit<T, K>;
}

type Programmes = Content["programmes"];
type Programme = Programmes["programmes"][number];
type Staging = Programme["stagings"][number];

/**
 * A staging as the sections that follow the day read it: what decides whether it is to come,
 * open for entries or held, on the build's day and any day after it, and how it is named.
 */
const schedule = (staging: Staging) =>
  pick(staging, "id", "edition", "dates", "venue", "registrationUrl", "registrationCloses");

/**
 * A staging's headline result, its first placing: what a programme's card and home's champions
 * say of it (the Results pages give the rest).
 */
const headlineOnly = (staging: Staging): Projected<Staging> =>
  staging.results ? { results: { placings: staging.results.placings.slice(0, 1) } } : {};

/**
 * The stagings no day from `day` (the build's) on shows: over by then and not their programme's
 * most recent (what its card shows), and, for `champions`, not one of home's champions (a staging
 * with results in the latest season with results on that day). Days only move on from the build's,
 * and so do a
 * programme's most recent staging and the latest season with results, so these never come back,
 * and the islands leave them out. Without this, every season staff add would weigh on the page
 * for good: the next season's build went over the page budget on it (issue 42), and ten seasons
 * on the programmes' page carried 120 stagings to show 24 (issue 51).
 */
function pastForGood(file: Programmes, day: string, { champions = false } = {}): Set<Staging> {
  const { startMonth } = file.results;
  const latest = champions ? latestChampions(file.programmes, day, startMonth) : undefined;
  // One of home's champions: a staging with results in the latest season with results. (One of
  // that season without results, or of a later season held without them, is no champion.)
  const champion = (staging: Staging) =>
    latest !== undefined &&
    staging.results !== undefined &&
    seasonOf(firstDay(staging), startMonth).from === latest.season.from;
  const past = new Set<Staging>();
  for (const programme of file.programmes) {
    const recent = mostRecentStaging(programme, day);
    for (const staging of programme.stagings)
      if (isOver(staging, day) && staging !== recent && !champion(staging)) past.add(staging);
  }
  return past;
}

/**
 * The programmes for a section that follows the day: each programme's name and when its entries
 * usually open (what is expected when no staging is written), each staging's schedule, and what
 * `more` adds of a staging (its costs, its results), with the words `words` keeps. The stagings
 * that `leave` says no later day shows are left out (all are kept without it).
 */
const programmesByDay =
  ({
    more = () => ({}),
    entry = () => ({}),
    words = (file) => ({
      labels: file.labels,
      calendar: file.calendar,
      results: omit(file.results, "press"),
    }),
    leave = () => new Set<Staging>(),
  }: {
    more?: (staging: Staging) => Projected<Staging>;
    /** More of a programme's entry details than the month its entries open. */
    entry?: (programme: Programme) => Projected<Programme["entry"]>;
    words?: (file: Programmes) => Projected<Programmes>;
    leave?: (file: Programmes, day: string) => Set<Staging>;
  }) =>
  (file: Programmes, day: string): Projected<Programmes> => {
    const past = leave(file, day);
    return {
      ...words(file),
      programmes: file.programmes.map((programme) => ({
        ...pick(programme, "id", "name"),
        // When its entries usually open: the month, which decides what is expected.
        entry: { ...entry(programme), opens: pick(programme.entry.opens, "month") },
        stagings: programme.stagings
          .filter((staging) => !past.has(staging))
          .map((staging) => ({ ...schedule(staging), ...more(staging) })),
      })),
    };
  };

/**
 * The stagings the Results page's seasons do not show: those of seasons before the latest with a
 * staging held on the build's day, which have pages of their own (app/lib/archives.ts).
 */
function earlierSeasons(file: Programmes, day: string): Set<Staging> {
  const { startMonth } = file.results;
  const latest = latestResultsSeason(file.programmes, day, startMonth);
  return new Set(
    file.programmes.flatMap((programme) =>
      programme.stagings.filter(
        (staging) => latest !== undefined && seasonOf(firstDay(staging), startMonth).from < latest,
      ),
    ),
  );
}

/**
 * Of the articles `shown`, what decides whether each is marked as from the archive on a day: its
 * id and day. The rest of its card is sent once, as HTML (app/islands/static-part.tsx).
 */
const articleMarks = (
  file: Content["articles"],
  shown: readonly Content["articles"]["articles"][number][],
): Projected<Content["articles"]> => ({
  labels: pick(file.labels, "archived", "more"),
  articles: shown.map((article) => pick(article, "id", "published")),
});

/**
 * The site's words an external link and the mailing list's button read, and its address, which a
 * staging's calendar links write into the event (in a season only: the next season's content
 * found it missing).
 */
const siteLinks = (site: Content["site"]): Projected<Content["site"]> => ({
  ...pick(site, "name", "shortName", "mailingList", "siteUrl"),
  chrome: pick(site.chrome, "newTab"),
});

/** The pages' names, which the header's menus and the footer's links show: not their headings. */
const pageNames = (file: Content["pages"]) => ({
  pages: file.pages.map((page) => pick(page, "id", "name")),
});

export const projections: { [N in IslandName]?: FileProjections } = {
  "site-header": { pages: pageNames },
  "site-footer": { pages: pageNames },
  "banner-carousel": {
    // Not what is sample: staff's list of what to replace, not the widget's.
    home: (home) => ({
      banners: home.banners.map((banner) => omit(banner, "sample")),
      carousel: home.carousel,
    }),
  },
  "home-season": {
    // Its sections read the calendar's words, the seasons' names and what an event's card says of
    // entering (the fee, the last day to register), not the programme cards' words.
    programmes: programmesByDay({
      more: headlineOnly,
      entry: (programme) => pick(programme.entry, "fee", "per"),
      words: (file) => ({
        labels: pick(file.labels, "fee", "free", "feeAmount", "registerBy"),
        calendar: file.calendar,
        results: pick(file.results, "startMonth", "season", "seasonOneYear"),
      }),
      leave: (file, day) => pastForGood(file, day, { champions: true }),
    }),
    home: (home) => pick(home, "events", "champions"),
    site: siteLinks,
  },
  "partnership-video": { home: (home) => pick(home, "partnership") },
  "proposal-cover": { home: (home) => pick(home, "proposal") },
  // Each partner's logo and name, which its plate shows: not its website, whether it sponsors
  // now, or what is sample.
  "partner-carousel": {
    home: (home) => pick(home, "carousel", "partners"),
    partners: (file) => ({
      partners: file.partners.map((partner) => pick(partner, "id", "name", "logo")),
    }),
  },
  // The newest articles, which it shows: none older comes back, as no article is removed from
  // the list by a day.
  // Of each article only what decides its mark: its card is sent once, as HTML (a static part).
  "latest-news": {
    home: (home) => pick(home, "news"),
    articles: (file) => articleMarks(file, newestFirst(file.articles).slice(0, latestNewsCount)),
  },
  "media-articles": { articles: (file) => articleMarks(file, file.articles) },
  // What the day decides of each card: its picture, purpose, entry details and sponsorship note
  // are sent once, as HTML (static parts).
  "programme-list": {
    programmes: (file, day) => {
      const past = pastForGood(file, day);
      return {
        ...omit(file, "results"),
        results: omit(file.results, "press"),
        programmes: file.programmes.map((programme) => ({
          ...pick(programme, "id", "name", "levels"),
          entry: pick(programme.entry, "opens"),
          stagings: programme.stagings
            .filter((staging) => !past.has(staging))
            .map((staging) => ({ ...schedule(staging), ...headlineOnly(staging) })),
        })),
      };
    },
    site: siteLinks,
  },
  "results-seasons": {
    programmes: programmesByDay({
      more: (staging) => pick(staging, "results"),
      leave: earlierSeasons,
    }),
    site: siteLinks,
  },
  "sponsorship-tools": {
    programmes: programmesByDay({
      more: (staging) => pick(staging, "costs"),
      leave: (file, day) => pastForGood(file, day),
    }),
  },
  // The choice of a gift reads the new-tab words of its two links, not the rest of the site's
  // (its page's other island, the donation, carries donate.yaml whole).
  "donate-gift": { site: (site) => ({ chrome: pick(site.chrome, "newTab") }) },
  "adjudicator-table": { adjudicators: (file) => ({ text: pick(file.text, "ranks") }) },
  "pioneer-check": {
    affiliates: (file) => ({
      helpers: file.helpers,
      designations: file.designations.map((designation) =>
        pick(designation, "id", "name", "levels"),
      ),
    }),
  },
  "group-check": { affiliates: (file) => pick(file, "helpers", "groupRules") },
  "search-page": {
    site: (site) => pick(site, "name", "shortName", "siteUrl", "chrome", "search"),
  },
};

/**
 * What island `name` carries of content file `key` when built on `day`: its projection of it, or
 * the whole file.
 */
export function project<K extends keyof Content>(
  name: IslandName,
  key: K,
  file: Content[K],
  day: string,
): Projected<Content[K]> | Content[K] {
  const projection = projections[name]?.[key] as
    ((file: Content[K], day: string) => Projected<Content[K]>) | undefined;
  return projection ? projection(file, day) : file;
}
