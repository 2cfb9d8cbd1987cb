import { PageIntro } from "~/components/sections/page-intro";
import { PressKit, pressAnchor } from "~/components/sections/press-kit";
import { ResultsSeasons } from "~/components/sections/results-seasons";
import { Island } from "~/islands/island";
import { contentFor, pageData, programmesWithout } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

// The programmes (without their costs and pictures, which the page does not show), and of the
// articles only what a result links to: their titles and addresses.
export const loader = () => {
  const { articles } = contentFor("articles");
  return {
    ...pageData("results", ["programmes", "contacts"], undefined, {
      programmes: programmesWithout("costs", "pictures"),
    }),
    articleLinks: Object.fromEntries(
      articles.articles.map((article) => [article.id, { title: article.title, url: article.url }]),
    ),
  };
};

export default function ResultsPage({ data }: { data: ReturnType<typeof loader> }) {
  const { articleLinks } = data;
  const { press } = useContent("programmes").results;
  return (
    <div className="page">
      {/* A journalist finds whom to ask and the press kit from the first screen. */}
      <PageIntro id="results">
        <p>
          <a href={`#${pressAnchor}`}>{press.jump}</a>
        </p>
      </PageIntro>
      <Island name="results-seasons" when="visible">
        <ResultsSeasons articleLinks={articleLinks} />
      </Island>
      <PressKit />
    </div>
  );
}
