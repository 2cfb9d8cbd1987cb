import { useLoaderData } from "react-router";
import { PageIntro } from "~/components/sections/page-intro";
import { ResultsSeasons } from "~/components/sections/results-seasons";
import { Island } from "~/islands/island";
import type { Route } from "./+types/results";
import { contentFor, pageData, programmesWithout } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta } from "~/hooks/use-content";

// The programmes (without their costs and pictures, which the page does not show), and of the
// articles only what a result links to: their titles and addresses.
export const loader = () => {
  const { articles } = contentFor("articles");
  return {
    ...pageData("results", ["programmes"], undefined, {
      programmes: programmesWithout("costs", "pictures"),
    }),
    articleLinks: Object.fromEntries(
      articles.articles.map((article) => [article.id, { title: article.title, url: article.url }]),
    ),
  };
};
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function ResultsPage() {
  const { articleLinks } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <PageIntro id="results" />
      <Island name="results-seasons">
        <ResultsSeasons articleLinks={articleLinks} />
      </Island>
    </div>
  );
}
