import { SearchPage } from "~/components/site/search-page";
import { Island } from "~/islands/island";
import { pageData } from "~/pipeline/route-data.server";

export const loader = () => pageData("search", []);

export default function SearchRoute() {
  return (
    <Island name="search-page">
      <SearchPage />
    </Island>
  );
}
