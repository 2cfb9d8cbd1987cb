// First, so its `@layer` order statement comes before any component's layered rules in the
// bundled stylesheet (a component's `@layer components` seen first would reorder the layers).
import "./styles/app.css";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site/footer";
import { SiteHeader } from "./components/site/header";
import { ScrollRestoration } from "./components/site/scroll-restoration";
import { shellData } from "./content/route-data.server";
import { contentNeverChanges, useContent } from "./content/use-content";
import { brandColours } from "./lib/brand";
import { iconFiles } from "./lib/identity-files";
import { bootScript } from "./lib/boot-script";
import interSubset from "./assets/fonts/inter-subset-wght.woff2?url";

/** The header, footer and announcements' content, for every page (at build time only). */
export const loader = () => shellData();
export const shouldRevalidate = contentNeverChanges;

/** The one web font, fetched at once rather than after the stylesheet is parsed. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useContent("site");
  return (
    // The head script sets data-theme before React loads, and the app sets data-hydrated: React
    // must not undo either.
    <html lang="en-JM" suppressHydrationWarning>
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
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Tests and scripts-off styles key off this: the page is interactive from here on.
    document.documentElement.dataset.hydrated = "";
  }, []);
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
