import { Link } from "react-router";
import { PageIntro } from "~/components/sections/page-intro";
import { absoluteUrl, pageContent, pageMeta } from "~/lib/meta";
import { routeTable } from "~/route-table";
import type { Route } from "./+types/page-listing";

export const meta: Route.MetaFunction = () => pageMeta("page-listing");

const collator = new Intl.Collator("en-JM", { sensitivity: "base" });

/** The listed pages of the route table, alphabetical by name. */
export function listedPages() {
  return routeTable
    .filter((entry) => entry.listed)
    .map((entry) => ({ ...pageContent(entry.id), path: entry.path, url: absoluteUrl(entry.path) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export default function PageListingPage() {
  return (
    <div className="page">
      <PageIntro id="page-listing" />
      <ol className="page-listing">
        {listedPages().map((page) => (
          <li key={page.id} className="card">
            <h2 className="card__title">
              <Link to={page.path}>{page.name}</Link>
            </h2>
            <p>{page.description}</p>
            <p className="page-listing__url">{page.url}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
