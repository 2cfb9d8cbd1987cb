import { describe, expect, it } from "vitest";
import { routeTable } from "../route-table";
import { robotsTxt, sitemapUrls, sitemapXml } from "./sitemap.server";

const siteUrl = "https://jade.example.org";

describe("sitemap", () => {
  it("lists every indexed page of the route table, at canonical URLs", () => {
    const urls = sitemapUrls(siteUrl);
    expect(urls[0]).toBe(`${siteUrl}/`);
    expect(urls).toContain(`${siteUrl}/jade-programmes`);
    expect(urls).toContain(`${siteUrl}/page-listing`);
    expect(urls).toContain(`${siteUrl}/privacy`);
    expect(urls).not.toContain(`${siteUrl}/search`);
    expect(urls.some((url) => url.endsWith("/404"))).toBe(false);
    expect(urls.every((url) => url === `${siteUrl}/` || !url.endsWith("/"))).toBe(true);
    expect(urls).toEqual(
      routeTable.filter((entry) => entry.indexed).map((entry) => `${siteUrl}${entry.path}`),
    );
  });

  it("lists each archive page right after its page", () => {
    const archives = ["/results/2025-2026", "/media-moments/2", "/results/2024-2025"];
    const urls = sitemapUrls(siteUrl, archives);
    const at = (path: string) => urls.indexOf(`${siteUrl}${path}`);
    expect(at("/media-moments/2")).toBe(at("/media-moments") + 1);
    expect(at("/results/2025-2026")).toBe(at("/results") + 1);
    expect(at("/results/2024-2025")).toBe(at("/results") + 2);
    expect(urls).toHaveLength(sitemapUrls(siteUrl).length + archives.length);
    expect(sitemapXml(siteUrl, "2026-11-21", archives)).toContain(
      `<loc>${siteUrl}/results/2024-2025</loc>`,
    );
  });

  it("writes the sitemap protocol's XML with the build date", () => {
    const xml = sitemapXml(siteUrl, "2026-11-21");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml).toContain(
      `  <url>\n    <loc>${siteUrl}/donate</loc>\n    <lastmod>2026-11-21</lastmod>\n  </url>\n`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(sitemapUrls(siteUrl).length);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });
});

describe("robots.txt", () => {
  it("allows everything and names the sitemap", () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
});
