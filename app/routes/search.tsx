import { SearchPage } from "~/components/site/search-page";
import { Island } from "~/islands/island";
import type { Route } from "./+types/search";
import { pageData } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta } from "~/hooks/use-content";

export const loader = () => pageData("search", []);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function SearchRoute() {
  return (
    <Island name="search-page">
      <SearchPage />
    </Island>
  );
}
