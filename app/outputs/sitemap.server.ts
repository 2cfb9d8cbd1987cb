/**
 * sitemap.xml and robots.txt, written by the content plugin from the route table and the one
 * site-URL setting. Pure functions, so a unit test reads every line.
 */
import { absoluteUrl } from "../lib/pages";
import { escapeXml } from "../lib/xml";
import { routeTable } from "../route-table";

/**
 * Every indexed page's canonical URL, in the route table's order. Pages the route table does not
 * mark `indexed` carry `noindex` (app/lib/meta.server.ts) and stay out; the not-found page is not
 * in the route table at all. A browser test checks that the sitemap lists exactly the built pages
 * without `noindex`.
 */
export function sitemapUrls(siteUrl: string, archives: readonly string[] = []): string[] {
  const indexed = routeTable.filter((entry) => entry.indexed);
  // An archive page (an earlier season's results: app/lib/archives.ts) right after its page.
  return indexed.flatMap((entry) => [
    absoluteUrl(siteUrl, entry.path),
    ...archives
      .filter((archive) => entry.path !== "/" && archive.startsWith(`${entry.path}/`))
      .map((archive) => absoluteUrl(siteUrl, archive)),
  ]);
}

/**
 * The sitemap protocol's XML, each page last modified on the build date (in Jamaica), with the
 * archive pages of the content on that day.
 */
export function sitemapXml(
  siteUrl: string,
  builtOn: string,
  archives: readonly string[] = [],
): string {
  const urls = sitemapUrls(siteUrl, archives).map(
    (url) =>
      `  <url>\n    <loc>${escapeXml(url)}</loc>\n    <lastmod>${builtOn}</lastmod>\n  </url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}

/** Everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export const sitemapFiles = { sitemap: "sitemap.xml", robots: "robots.txt" } as const;
