import { expect, test } from "../support/fixtures";
import { jsonLdProblems, nodesOf } from "../support/json-ld";
import { isOver } from "../../app/lib/stagings";
import { type RouteId, pathOf } from "../../app/route-table";
import { builtOn, content, pages, pagesUnderTest } from "../support/site";

const { siteUrl } = content.site;

/** The JSON-LD blocks of a page's prerendered HTML, as a crawler reads them, raw and parsed. */
async function jsonLdOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => {
    const raw = match[1] ?? "";
    return { raw, data: JSON.parse(raw) as unknown };
  });
}

test.describe("structured data in every built page", () => {
  for (const page of pagesUnderTest) {
    test(`${page.path}: valid JSON-LD for the organisation${page.id === "home" || page.id === "not-found" ? "" : " and breadcrumbs"}`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      const blocks = await jsonLdOf(await response.text());
      expect(blocks.length).toBeGreaterThan(0);
      for (const { raw, data } of blocks) {
        expect(jsonLdProblems(data)).toEqual([]);
        // Nothing inside a data block may look like markup.
        expect(raw).not.toContain("<");
      }
      const nodes = blocks.flatMap(({ data }) => nodesOf(data));
      const types = nodes.map((node) => node["@type"]);
      expect(types.filter((type) => type === "NGO")).toHaveLength(1);
      const crumbs = nodes.filter((node) => node["@type"] === "BreadcrumbList");
      if (page.id === "home" || page.id === "not-found") {
        expect(crumbs).toHaveLength(0);
      } else {
        expect(crumbs).toHaveLength(1);
        const name = content.pages.pages.find((entry) => entry.id === page.id)?.name;
        // An archive page (an earlier season's results) one step under its page.
        expect(crumbs[0]?.itemListElement).toMatchObject([
          { position: 1, item: `${siteUrl}/` },
          ...(page.archive
            ? [
                { position: 2, name, item: `${siteUrl}${pathOf(page.id as RouteId)}` },
                { position: 3, name: page.heading, item: `${siteUrl}${page.path}` },
              ]
            : [{ position: 2, name, item: `${siteUrl}${page.path}` }]),
        ]);
      }
    });
  }

  test("the Programmes page describes each staging to come or under way as an Event", async ({
    request,
  }) => {
    const html = await (await request.get("/jade-programmes")).text();
    const events = (await jsonLdOf(html))
      .flatMap(({ data }) => nodesOf(data))
      .filter((node) => node["@type"] === "Event");
    const day = await builtOn(request);
    for (const programme of content.programmes.programmes) {
      // The events a visitor can still go to on the build's day: the Results pages keep the rest.
      const shown = programme.stagings.filter((staging) => !isOver(staging, day));
      for (const staging of programme.stagings.filter((candidate) => !shown.includes(candidate)))
        expect(events.map((event) => event.name)).not.toContain(
          `${programme.name} ${staging.edition}`,
        );
      for (const staging of shown) {
        const name = `${programme.name} ${staging.edition}`;
        const found = events.filter((event) => event.name === name);
        expect(found.map((event) => [event.startDate, event.endDate])).toEqual(
          staging.dates.map((span) => [span.start, span.end ?? span.start]),
        );
        for (const event of found) {
          expect(event).toMatchObject({
            location: { name: staging.venue },
            organizer: { name: content.site.name, url: `${siteUrl}/` },
          });
        }
      }
    }
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("robots.txt allows everything and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain(`\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  test("the sitemap lists exactly the pages without noindex, at their canonical URLs", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const entries = [
      ...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g),
    ];
    expect(entries.length).toBe(xml.match(/<url>/g)?.length);
    const listed = entries.map((entry) => entry[1]);
    // One build date for every page, a calendar date.
    expect(new Set(entries.map((entry) => entry[2])).size).toBe(1);
    expect(entries[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const expected: string[] = [];
    for (const page of pages) {
      const html = await (await request.get(page.path)).text();
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (!noindex) {
        expect(canonical, page.path).toBe(
          page.path === "/" ? `${siteUrl}/` : `${siteUrl}${page.path}`,
        );
        expect(canonical).toBeDefined();
        expected.push(canonical ?? "");
      }
    }
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).not.toContain(`${siteUrl}/search`);
  });
});
