import { ArticleCard } from "~/components/sections/article-card";
import { Link } from "~/lib/location";
import { useContent } from "~/hooks/use-content";
import { newestFirst } from "~/lib/articles";
import { pathOf } from "~/route-table";

/** How many articles the home page shows. */
const latestCount = 3;

/** The newest articles from Media Moments, with a link to them all. */
export function LatestNews() {
  const home = useContent("home");
  const { articles } = useContent("articles");
  const latest = newestFirst(articles).slice(0, latestCount);
  return (
    <section className="stack below-fold" aria-labelledby="news-heading">
      <div className="section-head">
        <h2 id="news-heading">{home.news.heading}</h2>
        <Link to={pathOf("media-moments")}>{home.news.link}</Link>
      </div>
      <ul className="article-list">
        {latest.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
