import { PlainPageIntro } from "~/components/sections/page-intro-words";
import { SeasonPagesNav, SeasonResults } from "~/components/sections/results-seasons";
import { useContent } from "~/hooks/use-content";
import { Link } from "~/lib/location";
import { type ArchivePage, seasonKey } from "~/lib/archives";
import { heldBySeason, seasonOf } from "~/lib/results";
import { firstDay } from "~/lib/stagings";
import { pathOf } from "~/route-table";
import { builtOn } from "virtual:build-info";
import {
  contentFor,
  pageData,
  programmesWithout,
  resultsArticleLinks,
  seasonPageLinks,
} from "~/pipeline/route-data.server";

/**
 * An earlier season's results (/results/2024-2025): every staging of it, all held, so no day
 * changes the page and it runs no script of its own. Its season is the archive page's key.
 */
export const loader = (archive: ArchivePage) => {
  const { programmes } = contentFor("programmes");
  const { startMonth } = programmes.results;
  const inSeason = (date: string) => seasonKey(seasonOf(date, startMonth)) === archive.key;
  const whole = programmesWithout("costs", "pictures");
  return {
    ...pageData(
      "results",
      ["programmes"],
      undefined,
      {
        // Of the programmes, only this season's stagings: the page carries nothing else.
        programmes: {
          ...whole,
          programmes: whole.programmes.map((programme) => ({
            ...programme,
            stagings: programme.stagings.filter((staging) => inSeason(firstDay(staging))),
          })),
        },
      },
      archive,
    ),
    archive,
    articleLinks: resultsArticleLinks((staging) => inSeason(firstDay(staging))),
    seasons: seasonPageLinks(),
  };
};

export default function ResultsSeasonPage({ data }: { data: ReturnType<typeof loader> }) {
  const { archive, articleLinks, seasons } = data;
  const programmes = useContent("programmes");
  const { results } = programmes;
  const [season] = heldBySeason(programmes.programmes, builtOn, results.startMonth);
  return (
    <div className="page">
      <PlainPageIntro id="results" archive={archive}>
        <p>
          <Link to={pathOf("results")}>{results.archive.latest}</Link>
        </p>
      </PlainPageIntro>
      {season ? (
        <SeasonResults
          season={season}
          words={results}
          articleLinks={articleLinks}
          headingLevel={false}
        />
      ) : null}
      <SeasonPagesNav
        seasons={seasons}
        current={archive.path}
        latest={{ name: results.archive.latest, path: pathOf("results") }}
      />
    </div>
  );
}
