import { ArticleCard } from "~/components/sections/article-card";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/media-moments";
import { pageData } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/hooks/use-content";
import { newestFirst } from "~/lib/articles";

export const loader = () => pageData("media-moments", ["articles"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

/**
 * The newest article leads, its picture beside its text; the others follow as cards under their
 * own heading, newest first, however many there are.
 */
export default function MediaMomentsPage() {
  const articles = useContent("articles");
  const [lead, ...others] = newestFirst(articles.articles);
  return (
    <div className="page">
      <PageIntro id="media-moments" />
      {lead ? <ArticleCard article={lead} level={2} lead eager /> : null}
      {others.length > 0 ? (
        <section className="stack" aria-labelledby="more-coverage">
          <h2 id="more-coverage">{articles.labels.more}</h2>
          <ul className="article-list">
            {others.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
