// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { mergeRouteData, PageDataContext } from "~/hooks/use-content";
import { ServerLocation } from "~/lib/location";
import { shellData } from "~/pipeline/route-data.server";
import { Island, PageIslands, PageIslandsContext } from "./island";
import { loadIslandComponents } from "./registry";

const data = mergeRouteData([shellData()]);
let components: ReadonlyMap<string, unknown> = new Map();

/** An island rendered as the root layout renders it, with the registry's components to check. */
function renderIsland(island: React.ReactNode) {
  return renderToString(
    <ServerLocation value={{ pathname: "/", search: "", hash: "" }}>
      <PageDataContext value={{ data, source: "test" }}>
        <PageIslandsContext value={new PageIslands("/", components)}>{island}</PageIslandsContext>
      </PageDataContext>
    </ServerLocation>,
  );
}

describe("an island's name", () => {
  beforeAll(async () => {
    components = await loadIslandComponents();
  });

  it("names the component it wraps: the registry's for that name", () => {
    const html = renderIsland(
      <Island name="site-footer" when="due">
        <SiteFooter />
      </Island>,
    );
    expect(html).toContain('data-island="site-footer"');
    expect(html).toContain(data.content.site?.name);
  });

  it("fails the build when it names another component than the one it wraps", () => {
    // Both take no props, so no type tells them apart: the check compares the components.
    expect(() =>
      renderIsland(
        <Island name="site-footer" when="due">
          <SiteHeader />
        </Island>,
      ),
    ).toThrow(
      /Island "site-footer" wraps SiteHeader, but the registry's "site-footer" is SiteFooter/,
    );
  });
});
