import { useId } from "react";
import { ExternalLink } from "~/components/site/external-link";
import type { Article } from "~/content/schema";
import { Picture } from "~/components/ui/picture";
import { formatLongDate } from "~/lib/format";
import { useArtDirection, useContent } from "~/content/use-content";
import "./article-card.css";

/**
 * Article images are shown in a 16:9 frame (cropped to fit, see the CSS), and an article's phone
 * crop in a 4:3 frame below 40rem; the picture's width and height give the browser its ratio
 * before it arrives. Cards sit three across on a desktop.
 */
const imageSizes = "(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)";

/** One news article: its image, title, publisher and date, summary, and links to read or watch it. */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const articles = useContent("articles");
  const headingId = useId();
  const { picture, phone } = useArtDirection(article.image, article.imagePhone);
  const { labels } = articles;
  return (
    <article className="article-card" aria-labelledby={headingId}>
      <Picture
        className="article-card__image"
        picture={picture}
        phone={phone}
        alt={article.imageAlt}
        sizes={imageSizes}
        loading={eager ? "eager" : "lazy"}
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
