import { ExternalLink } from "~/components/site/external-link";
import type { Article } from "~/content/schema";
import { Picture, photoDirection } from "~/components/ui/picture";
import { calendarDateParts, formatLongDate } from "~/lib/format";
import { fill } from "~/lib/template";
import { useArtDirection, useContent } from "~/hooks/use-content";
import { StaticPart } from "~/islands/static-part";
import "./article-card.css";

/**
 * Article images are shown in a 16:9 frame (cropped to fit, see the CSS), and an article's phone
 * crop in a 4:3 frame below 40rem; the picture's width and height give the browser its ratio
 * before it arrives. Cards sit three across on a desktop; the lead story takes half the wide
 * column beside its text.
 */
const imageSizes = {
  card: "(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)",
  lead: "(min-width: 64rem) 36rem, calc(100vw - 2rem)",
};

interface ArticleCardProps {
  article: Article;
  /** The title's heading level: 3 under a section's own heading. */
  level?: 2 | 3;
  /** The lead story: its picture beside its text on a wide screen. */
  lead?: boolean;
  eager?: boolean;
  /** Six months old or more on the day shown (isArchived): a mark over its title says so. */
  archived?: boolean;
}

/**
 * One news article: its image, title (under a mark when it is from the archive), publisher and
 * date, summary, and links to read or watch it.
 */
export function ArticleCard({
  article,
  level = 3,
  lead = false,
  eager = false,
  archived = false,
}: ArticleCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const { labels } = useContent("articles");
  // Made from the article's id, not React's: a search result or a shared link lands on it after
  // the page changes (an article shows once on a page).
  const headingId = `article-${article.id}`;
  return (
    <article className="article-card" data-lead={lead ? "" : undefined} aria-labelledby={headingId}>
      {/* What no day changes is sent once, as HTML: the island carries none of it. */}
      <StaticPart>
        {() => <ArticlePicture article={article} lead={lead} eager={eager} />}
      </StaticPart>
      <div className="article-card__body">
        {/* One row of the card's grid, with its mark or without. */}
        <div>
          {archived ? (
            <p className="kicker">{fill(labels.archived, calendarDateParts(article.published))}</p>
          ) : null}
          <StaticPart>
            {() => (
              <Heading id={headingId} className="article-card__title">
                {article.title}
              </Heading>
            )}
          </StaticPart>
        </div>
        <StaticPart>{() => <ArticleText article={article} />}</StaticPart>
      </div>
    </article>
  );
}

/** An article's picture, in its frame, with its phone crop where it has one. */
function ArticlePicture({
  article,
  lead,
  eager,
}: {
  article: Article;
  lead: boolean;
  eager: boolean;
}) {
  const { picture, phone } = useArtDirection(article.image, article.imagePhone);
  return (
    <Picture
      className="article-card__image"
      picture={picture}
      phone={phone}
      alt={article.imageAlt}
      sizes={lead ? imageSizes.lead : imageSizes.card}
      loading={eager ? "eager" : "lazy"}
      {...photoDirection(article)}
    />
  );
}

/** An article's publisher and day, its summary, and the links to read or watch it. */
function ArticleText({ article }: { article: Article }) {
  const { labels } = useContent("articles");
  return (
    <>
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
    </>
  );
}
