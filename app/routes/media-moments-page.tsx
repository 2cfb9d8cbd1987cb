import { ArticlePagesNav, MediaArticles } from "~/components/sections/latest-news";
import { PlainPageIntro } from "~/components/sections/page-intro-words";
import { Island } from "~/islands/island";
import type { ArchivePage } from "~/lib/archives";
import { articlesPage, pageData } from "~/pipeline/route-data.server";

/**
 * A page of Media Moments' older articles (/media-moments/2), its number the archive's key: the
 * page carries its own articles and no other.
 */
export const loader = (archive: ArchivePage) => {
  const page = Number(archive.key);
  const { articles, pages } = articlesPage(page);
  return {
    ...pageData("media-moments", ["articles"], undefined, { articles }, archive),
    archive,
    page,
    pages,
  };
};

export default function MediaMomentsArchivePage({ data }: { data: ReturnType<typeof loader> }) {
  return (
    <div className="page">
      <PlainPageIntro id="media-moments" archive={data.archive} />
      <Island name="media-articles" when="due">
        <MediaArticles withLead={false} />
      </Island>
      <ArticlePagesNav page={data.page} count={data.pages} />
    </div>
  );
}
