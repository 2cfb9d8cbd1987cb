import { useLoaderData } from "react-router";
import { PageIntro } from "~/components/sections/page-intro";
import { StagingResults } from "~/components/sections/staging-results";
import { useToday } from "~/hooks/use-today";
import { heldBySeason, seasonAnchor, seasonName } from "~/lib/results";
import type { Route } from "./+types/results";
import { contentFor, pageData, programmesWithout } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

// The programmes, and of the articles only what a result links to: their titles and addresses.
export const loader = () => {
  const { articles } = contentFor("articles");
  return {
    ...pageData("results", ["programmes"], undefined, { programmes: programmesWithout("costs") }),
    articleLinks: Object.fromEntries(
      articles.articles.map((article) => [article.id, { title: article.title, url: article.url }]),
    ),
  };
};
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

/**
 * Every staging that is over and its results, by season, the latest first. Held is decided with
 * the build's date in the HTML and the visitor's straight after hydration, like the Programmes page.
 */
export default function ResultsPage() {
  const { articleLinks } = useLoaderData<typeof loader>();
  const programmes = useContent("programmes");
  const words = programmes.results;
  const seasons = heldBySeason(programmes.programmes, useToday(), words.startMonth);
  return (
    <div className="page">
      <PageIntro id="results" />
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
    </div>
  );
}
