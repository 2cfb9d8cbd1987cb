import { Highlighted } from "~/components/ui/highlighted";
import { type FormEvent, useId, useMemo } from "react";
import { Link, useSearchParams } from "~/lib/location";
import { SearchForm } from "~/components/site/search-form";
import { PlainPageIntro } from "~/components/sections/page-intro-words";
import { PageList } from "~/components/sections/page-list";
import { useHydrated } from "~/hooks/use-hydrated";
import { type SearchIndexStatus, useSearchIndex } from "~/hooks/use-search-index";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import type { Search } from "~/search/engine";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import "./search-page.css";

/**
 * Search results for `?q=`, so a search can be shared as a link. The prerendered page knows no
 * query: before scripts run (or without them) it lists every page instead. The whole page is an
 * island: its form, status and results all follow the address.
 */
export function SearchPage() {
  const site = useContent("site");
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const { search, status } = useSearchIndex(true);
  const inputId = useId();
  const words = site.search;

  const hits = useMemo(() => (search && query ? search(query) : []), [search, query]);
  const showResults = hydrated && query !== "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const draft = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(draft ? { q: draft } : {});
  }

  return (
    <div className="page search-page">
      <PlainPageIntro id="search">
        <SearchForm
          inputId={inputId}
          className="search-page__form"
          // Keyed by the query, so a new one in the address (the header's search, back and
          // forward) shows in the box. The prerendered page knows no query.
          inputKey={hydrated ? query : ""}
          defaultValue={hydrated ? query : ""}
          onSubmit={onSubmit}
        />
      </PlainPageIntro>
      <p role="status" className="search-page__status">
        {!showResults
          ? ""
          : status === "failed"
            ? words.failed
            : status === "loading"
              ? words.loading
              : hits.length === 1
                ? fill(words.resultCountOne, { query })
                : hits.length > 0
                  ? fill(words.resultCount, { count: hits.length, query })
                  : fill(words.noMatches, { query })}
      </p>
      {showResults ? (
        <SearchResults hits={hits} status={status} words={words} />
      ) : (
        // Before scripts run (and without them) and with no query: every page, to browse. The
        // same markup before and after hydration, so nothing moves when scripts arrive.
        <>
          <p className="search-page__without-scripts">{words.withoutScripts}</p>
          <PageList />
        </>
      )}
    </div>
  );
}

function SearchResults({
  hits,
  status,
  words,
}: {
  hits: ReturnType<Search>;
  status: SearchIndexStatus;
  words: Content["site"]["search"];
}) {
  return (
    <>
      {hits.length > 0 && (
        <ol className="search-results">
          {hits.map((hit) => (
            <li key={hit.url} className="search-result">
              {/* A list of links, not an outline of the page: each title is a link, not a heading. */}
              <p className="search-result__title">
                <Link to={hit.url}>
                  <Highlighted text={hit.title} terms={hit.terms} />
                </Link>
              </p>
              <p className="search-result__page">{hit.page}</p>
              {hit.excerpt && (
                <p className="search-result__excerpt">
                  <Highlighted text={hit.excerpt} terms={hit.terms} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {(status === "failed" || (status === "ready" && hits.length === 0)) && (
        <>
          {status === "ready" && <p>{words.noMatchesHelp}</p>}
          <p>
            <Link to={pathOf("page-listing")}>{words.listingLink}</Link>
          </p>
        </>
      )}
    </>
  );
}
