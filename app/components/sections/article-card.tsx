import { useId } from "react";
import articles from "virtual:content/articles";
import { ExternalLink } from "~/components/site/external-link";
import type { Article } from "~/content/schema";
import { contentAssetUrl } from "~/lib/content-assets";
import { formatLongDate } from "~/lib/long-date";
import "./article-card.css";

/**
 * Article images are shown in a 16:9 frame (cropped to fit, see the CSS). The width and height
 * give the browser that ratio before the image arrives, so nothing below it jumps.
 */
const imageFrame = { width: 800, height: 450 };

/** One news article: its image, title, publisher and date, summary, and links to read or watch it. */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const headingId = useId();
  const { labels } = articles;
  return (
    <article className="article-card" aria-labelledby={headingId}>
      <img
        className="article-card__image"
        src={contentAssetUrl(article.image)}
        alt={article.imageAlt}
        width={imageFrame.width}
        height={imageFrame.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className="article-card__body">
        <h2 id={headingId} className="article-card__title">
          {article.title}
        </h2>
        <p className="article-card__source">
          {article.publisher}
          {", "}
          <time dateTime={article.published}>{formatLongDate(article.published)}</time>
        </p>
        <p>{article.description}</p>
        <div className="article-card__actions">
          <ExternalLink href={article.url} className="button" icon>
            {labels.readArticle}
            <span className="visually-hidden">: {article.title}</span>
          </ExternalLink>
          {article.youtubeUrl ? (
            <ExternalLink href={article.youtubeUrl} className="button button--quiet" icon>
              {labels.watchVideo}
              <span className="visually-hidden">: {article.title}</span>
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
