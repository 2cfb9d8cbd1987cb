import { MediaArticles } from "~/components/sections/latest-news";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";

export const loader = () => pageData("media-moments", ["articles"]);

/** The articles, newest first, each marked by the day (an island when the visitor's day differs). */
export default function MediaMomentsPage() {
  return (
    <div className="page">
      <PageIntro id="media-moments" />
      <Island name="media-articles" when="due">
        <MediaArticles />
      </Island>
    </div>
  );
}
