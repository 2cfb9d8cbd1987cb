// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../tests/support/render-page";
import { contentFor, pageData, shellData } from "../pipeline/route-data.server";
import {
  ContentNotLoadedError,
  PageDataContext,
  mergeRouteData,
  useContent,
  usePage,
} from "./use-content";

afterEach(cleanup);

function OfficePhone() {
  return <p>{useContent("site").office.phone}</p>;
}

function HomeHeading() {
  return <h1>{usePage("home").heading}</h1>;
}

function DonateHeading() {
  return <h2>{useContent("donate").labels.bankHeading}</h2>;
}

describe("the content as loader data", () => {
  it("reads the root's files and the page's own from any component below them", () => {
    const { site, pages, donate } = { ...shellData().content, ...contentFor("donate") };
    renderPage(
      () => (
        <>
          <HomeHeading />
          <OfficePhone />
          <DonateHeading />
        </>
      ),
      () => pageData("donate", ["donate"]),
    );
    expect(screen.getAllByText(site.office.phone)).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(pages.pages[0]?.heading);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(donate.labels.bankHeading);
  });

  it("merges the routes' data root first, so the page's own copy of a file wins", () => {
    const shell = shellData();
    const { site } = shell.content;
    const page = { content: { site: { ...site, name: "The page's own" } }, pictures: {} };
    const merged = mergeRouteData([shell, page, undefined]);
    expect(merged.content.site?.name).toBe("The page's own");
    expect(merged.content.pages).toBe(shell.content.pages);
  });

  it("names the file and the loader to change when a page forgot to load it", () => {
    const data = mergeRouteData([shellData(), pageData("contact", ["contacts"])]);
    const render = () =>
      renderToString(
        <PageDataContext value={{ data, source: "root, routes/contact" }}>
          <DonateHeading />
        </PageDataContext>,
      );
    expect(render).toThrow(ContentNotLoadedError);
    expect(render).toThrow(/root, routes\/contact.*content\/donate\.yaml/);
    expect(render).toThrow(/add "donate" to the route's pageData/);
  });

  it("hands each page only the files it asks for, and its head tags", () => {
    const data = pageData("donate", ["donate"]);
    expect(Object.keys(data.content)).toEqual(["donate"]);
    expect(data.meta).toContainEqual({ name: "description", content: expect.any(String) });
    expect(Object.keys(shellData().content).sort()).toEqual(["announcements", "pages", "site"]);
  });
});
