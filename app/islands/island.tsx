/**
 * An island: a component that runs in the browser on a page that is otherwise static HTML
 * (decision 0033). `<Island name="site-header"><SiteHeader /></Island>` prerenders the component on
 * its own, into an element the browser hydrates on its own (app/islands/client.tsx), so React's
 * ids in it are the island's and match in both renders. While it renders, every content file,
 * image and cover it reads is recorded, and the page carries just those as JSON (<IslandDataScript>):
 * the rest of the page's content stays in its HTML only.
 *
 * Server only: the prerender renders it; in the browser the island's component runs without it.
 */
import { createHash } from "node:crypto";
import { type ReactElement, createContext, isValidElement, useContext } from "react";
import { renderToString } from "react-dom/server";
import { builtOn } from "virtual:build-info";
import { type ContentRead, type RouteData, PageDataContext } from "~/hooks/use-content";
import { ServerLocation } from "../lib/location";
import { carryInto, strictView } from "./carried";
import {
  type IslandData,
  islandDataId,
  sharedDataFile,
  sharedFiles,
  sharedIslands,
} from "./page-data";
import type { IslandName } from "./names";
import { project } from "./projections";
import { StaticParts, withStaticPartsEmptied } from "./static-part";
import type { IslandWhen } from "./starter-settings.js";

/** A component's name, for errors. */
const nameOf = (type: unknown) =>
  typeof type === "function" ? type.name || "an unnamed component" : String(type);

/** The page's islands: how many, and what they read. One per page render, from the root layout. */
export class PageIslands {
  count = 0;
  /** Each island's name and when it runs (`npm run dev`'s starter settings read them). */
  readonly when = new Map<string, IslandWhen>();
  /** What the page's own islands carry, each file as their projections keep it, merged. */
  readonly data: IslandData;
  /**
   * What the islands every page has (the header and footer) carry of the files every page shares
   * (`sharedIslands` and `sharedFiles` in page-data.ts): one file the browser caches (`sharedFile`).
   */
  readonly shared: RouteData = { content: {}, pictures: {} };
  /**
   * @param components each island's component by name, which the component an <Island> wraps
   *   must be (loadIslandComponents() in registry.ts); "unchecked" only where a test renders its own
   *   components.
   */
  constructor(
    path: string,
    readonly components: ReadonlyMap<string, unknown> | "unchecked",
  ) {
    this.data = { path, content: {}, pictures: {} };
  }
  /** Counts an island in, and gives it its prefix for React's ids. */
  add(name: string, when: IslandWhen): string {
    this.when.set(name, when);
    this.count += 1;
    return `i${this.count - 1}-`;
  }
  /** Takes in what an island carries: into the page's data, or the shared file's. */
  carry(name: IslandName, carried: RouteData) {
    if (!sharedIslands.includes(name)) return carryInto(this.data, carried);
    const isShared = ([key]: [string, unknown]) => (sharedFiles as readonly string[]).includes(key);
    const entries = Object.entries(carried.content);
    carryInto(this.shared, { content: Object.fromEntries(entries.filter(isShared)) });
    carryInto(this.data, {
      ...carried,
      content: Object.fromEntries(entries.filter((entry) => !isShared(entry))),
    });
  }
  /** The shared islands' file, named by what it holds; nothing when no shared island rendered. */
  get sharedFile(): { file: string; json: string } | undefined {
    if (Object.keys(this.shared.content).length === 0) return undefined;
    const json = JSON.stringify(this.shared);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    return { file: sharedDataFile(hash), json };
  }
}

/** What one island read while it was prerendered: whole files, the pictures, the cover. */
function readsOf(): { reads: RouteData; record: (read: ContentRead) => void } {
  const reads: RouteData = { content: {}, pictures: {} };
  const record = (read: ContentRead) => {
    if (read.kind === "content") Object.assign(reads.content, { [read.key]: read.value });
    else if (read.kind === "picture") (reads.pictures ??= {})[read.key] = read.value;
    else reads.proposalCover = read.value;
  };
  return { reads, record };
}

/** What an island carries of what it read: each file as its projection keeps it on the build's day. */
function carriedOf(name: IslandName, reads: RouteData): RouteData {
  const content = Object.fromEntries(
    Object.entries(reads.content).map(([key, value]) => [
      key,
      project(name, key as keyof typeof reads.content, value, builtOn),
    ]),
  );
  return { ...reads, content };
}

