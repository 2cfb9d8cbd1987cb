import { Link } from "~/islands/location";
import { PageIntro } from "~/components/sections/page-intro";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import type { Route } from "./+types/not-found";
import { pageData } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent, usePage } from "~/content/use-content";

export const loader = () => pageData("not-found", []);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

/** Any unknown address. Prerendered once and served as 404.html with status 404. */
export default function NotFoundPage() {
  const site = useContent("site");
  const listing = usePage("page-listing");
  return (
    <div className="page">
      <PageIntro id="not-found" />
      <ul className="link-list">
        <li>
          <Link to={pathOf("home")}>{site.notFound.home}</Link>
        </li>
        <li>
          <Link to={pathOf("page-listing")}>
            {fill(site.notFound.listing, { listing: listing.name })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
