import { describe, expect, it } from "vitest";
import pages from "virtual:content/pages";
import site from "virtual:content/site";
import { type PageId, routeTable } from "~/route-table";
import { pageMeta as metaFor } from "./meta.server";
import { absoluteUrl as urlOn, findPage } from "./pages";

const pageMeta = (id: PageId) => metaFor({ site, pages }, id);
const absoluteUrl = (path: string) => urlOn(site.siteUrl, path);
const pageContent = (id: PageId) => findPage(pages, id);

describe("pageMeta", () => {
  it("gives every page a title, description, canonical URL and Open Graph tags", () => {
    for (const { id, path } of routeTable) {
      const tags = pageMeta(id);
      expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl(path) });
      expect(tags.find((tag) => "title" in tag)).toBeDefined();
      expect(tags.find((tag) => "name" in tag && tag.name === "description")).toBeDefined();
      expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl(path) });
    }
  });

  it("gives every page a different title", () => {
    const titles = routeTable.map(({ id }) => pageMeta(id).find((tag) => "title" in tag));
    expect(new Set(titles.map((tag) => JSON.stringify(tag))).size).toBe(routeTable.length);
  });

  it("builds canonical URLs from the one site-URL setting, without trailing slashes", () => {
    expect(absoluteUrl("/donate")).toBe(`${site.siteUrl}/donate`);
    expect(absoluteUrl("/")).toBe(`${site.siteUrl}/`);
  });

  it("gives every page its own social card, at an absolute address, with its size and a description", () => {
    for (const { id } of routeTable) {
      const tags = pageMeta(id);
      const { title } = pageContent(id);
      expect(tags).toContainEqual({
        property: "og:image",
        content: `${site.siteUrl}/og/${id}.png`,
      });
      expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
      expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
      expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
      const alt = tags.find((tag) => "property" in tag && tag.property === "og:image:alt");
      expect(alt).toMatchObject({ content: expect.stringContaining(title) });
      expect(alt).toMatchObject({ content: expect.stringContaining(site.shortName) });
      expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    }
  });

  it("keeps the not-found page out of search engines and gives it no canonical URL or card", () => {
    const tags = pageMeta("not-found");
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(
      tags.some((tag) => "property" in tag && String(tag.property).startsWith("og:image")),
    ).toBe(false);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("keeps exactly the pages the route table does not index out of search engines", () => {
    for (const { id, indexed } of routeTable) {
      const robots = pageMeta(id).find((tag) => "name" in tag && tag.name === "robots");
      expect(robots, id).toEqual(indexed ? undefined : { name: "robots", content: "noindex" });
    }
  });

  it("puts the organisation on every page and breadcrumbs on all but home and not-found", () => {
    const jsonLd = (id: Parameters<typeof pageMeta>[0]) =>
      pageMeta(id)
        .filter((tag) => "script:ld+json" in tag)
        .map(
          (tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"],
        );
    for (const { id } of routeTable) {
      expect(jsonLd(id)).toEqual(id === "home" ? ["NGO"] : ["NGO", "BreadcrumbList"]);
    }
    expect(jsonLd("not-found")).toEqual(["NGO"]);
  });
});
