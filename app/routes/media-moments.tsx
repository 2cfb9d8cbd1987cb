import { ArticleCard } from "~/components/sections/article-card";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/media-moments";
import { pageData } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

export const loader = () => pageData("media-moments", ["articles"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function MediaMomentsPage() {
  const articles = useContent("articles");
  return (
    <div className="page">
      <PageIntro id="media-moments" />
      <ul className="article-list">
        {articles.articles.map((article, index) => (
          <li key={article.id}>
            <ArticleCard article={article} eager={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
