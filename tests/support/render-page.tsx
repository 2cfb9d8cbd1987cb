import { render } from "@testing-library/react";
import { shellData } from "~/pipeline/route-data.server";
import { PageDataContext, mergeRouteData } from "~/hooks/use-content";
import { PageIslands, PageIslandsContext } from "~/islands/island";
import { ServerLocation } from "~/lib/location";

/**
 * Renders `page` at "/" with the site's shell data and `loader`'s data merged, as the root layout
 * gives them to a built page. For unit tests of pages and sections. Islands in `page` render as
 * their prerendered HTML (they hydrate only in the browser: tests/e2e); that each wraps its
 * registry's component is checked by the build and app/islands/island.test.tsx.
 */
export function renderPage(page: () => React.ReactNode, loader: () => unknown) {
  const Page = page;
  return render(
    <ServerLocation value={{ pathname: "/", search: "", hash: "" }}>
      <PageDataContext
        value={{ data: mergeRouteData([shellData(), loader()]), source: "root, the page" }}
      >
        <PageIslandsContext value={new PageIslands("/", "unchecked")}>
          <Page />
        </PageIslandsContext>
      </PageDataContext>
    </ServerLocation>,
  );
}
