// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentFor, pageData, shellData } from "./route-data.server";
import { ContentNotLoadedError, loaderMeta, useContent, usePage } from "./use-content";

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

function renderAt(page: () => React.ReactNode, pageLoader: () => unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => shellData(),
      Component: () => <Outlet />,
      children: [{ index: true, Component: page, loader: pageLoader }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the content as loader data", () => {
  it("reads the root's files and the page's own from any component below them", async () => {
    const { site, pages, donate } = { ...shellData().content, ...contentFor("donate") };
    renderAt(
      () => (
        <>
          <HomeHeading />
          <OfficePhone />
          <DonateHeading />
        </>
      ),
      () => pageData("donate", ["donate"]),
    );
    expect(await screen.findByText(site.office.phone)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(pages.pages[0]?.heading);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(donate.labels.bankHeading);
  });

  it("names the file and the loader to change when a page forgot to load it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    function Report() {
      const error = useRouteError();
      return <p>{error instanceof ContentNotLoadedError ? error.message : "some other error"}</p>;
    }
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => shellData(),
        Component: () => <Outlet />,
        children: [
          {
            index: true,
            Component: DonateHeading,
            ErrorBoundary: Report,
            loader: () => pageData("contact", ["contacts"]),
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const message = await screen.findByText(/content\/donate\.yaml/);
    expect(message.textContent).toMatch(/add "donate" to the route's pageData/);
    errors.mockRestore();
  });

  it("hands each page only the files it asks for, and its head tags", () => {
    const data = pageData("donate", ["donate"]);
    expect(Object.keys(data.content)).toEqual(["donate"]);
    expect(data.meta).toContainEqual({ name: "description", content: expect.any(String) });
    expect(loaderMeta({ loaderData: data })).toBe(data.meta);
    expect(loaderMeta({ loaderData: undefined })).toEqual([]);
    expect(Object.keys(shellData().content).sort()).toEqual(["announcements", "pages", "site"]);
  });
});
