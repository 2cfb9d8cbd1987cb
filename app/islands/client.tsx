/**
 * The browser's one entry (decision 0033): hydrates each island of the page on its own, with the
 * content the page's JSON carries for them, then marks the page as scripted (`data-hydrated`, which
 * styles and tests key off). An island whose code fails to load stays as its prerendered HTML,
 * which works without scripts.
 */
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageDataContext } from "~/content/use-content";
import type { IslandData } from "./island";
import { ServerLocation } from "./location";
import { isIslandName, islands } from "./registry";

function IslandRoot({
  page,
  onHydrated,
  children,
}: {
  page: IslandData;
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ServerLocation value={{ pathname: page.path, search: "", hash: "" }}>
      <PageDataContext value={{ data: page, source: `the island data of ${page.path}` }}>
        {children}
      </PageDataContext>
    </ServerLocation>
  );
}

function pageData(): IslandData | undefined {
  const script = document.getElementById("island-data");
  return script?.textContent ? (JSON.parse(script.textContent) as IslandData) : undefined;
}

const page = pageData();
const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let waiting = elements.length;
const hydrated = () => {
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.hydrated = "";
};

if (page)
  for (const element of elements) {
    const name = element.dataset.island ?? "";
    if (!isIslandName(name)) {
      console.error(`No island is called "${name}" (app/islands/registry.ts).`);
      continue;
    }
    const props = element.dataset.props
      ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
      : {};
    void islands[name]().then((Component) => {
      hydrateRoot(
        element,
        <IslandRoot page={page} onHydrated={hydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.prefix ?? "" },
      );
    });
  }
