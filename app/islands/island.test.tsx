// @vitest-environment jsdom
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageData, shellData } from "~/pipeline/route-data.server";
import { PageDataContext, mergeRouteData, useContent } from "~/hooks/use-content";
import { Island, IslandDataScript, PageIslands, PageIslandsContext, notPlainData } from "./island";
import { Link, NavLink, ServerLocation } from "../lib/location";

const data = mergeRouteData([shellData(), pageData("donate", ["donate"])]);

/** A page as the root layout renders it: its data, its address and its islands. */
function renderPage(
  children: React.ReactNode,
  pathname = "/donate",
  components: PageIslands["components"] = "unchecked",
) {
  const islands = new PageIslands(pathname, components);
  const html = renderToString(
    <ServerLocation value={{ pathname, search: "", hash: "" }}>
      <PageDataContext value={{ data, source: "test" }}>
        <PageIslandsContext value={islands}>
          {children}
          <IslandDataScript />
        </PageIslandsContext>
      </PageDataContext>
    </ServerLocation>,
  );
  const document = new DOMParser().parseFromString(html, "text/html");
  return { html, document, islands };
}

function Phone({ label }: { label: string }) {
  const id = useId();
  return (
    <p id={id}>
      {label} {useContent("site").office.phone}
    </p>
  );
}

function Bank() {
  return <p>{useContent("donate").labels.bankHeading}</p>;
}

describe("an island", () => {
  it("is prerendered on its own, with its props, its own ids and only the content it read", () => {
    const { document, islands } = renderPage(
      <>
        <Bank />
        {/* The island name is the registry's; the component here is the test's. */}
        <Island name="donation">
          <Phone label="Call" />
        </Island>
        <Island name="class-calculator">
          <Phone label="Or call" />
        </Island>
      </>,
    );
    const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    expect(elements.map((element) => element.dataset.island)).toEqual([
      "donation",
      "class-calculator",
    ]);
    expect(elements.map((element) => element.dataset.prefix)).toEqual(["i0-", "i1-"]);
    expect(elements.map((element) => JSON.parse(element.dataset.props ?? "{}"))).toEqual([
      { label: "Call" },
      { label: "Or call" },
    ]);
    // Each island's ids carry its own prefix, as its hydration in the browser gives them.
    const ids = elements.map((element) => element.querySelector("p")?.id ?? "");
    expect(ids[0]).toMatch(/^_?i0-/);
    expect(ids[1]).toMatch(/^_?i1-/);
    expect(elements[0]?.textContent).toBe(`Call ${data.content.site?.office.phone}`);
    // Read by an island: carried. Read by the page only (donate): not.
    expect(islands.count).toBe(2);
    const carried = JSON.parse(document.getElementById("island-data")?.textContent ?? "{}");
    expect(Object.keys(carried.content)).toEqual(["site"]);
    expect(carried.path).toBe("/donate");
    expect(carried.shared).toBeUndefined();
  });

  it("sends what the header and footer read of the site once, in a file every page names", () => {
    const page = (pathname: string) =>
      renderPage(
        <>
          <Island name="site-header">
            <Phone label="Call" />
          </Island>
          <Island name="site-footer">
            <Phone label="Or call" />
          </Island>
        </>,
        pathname,
      );
    const [donate, home] = [page("/donate"), page("/")];
    const carried = (document: Document) =>
      JSON.parse(document.getElementById("island-data")?.textContent ?? "{}");
    // Not in the page: in the file it names, the same for both pages.
    expect(carried(donate.document).content).toEqual({});
    expect(carried(donate.document).shared).toMatch(/^\/assets\/islands-shared-[\w-]{10}\.json$/);
    expect(carried(home.document).shared).toBe(carried(donate.document).shared);
    const shared = donate.islands.sharedFile;
    expect(`/${shared?.file}`).toBe(carried(donate.document).shared);
    expect(JSON.parse(shared?.json ?? "{}").content.site.office.phone).toBe(
      data.content.site?.office.phone,
    );
  });

  it("writes no data when the page has no island", () => {
    const { document } = renderPage(<Bank />);
    expect(document.getElementById("island-data")).toBeNull();
  });

  it("keeps the content's text from closing the data's script element", () => {
    const hostile = "</script><script>alert(1)</script>";
    const withHostile = mergeRouteData([
      shellData(),
      {
        content: {
          site: {
            ...shellData().content.site,
            office: { ...shellData().content.site.office, phone: hostile },
          },
        },
      },
    ]);
    const islands = new PageIslands("/", "unchecked");
    const html = renderToString(
      <PageDataContext value={{ data: withHostile, source: "test" }}>
        <PageIslandsContext value={islands}>
          <Island name="donation">
            <Phone label="Call" />
          </Island>
          <IslandDataScript />
        </PageIslandsContext>
      </PageDataContext>,
    );
    const json =
      /<script type="application\/json" id="island-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      "";
    expect(json).not.toContain("<");
    expect(JSON.parse(json).content.site.office.phone).toBe(hostile);
  });

  it("refuses props that cannot travel to the browser, naming the prop", () => {
    function Takes(props: { when: Date; items: { onPick?: () => void }[] }) {
      void props;
      return null;
    }
    expect(() =>
      renderPage(
        <Island name="donation">
          <Takes when={new Date()} items={[]} />
        </Island>,
      ),
    ).toThrow(/Island "donation": props\.when is not plain data/);
    expect(notPlainData({ items: [{ onPick: () => {} }] })).toBe("props.items[0].onPick");
    expect(notPlainData({ count: Number.NaN })).toBe("props.count");
    expect(notPlainData({ a: [1, "two", null, true, { b: [] }] })).toBeUndefined();
  });

  it("refuses an island inside another: it hydrates as a whole", () => {
    function Outer() {
      return (
        <Island name="site-header">
          <Bank />
        </Island>
      );
    }
    expect(() =>
      renderPage(
        <Island name="site-footer">
          <Outer />
        </Island>,
      ),
    ).toThrow(/is inside another island/);
  });
});

describe("links without a router", () => {
  it("are plain links; the navigation's marks its own page, and its section's pages unless `end`", () => {
    const html = (pathname: string) =>
      renderToString(
        <ServerLocation value={{ pathname, search: "", hash: "" }}>
          <Link to="/donate" className="x">
            Donate
          </Link>
          <NavLink to="/donate" className="nav">
            Donate
          </NavLink>
          <NavLink to="/" end className="nav">
            Home
          </NavLink>
        </ServerLocation>,
      );
    expect(html("/donate")).toBe(
      '<a href="/donate" class="x">Donate</a>' +
        '<a href="/donate" aria-current="page" class="nav active">Donate</a>' +
        '<a href="/" class="nav">Home</a>',
    );
    expect(html("/donate/abroad")).toContain('<a href="/donate" aria-current="page"');
    expect(html("/")).toContain('<a href="/" aria-current="page" class="nav active">Home</a>');
    expect(html("/")).toContain('<a href="/donate" class="nav">Donate</a>');
  });
});
