// First, so its `@layer` order statement comes before any component's layered rules in the
// bundled stylesheet (a component's `@layer components` seen first would reorder the layers).
import "./styles/app.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import { useContext, useState } from "react";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site/footer";
import { SiteHeader } from "./components/site/header";
import { shellData } from "./pipeline/route-data.server";
import {
  PageDataContext,
  contentNeverChanges,
  mergeRouteData,
  useContent,
} from "./hooks/use-content";
import { Island, IslandDataScript, PageIslands, PageIslandsContext } from "./islands/island";
import { islandComponents, loadIslandComponents } from "./islands/registry";
import { type StarterSettings, starterSettingsId, whenOnPage } from "./islands/starter-settings.js";
import { ServerLocation } from "./lib/location";
import { brandColours } from "./lib/brand";
import { iconFiles } from "./lib/identity-files";
import { bootScript } from "./lib/boot-script";
import interSubset from "./assets/fonts/inter-subset-wght.woff2?url";

/** The header, footer and announcements' content, for every page (at build time only). */
export const loader = async () => {
  // Each <Island> checks the component it wraps against the registry's (app/islands/island.tsx).
  await loadIslandComponents();
  return shellData();
};
export const shouldRevalidate = contentNeverChanges;

/** The one web font, fetched at once rather than after the stylesheet is parsed. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The page's data (every route's loader data, merged) and address, for the components and the
 * islands, which read them from here rather than from React Router: in the browser only the
 * islands run, without a router (decision 0033).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  // React Router's SPA fallback page, which postbuild deletes, is rendered without the loader.
  const spaFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  const [islands] = useState(
    () => new PageIslands(pathname, spaFallback ? "unchecked" : islandComponents()),
  );
  const data = mergeRouteData(matches.map((match) => match.loaderData));
  const source = matches.map((match) => match.id).join(", ");
  return (
    <ServerLocation value={{ pathname, search: "", hash: "" }}>
      <PageDataContext value={{ data, source }}>
        <PageIslandsContext value={islands}>
          <Document>{children}</Document>
        </PageIslandsContext>
      </PageDataContext>
    </ServerLocation>
  );
}

function Document({ children }: { children: React.ReactNode }) {
  const site = useContent("site");
  // React Router refuses to build without <Scripts> in its SPA fallback page, which is rendered
  // apart from the pages, and which the build deletes (finishPages in scripts/postbuild.mjs; no page is served from it).
  const spaFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  return (
    <html lang="en-JM">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* The ICO only for browsers without SVG favicons: its size keeps others on the SVG. */}
        <link rel="icon" href={`/${iconFiles.faviconIco.file}`} sizes="32x32" />
        <link rel="icon" href={`/${iconFiles.favicon.file}`} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={`/${iconFiles.appleTouchIcon.file}`} />
        <link rel="manifest" href={`/${iconFiles.manifest.file}`} />
        {/* The browser's bar matches the page surface of the system's light or dark theme. */}
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={brandColours.surfaceLight}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={brandColours.surfaceDark}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {site.chrome.skipLink}
        </a>
        <Island name="site-header" when="use">
          <SiteHeader />
        </Island>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Island name="site-footer" when="due">
          <SiteFooter />
        </Island>
        <IslandDataScript />
        {/* The islands' starter: in a build, the build's final pages step writes its built code here. */}
        {import.meta.env.DEV ? <DevIslands /> : null}
        {spaFallback ? <Scripts /> : null}
      </body>
    </html>
  );
}

/**
 * `npm run dev` runs the islands' starter from source, with the loader's and the due module's
 * sources as its settings (the build's starter fetches their built files). React Router's plugin
 * compiles every module for fast refresh, which needs its runtime loaded first (what <Scripts>
 * does in its own pages): its module's address is the plugin's (@react-router/dev 7.18.4,
 * "inject-hmr-runtime").
 */
function DevIslands() {
  const islands = useContext(PageIslandsContext);
  if (!islands || islands.count === 0) return null;
  const { load, quiet } = whenOnPage(islands.when);
  const settings: StarterSettings = {
    load,
    initial: [],
    loader: "/app/islands/client.tsx",
    due: ["/app/islands/due.ts"],
    quiet: Object.fromEntries([...quiet].map(([name, { use }]) => [name, { files: [], use }])),
  };
  const start = [
    'import "/@id/__x00__virtual:react-router/inject-hmr-runtime";',
    'import "/app/islands/starter.ts";',
  ].join("\n");
  return (
    <>
      <script
        type="application/json"
        id={starterSettingsId}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(settings) }}
      />
      <script type="module" dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  return (
    <div className="page">
      <h1>{heading}</h1>
      <p>
        Sorry, this page could not be shown. <a href="/">Go to the home page</a>.
      </p>
    </div>
  );
}
