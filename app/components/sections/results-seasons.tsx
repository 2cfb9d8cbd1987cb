import { StagingResults } from "~/components/sections/staging-results";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";
import { heldBySeason, seasonAnchor, seasonName } from "~/lib/results";

/** What a result links to: its article's title and address. */
export interface ArticleLink {
  title: string;
  url: string;
}

/**
 * Every staging that is over and its results, by season, the latest first. Held is decided with
 * the build's date in the HTML and the visitor's straight after hydration, like the Programmes page:
 * an island, given the articles' links by the page.
 */
export function ResultsSeasons({ articleLinks }: { articleLinks: Record<string, ArticleLink> }) {
  const programmes = useContent("programmes");
  const words = programmes.results;
  const seasons = heldBySeason(programmes.programmes, useToday(), words.startMonth);
  return (
    <>
      {seasons.length === 0 ? <p>{words.none}</p> : null}
      {seasons.map((season) => {
        const headingId = seasonAnchor(season);
        return (
          <section key={season.from} className="season" aria-labelledby={headingId}>
            <h2 id={headingId}>{seasonName(season, words)}</h2>
            <div className="season__stagings">
              {season.held.map(({ programme, staging }) => (
                <StagingResults
                  key={staging.id}
                  programme={programme}
                  staging={staging}
                  words={words}
                  article={
                    staging.results?.article ? articleLinks[staging.results.article] : undefined
                  }
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
