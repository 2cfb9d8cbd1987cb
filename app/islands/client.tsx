/**
 * The islands' loader (decisions 0033 and 0043), imported by each page's starter
 * (app/islands/starter.ts), in `npm run dev` too: hydrates each island of the page on its own, with the content the
 * page's JSON carries for them, then marks the page as scripted (`data-hydrated`, which styles and
 * tests key off). An island whose code fails to load stays as its prerendered HTML, which works
 * without scripts.
 */
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageDataContext, type RouteData } from "~/hooks/use-content";
import { StaticParts } from "./static-part";
import { due } from "./due";
import { ServerLocation } from "../lib/location";
import { type IslandData, readIslandData, sharedIslands } from "./page-data";
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
        {/* What no day changes was prerendered once and stays as it is (static-part.tsx). */}
        <StaticParts value="keep">{children}</StaticParts>
      </PageDataContext>
    </ServerLocation>
  );
}

const page = readIslandData();
const started = new WeakSet<HTMLElement>();

/**
 * The data a shared island (the header, the footer) runs with: the page's, with the file every
 * page shares (`shared`), fetched once, when the first of them runs. Rejects if it cannot come
 * (offline): the island then stays its HTML, which works.
 */
const withShared = (() => {
  const memo = new Map<string, Promise<IslandData>>();
  return (data: IslandData): Promise<IslandData> => {
    const address = data.shared;
    if (!address) return Promise.resolve(data);
    const found = memo.get(address);
    if (found) return found;
    const loading = fetch(address)
      .then((response) => {
        if (!response.ok) throw new Error(`${address}: ${response.status}`);
        return response.json() as Promise<RouteData>;
      })
      .then((shared) => ({
        ...data,
        content: { ...data.content, ...shared.content },
        pictures: { ...data.pictures, ...shared.pictures },
      }));
    memo.set(address, loading);
    return loading;
  };
})();

/**
 * Hydrates each island of the page that is to run and has not started: every `load` island, and
 * each quiet one the starter woke (`data-wake`: used, or due). Returns when they have hydrated.
 */
function hydrateIslands(): Promise<unknown> {
  if (!page) return Promise.resolve();
  const ready = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (element) =>
      !started.has(element) && (!element.dataset.when || element.hasAttribute("data-wake")),
  );
  return Promise.all(
    ready.map(async (element) => {
      started.add(element);
      const name = element.dataset.island ?? "";
      if (!isIslandName(name)) {
        console.error(`No island is called "${name}" (app/islands/registry.ts).`);
        return;
      }
      const props = element.dataset.props
        ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
        : {};
      const shared = sharedIslands.includes(name);
      const [Component, data] = await Promise.all([
        islands[name]().catch(() => undefined),
        shared ? withShared(page).catch(() => undefined) : page,
      ]);
      // Its code or the shared file did not come (offline): the island stays its HTML, which
      // works, and the starter follows a held link pressed in it.
      if (!Component || !data) {
        element.dispatchEvent(new Event("jade:stays"));
        return;
      }
      // The starter stops keeping presses for it: React replays those from here.
      element.dispatchEvent(new Event("jade:hydrating"));
      await new Promise<void>((resolve) => {
        hydrateRoot(
          element,
          <IslandRoot page={data} onHydrated={resolve}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: element.dataset.prefix ?? "" },
        );
      });
      // The island's own handlers run from here (the head script's theme choice stands aside).
      element.dataset.live = "";
      // A press the starter kept from before is pressed again now.
      element.dispatchEvent(new Event("jade:live"));
    }),
  );
}

// The starter woke the islands that run at once and the quiet ones the visitor reached into; the
// loader asks the due module which other quiet islands the visitor's day needs (on a page with a
// widget: the starter asks it on a page without one).
const quiet = [...document.querySelectorAll<HTMLElement>("[data-island][data-when]")].filter(
  (element) => !element.hasAttribute("data-wake"),
);
const needed = new Set(due(quiet.map((element) => element.dataset.island ?? "")));
for (const element of quiet)
  if (needed.has(element.dataset.island ?? "")) element.setAttribute("data-wake", "");

// The page is marked as running once what was to run at first has hydrated; islands the starter
// wakes later (the visitor reaching into the header) hydrate as they come.
void hydrateIslands().then(() => {
  document.documentElement.dataset.hydrated = "";
});
document.addEventListener("jade:islands", () => void hydrateIslands());
