import { ArticleCard } from "~/components/sections/article-card";
import { Link } from "~/lib/location";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";
import { isArchived, newestFirst } from "~/lib/articles";
import { pathOf } from "~/route-table";

/** How many articles the home page shows. */
const latestCount = 3;

/**
 * The newest articles from Media Moments, with a link to them all. Each six months old or more
 * on the day shown is marked as from the archive, and when all are, the heading says so rather
 * than "Latest news". The day is the build's in the HTML; the island runs only when the
 * visitor's day marks other articles (app/islands/due.ts).
 */
export function LatestNews() {
  const home = useContent("home");
  const { articles } = useContent("articles");
  const today = useToday();
  const latest = newestFirst(articles).slice(0, latestCount);
  const archived = new Set(latest.filter((article) => isArchived(article, today)));
  const allArchived = latest.length > 0 && archived.size === latest.length;
  return (
    <section className="stack below-fold" aria-labelledby="news-heading">
      <div className="section-head">
        <h2 id="news-heading">{allArchived ? home.news.archiveHeading : home.news.heading}</h2>
        <Link to={pathOf("media-moments")}>{home.news.link}</Link>
      </div>
      <ul className="article-list">
        {latest.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} archived={archived.has(article)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Media Moments' articles: the newest leads, its picture beside its text; the others follow as
 * cards under their own heading, newest first, however many there are. Each six months old or
 * more on the day shown is marked as from the archive (an island run as LatestNews is).
 */
export function MediaArticles() {
  const { articles, labels } = useContent("articles");
  const today = useToday();
  const [lead, ...others] = newestFirst(articles);
  return (
    <>
      {lead ? (
        <ArticleCard article={lead} level={2} lead eager archived={isArchived(lead, today)} />
      ) : null}
      {others.length > 0 ? (
        <section className="stack" aria-labelledby="more-coverage">
          <h2 id="more-coverage">{labels.more}</h2>
          <ul className="article-list">
            {others.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} archived={isArchived(article, today)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
