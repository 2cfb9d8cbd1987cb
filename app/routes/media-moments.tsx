import articles from "virtual:content/articles";
import { ArticleCard } from "~/components/sections/article-card";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/media-moments";

export const meta: Route.MetaFunction = () => pageMeta("media-moments");

export default function MediaMomentsPage() {
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
