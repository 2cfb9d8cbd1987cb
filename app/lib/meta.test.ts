import { describe, expect, it } from "vitest";
import site from "virtual:content/site";
import { routeTable } from "~/route-table";
import { absoluteUrl, pageMeta } from "./meta";

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

  it("keeps the not-found page out of search engines and gives it no canonical URL", () => {
    const tags = pageMeta("not-found");
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});
