import { ArticlePagesNav, MediaArticles } from "~/components/sections/latest-news";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { articlesPage, pageData } from "~/pipeline/route-data.server";

/** The newest articles (the first of Media Moments' pages): the page carries no other. */
export const loader = () => {
  const { articles, pages } = articlesPage(1);
  return { ...pageData("media-moments", ["articles"], undefined, { articles }), pages };
};

/**
 * The newest articles, the newest leading, each marked by the day (an island when the visitor's
 * day differs); older ones follow on pages of their own (routes/media-moments-page.tsx), linked
 * below.
 */
export default function MediaMomentsPage({ data }: { data: ReturnType<typeof loader> }) {
  return (
    <div className="page">
      <PageIntro id="media-moments" />
      <Island name="media-articles" when="due">
        <MediaArticles />
      </Island>
      <ArticlePagesNav page={1} count={data.pages} />
    </div>
  );
}
