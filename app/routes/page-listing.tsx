import { PageList } from "~/components/sections/page-list";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";

export const loader = () => pageData("page-listing", []);

export default function PageListingPage() {
  return (
    <div className="page">
      <PageIntro id="page-listing" />
      <PageList />
    </div>
  );
}