export const PageIslandsContext = createContext<PageIslands | null>(null);
const InIsland = createContext(false);

/** Where a prop is not plain data (text, numbers, true or false, null, lists and plain objects). */
export function notPlainData(value: unknown, path = "props"): string | undefined {
  if (value === null || ["string", "boolean"].includes(typeof value)) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = notPlainData(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && !isValidElement(value)) {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return path;
    for (const [key, item] of Object.entries(value)) {
      const found = notPlainData(item, `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return path;
}

export function Island({
  name,
  when = "load",
  children,
}: {
  name: IslandName;
  when?: IslandWhen;
  children: ReactElement;
}) {
  const page = useContext(PageDataContext);
  const islands = useContext(PageIslandsContext);
  const location = useContext(ServerLocation);
  if (useContext(InIsland))
    throw new Error(`Island "${name}" is inside another island: an island hydrates as a whole.`);
  if (!page || !islands)
    throw new Error(`Island "${name}" is rendered outside the root layout's page data.`);
  // The name is what the browser hydrates: the component here must be the registry's for it, or
  // the page would be prerendered with one component and hydrated with another.
  if (islands.components !== "unchecked" && children.type !== islands.components.get(name))
    throw new Error(
      `Island "${name}" wraps ${nameOf(children.type)}, but the registry's "${name}" is ` +
        `${nameOf(islands.components.get(name))} (app/islands/registry.ts): the browser would ` +
        "hydrate it with that one. Name the island its component's registry name.",
    );
  const props = children.props as Record<string, unknown>;
  const wrong = notPlainData(props);
  if (wrong)
    throw new Error(
      `Island "${name}": ${wrong} is not plain data (text, numbers, lists, objects), so it cannot ` +
        "travel to the browser. Pass the data the component needs and let it build the rest.",
    );
  const prefix = islands.add(name, when);
  const render = (
    data: RouteData,
    record?: (read: ContentRead) => void,
    staticParts: "render" | "keep" = "render",
  ) =>
    renderToString(
      <ServerLocation value={location}>
        <PageDataContext value={{ data, source: page.source, record }}>
          <StaticParts value={staticParts}>
            <InIsland value>{children}</InIsland>
          </StaticParts>
        </PageDataContext>
      </ServerLocation>,
      { identifierPrefix: prefix },
    );
  const { reads, record } = readsOf();
  const html = render(page.data, record);
  // What the browser hydrates the island with is what it carries, not the whole files: rendered
  // from that alone, through a view that refuses a dropped field, it must give the same HTML.
  const carried = carriedOf(name, reads);
  // Its static parts (app/islands/static-part.tsx) stay as prerendered: empty in this render.
  const fromCarried = render(
    {
      ...carried,
      content: Object.fromEntries(
        Object.entries(carried.content).map(([key, file]) => [
          key,
          strictView(file, (reads.content as Record<string, unknown>)[key], name, key),
        ]),
      ),
    },
    undefined,
    "keep",
  );
  if (fromCarried !== withStaticPartsEmptied(html))
    throw new Error(
      `Island "${name}" on ${islands.data.path} renders otherwise from what it carries to the ` +
        "browser than from the whole content, so it would not hydrate as prerendered: its " +
        `projection (app/islands/projections.ts) must keep every field it reads.`,
    );
  islands.carry(name, carried);
  return (
    <div
      className="island"
      data-island={name}
      data-prefix={prefix}
      data-when={when === "load" ? undefined : when}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      // The island's own render: React does not hydrate it with the page (which it never does:
      // only the islands hydrate, each from this element).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The JSON the page's islands read in the browser, last in the body (after every island has
 * rendered and recorded what it read). Nothing when the page has no island.
 */
export function IslandDataScript() {
  const islands = useContext(PageIslandsContext);
  if (!islands || islands.count === 0) return null;
  const shared = islands.sharedFile;
  const data: IslandData = shared ? { ...islands.data, shared: `/${shared.file}` } : islands.data;
  // "<" as \u003c, so no text in the content can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script type="application/json" id={islandDataId} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
