import { PageIntro } from "~/components/sections/page-intro";
import { PressKit, pressAnchor } from "~/components/sections/press-kit";
import {
  ResultsSeasons,
  SeasonPagesNav,
  seasonPagesAnchor,
} from "~/components/sections/results-seasons";
import { Island } from "~/islands/island";
import { latestResultsSeason } from "~/lib/archives";
import { seasonOf } from "~/lib/results";
import { firstDay } from "~/lib/stagings";
import { useContent } from "~/hooks/use-content";
import { builtOn } from "virtual:build-info";
import {
  contentFor,
  pageData,
  programmesWithout,
  resultsArticleLinks,
  seasonPageLinks,
} from "~/pipeline/route-data.server";

// The programmes (without their costs and pictures, which the page does not show), and of the
// articles only what a result it shows links to: their titles and addresses. The seasons before
// the latest held have pages of their own (routes/results-season.tsx), linked under the intro.
export const loader = () => {
  const { programmes } = contentFor("programmes");
  const { startMonth } = programmes.results;
  const from = latestResultsSeason(programmes.programmes, builtOn, startMonth) ?? null;
  return {
    ...pageData("results", ["programmes", "contacts"], undefined, {
      programmes: programmesWithout("costs", "pictures"),
    }),
    from,
    articleLinks: resultsArticleLinks(
      (staging) => from === null || seasonOf(firstDay(staging), startMonth).from >= from,
    ),
    seasons: seasonPageLinks(),
  };
};

export default function ResultsPage({ data }: { data: ReturnType<typeof loader> }) {
  const { articleLinks, from, seasons } = data;
  const { press, archive } = useContent("programmes").results;
  return (
    <div className="page">
      {/* A journalist finds whom to ask and the press kit from the first screen. */}
      <PageIntro id="results">
        <p>
          <a href={`#${pressAnchor}`}>{press.jump}</a>
        </p>
        {/* Earlier seasons have pages of their own, listed at the foot of this one. */}
        {seasons.length > 0 ? (
          <p>
            <a href={`#${seasonPagesAnchor}`}>{archive.earlier}</a>
          </p>
        ) : null}
      </PageIntro>
      <Island name="results-seasons" when="visible">
        <ResultsSeasons articleLinks={articleLinks} from={from} />
      </Island>
      <SeasonPagesNav seasons={seasons} />
      <PressKit />
    </div>
  );
}
