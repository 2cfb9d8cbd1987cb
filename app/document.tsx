// First, so its `@layer` order statement comes before any component's layered rules in the
// bundled stylesheet (a component's `@layer components` seen first would reorder the layers).
import "./styles/app.css";
import type { ReactNode } from "react";
import { SiteFooter } from "./components/site/footer";
import { SiteHeader } from "./components/site/header";
import { useContent } from "./hooks/use-content";
import { Island, IslandDataScript } from "./islands/island";
import { brandColours } from "./lib/brand";
import { iconFiles } from "./lib/identity-files";
import { bootScript } from "./lib/boot-script";
import { type HeadTag, HeadTags } from "./lib/head-tags";

/**
 * Every page's document: the head (its own tags, the stylesheet), the skip link, the
 * header and footer islands, the page, and the islands' data. The islands' starter is added by
 * whoever writes the page (app/render-page.server.tsx), which knows the built files.
 */
export function Document({
  head,
  stylesheets,
  children,
}: {
  head: readonly HeadTag[];
  stylesheets: readonly string[];
  children: ReactNode;
}) {
  const site = useContent("site");
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
        <HeadTags tags={head} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
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
      </body>
    </html>
  );
}
