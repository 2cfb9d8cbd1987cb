import { StagingResults } from "~/components/sections/staging-results";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";
import { Link } from "~/lib/location";
import { type Season, heldBySeason, seasonAnchor, seasonName } from "~/lib/results";
import "./archive-nav.css";

/** What a result links to: its article's title and address. */
export interface ArticleLink {
  title: string;
  url: string;
}

/** A season's page, as the links between the seasons' pages name it. */
export interface SeasonLink {
  name: string;
  path: string;
}

/**
 * The stagings over by the visitor's day, by season, the latest first, from the season `from`
 * (the latest held on the build's day; earlier ones have pages of their own). Held is decided with
 * the build's date in the HTML and the visitor's straight after hydration, like the Programmes
 * page: an island, given the articles' links by the page.
 */
export function ResultsSeasons({
  articleLinks,
  from,
}: {
  articleLinks: Record<string, ArticleLink>;
  from: number | null;
}) {
  const programmes = useContent("programmes");
  const words = programmes.results;
  const seasons = heldBySeason(programmes.programmes, useToday(), words.startMonth).filter(
    (season) => from === null || season.from >= from,
  );
  return (
    <>
      {seasons.length === 0 ? <p>{words.none}</p> : null}
      {seasons.map((season) => (
        <SeasonResults
          key={season.from}
          season={season}
          words={words}
          articleLinks={articleLinks}
        />
      ))}
    </>
  );
}

/** One season's held stagings and their results, under the season's name. */
export function SeasonResults({
  season,
  words,
  articleLinks,
  headingLevel = 2,
}: {
  season: Season;
  words: Content["programmes"]["results"];
  articleLinks: Record<string, ArticleLink>;
  /** 2 under the page's heading; an earlier season's page names the season in its h1. */
  headingLevel?: 2 | false;
}) {
  const headingId = seasonAnchor(season);
  const stagings = (
    <div className="season__stagings">
      {season.held.map(({ programme, staging }) => (
        <StagingResults
          key={staging.id}
          programme={programme}
          staging={staging}
          words={words}
          article={staging.results?.article ? articleLinks[staging.results.article] : undefined}
        />
      ))}
    </div>
  );
  if (headingLevel === false)
    return (
      <section id={headingId} className="season" aria-label={seasonName(season, words)}>
        {stagings}
      </section>
    );
  return (
    <section className="season" aria-labelledby={headingId}>
      <h2 id={headingId}>{seasonName(season, words)}</h2>
      {stagings}
    </section>
  );
}

/** The id of the links to the seasons' pages, which the pages' introductions jump to. */
export const seasonPagesAnchor = "seasons";

/**
 * The links to the seasons' own pages, the latest first, under their heading: on the Results page,
 * every earlier season; on an earlier season's page, the Results page (the latest) and the others,
 * the one shown marked as current. Nothing when there is no earlier season.
 */
export function SeasonPagesNav({
  seasons,
  current,
  latest,
}: {
  seasons: readonly SeasonLink[];
  /** The season's page shown, if one is. */
  current?: string;
  /** The Results page's link, from an earlier season's page. */
  latest?: SeasonLink;
}) {
  const { results } = useContent("programmes");
  if (seasons.length === 0) return null;
  return (
    <nav className="season-pages stack" aria-labelledby={`${seasonPagesAnchor}-heading`}>
      <h2 id={`${seasonPagesAnchor}-heading`}>{results.archive.earlier}</h2>
      <ul id={seasonPagesAnchor} className="season-pages__list">
        {latest ? (
          <li>
            <Link to={latest.path}>{latest.name}</Link>
          </li>
        ) : null}
        {seasons.map((season) => (
          <li key={season.path}>
            {season.path === current ? (
              <span aria-current="page">{season.name}</span>
            ) : (
              <Link to={season.path}>{season.name}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
