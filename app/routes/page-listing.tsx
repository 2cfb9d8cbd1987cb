import { PageList } from "~/components/sections/page-list";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/page-listing";

export const meta: Route.MetaFunction = () => pageMeta("page-listing");

export default function PageListingPage() {
  return (
    <div className="page">
      <PageIntro id="page-listing" />
      <PageList />
    </div>
  );
}
