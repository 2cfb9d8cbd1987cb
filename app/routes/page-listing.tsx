import { PageList } from "~/components/sections/page-list";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/page-listing";
import { pageData } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta } from "~/hooks/use-content";

export const loader = () => pageData("page-listing", []);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function PageListingPage() {
  return (
    <div className="page">
      <PageIntro id="page-listing" />
      <PageList />
    </div>
  );
}
