import { Link } from "react-router";
import site from "virtual:content/site";
import { PageIntro } from "~/components/sections/page-intro";
import { pageContent, pageMeta } from "~/lib/meta";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta("not-found");

/** Any unknown address. Prerendered once and served as 404.html with status 404. */
export default function NotFoundPage() {
  return (
    <div className="page">
      <PageIntro id="not-found" />
      <ul className="link-list">
        <li>
          <Link to={pathOf("home")}>{site.notFound.home}</Link>
        </li>
        <li>
          <Link to={pathOf("page-listing")}>
            {fill(site.notFound.listing, { listing: pageContent("page-listing").name })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
