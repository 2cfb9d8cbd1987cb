import { Link } from "~/lib/location";
import { PageIntro } from "~/components/sections/page-intro";
import { SearchForm } from "~/components/site/search-form";
import { Icon } from "~/components/ui/icon";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import { pageData } from "~/pipeline/route-data.server";
import { useContent, usePage } from "~/hooks/use-content";
import "./not-found.css";

export const loader = () => pageData("not-found", ["pages"]);

/**
 * Any unknown address, prerendered once and served as 404.html with status 404: a way on from
 * here, whatever the visitor came for. The site's search, as a plain form that works without
 * scripts (the results page lists every page until its scripts run), and the main tasks, each
 * with what is on its page; then home and the page listing.
 */
export default function NotFoundPage() {
  const site = useContent("site");
  const pages = useContent("pages");
  const listing = usePage("page-listing");
  const words = site.notFound;
  return (
    <div className="page">
      <PageIntro id="not-found">
        {/* A plain form to the results page: without scripts it lists every page there. */}
        <SearchForm inputId="not-found-search" />
      </PageIntro>
      <section className="stack" aria-labelledby="not-found-tasks">
        <h2 id="not-found-tasks">{words.tasks}</h2>
        <ul className="task-cards">
          {site.tasks.links.map((link) => {
            const page = pages.pages.find((entry) => entry.id === link.page);
            return (
              <li key={link.page} className="task-card">
                <Link className="task-card__link" to={pathOf(link.page)}>
                  {link.label}
                  <Icon name="arrowRight" size={18} />
                </Link>
                {page ? <p>{page.description}</p> : null}
              </li>
            );
          })}
        </ul>
        <ul className="link-list">
          <li>
            <Link to={pathOf("home")}>{words.home}</Link>
          </li>
          <li>
            <Link to={pathOf("page-listing")}>
              {fill(words.listing, { listing: listing.name })}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
