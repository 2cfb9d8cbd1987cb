import { render } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { shellData } from "~/content/route-data.server";

/**
 * Renders `page` at "/" under a root route that carries the site's shell data, as the built
 * site does, with `loader` as the page's own loader. For unit tests of pages and sections.
 */
export function renderPage(page: () => React.ReactNode, loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => shellData(),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ index: true, Component: page, loader }],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}
