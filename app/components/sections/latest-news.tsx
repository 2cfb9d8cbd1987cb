import { ArticleCard } from "~/components/sections/article-card";
import { Link } from "~/lib/location";
import { useContent } from "~/hooks/use-content";
import { useToday } from "~/hooks/use-today";
import { articlePagePath } from "~/lib/archives";
import { isArchived, latestNewsCount, newestFirst } from "~/lib/articles";
import type { Article } from "~/content/schema";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import "./archive-nav.css";

/**
 * The newest articles from Media Moments, with a link to them all: those of the three newest
 * that are not yet from the archive (six months old or more) on the day shown. Home is what is
 * happening; older news stays on Media Moments, marked, and when none is recent the section is
 * hidden, so the home page never leads a visitor to last year's news (issue 53). The
 * day is the build's in the HTML; the island runs only when the visitor's day marks other
 * articles (app/islands/due.ts).
 */
export function LatestNews() {
  const home = useContent("home");
  const { articles } = useContent("articles");
  const today = useToday();
  const latest = newestFirst(articles).slice(0, latestNewsCount);
  const old = (article: Article) => isArchived(article, today);
  // Every card is in the HTML, an old one hidden: the island, run on a later day than the build's,
  // hides one more, and on an earlier day shows it again, from the card its HTML already has
  // (a card's picture and text are static parts, which the island does not carry).
  return (
    <section className="stack below-fold" aria-labelledby="news-heading" hidden={latest.every(old)}>
      <div className="section-head">
        <h2 id="news-heading">{home.news.heading}</h2>
        <Link to={pathOf("media-moments")}>{home.news.link}</Link>
      </div>
      <ul className="article-list">
        {latest.map((article) => (
          <li key={article.id} hidden={old(article)}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A page of Media Moments' articles, as its loader hands them over (app/lib/archives.ts): on the
 * first (`withLead`), the newest leads, its picture beside its text, and the others follow as cards
 * under their own heading; on the pages after it, all are cards. Each six months old or more on
 * the day shown is marked as from the archive (an island run as LatestNews is).
 */
export function MediaArticles({ withLead = true }: { withLead?: boolean }) {
  const { articles, labels } = useContent("articles");
  const today = useToday();
  const shown = newestFirst(articles);
  const lead = withLead ? shown[0] : undefined;
  const others = withLead ? shown.slice(1) : shown;
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

/**
 * The links between Media Moments' pages: newer and older, and each page by its number, the one
 * shown marked as current. Nothing while every article fits on one page.
 */
export function ArticlePagesNav({ page, count }: { page: number; count: number }) {
  const { labels } = useContent("articles");
  if (count < 2) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav className="pages-nav" aria-label={labels.pages}>
      {page > 1 ? (
        <Link to={articlePagePath(page - 1)} rel="prev">
          {labels.newer}
        </Link>
      ) : null}
      <ol className="pages-nav__numbers">
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link
                to={articlePagePath(n)}
                aria-label={fill(labels.pageOf, { page: n, pages: count })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < count ? (
        <Link to={articlePagePath(page + 1)} rel="next">
          {labels.older}
        </Link>
      ) : null}
    </nav>
  );
}
