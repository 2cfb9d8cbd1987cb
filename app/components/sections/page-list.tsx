import { Link } from "~/lib/location";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { absoluteUrl, findPage } from "~/lib/pages";
import { routeTable } from "~/route-table";
import { compareNames } from "~/lib/format";

/** The listed pages of the route table, alphabetical by name. */
export function listedPages(pages: Content["pages"], siteUrl: string) {
  return routeTable
    .filter((entry) => entry.listed)
    .map((entry) => ({
      ...findPage(pages, entry.id),
      path: entry.path,
      url: absoluteUrl(siteUrl, entry.path),
    }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Every listed page as a card: its name, what is on it, and its address. */
export function PageList() {
  const pages = useContent("pages");
  const { siteUrl } = useContent("site");
  return (
    <ol className="page-listing">
      {listedPages(pages, siteUrl).map((page) => (
        <li key={page.id} className="card">
          {/* A list of links, not an outline of the site: each name is a link, not a heading. */}
          <p className="card__title">
            <Link to={page.path}>{page.name}</Link>
          </p>
          <p>{page.description}</p>
          <p className="page-listing__url">{page.url}</p>
        </li>
      ))}
    </ol>
  );
}
