// The archive pages, rendered as the build renders them (issue 51), from the tests' content with
// a history: a season held before the tests' one (the oratorical challenge of August 2024, with
// results) and 25 articles, two pages more than Media Moments shows. Built on 1 December 2026, the
// latest season held is 2025–2026: 2024–2025 has a page of its own, as do articles 13 to 25.
import { describe, expect, it, vi } from "vitest";
import type { Article, Content, Staging } from "~/content/schema";

vi.mock("virtual:build-info", () => ({
  builtAt: Date.parse("2026-12-01T17:00:00Z"),
  builtOn: "2026-12-01",
}));

vi.mock("virtual:content/programmes", async (importOriginal) => {
  const { default: file } = await importOriginal<{ default: Content["programmes"] }>();
  const programmes = structuredClone(file);
  const first = programmes.programmes[0]!;
  const held = first.stagings[0]!;
  const yearBefore: Staging = {
    ...structuredClone(held),
    id: "noc-2024",
    edition: "2024",
    dates: held.dates.map(({ start, end }) => ({
      start: `2024${start.slice(4)}`,
      ...(end ? { end: `2024${end.slice(4)}` } : {}),
    })),
    results: {
      placings: [
        { award: "National champion", name: "Sample Speaker 2024", school: "Sample School" },
      ],
    },
  };
  first.stagings = [yearBefore, ...first.stagings];
  return { default: programmes };
});

vi.mock("virtual:content/articles", async (importOriginal) => {
  const { default: file } = await importOriginal<{ default: Content["articles"] }>();
  const [model] = file.articles;
  const more: Article[] = Array.from({ length: 22 }, (_, index) => ({
    ...model!,
    id: `story-${index + 1}`,
    title: `Sample story ${index + 1}`,
    // One a week back from the end of May 2025, older than the tests' three.
    published: new Date(Date.UTC(2025, 4, 31 - 7 * index)).toISOString().slice(0, 10),
  }));
  return { default: { ...file, articles: [...file.articles, ...more] } };
});

const { pagePaths, renderPage } = await import("~/render-page.server");

const render = async (path: string) => (await renderPage(path, { stylesheets: [] })).html;
/** The text of an HTML fragment, tags dropped, as a reader hears it. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the earlier seasons' results", () => {
  it("are a page of their own, in the build's list of pages", () => {
    expect(pagePaths).toContain("/results/2024-2025");
    expect(pagePaths).not.toContain("/results/2025-2026");
  });

  it("show the season's stagings under the season's heading, and link back to the latest", async () => {
    const html = await render("/results/2024-2025");
    expect(html).toContain("<h1>Results of the 2024–2025 season</h1>");
    expect(text(html)).toContain("National Oratorical Challenge 2024");
    expect(text(html)).toContain("Sample Speaker 2024");
    // Only its season: none of 2025–2026.
    expect(text(html)).not.toContain("National Oratorical Challenge 2025");
    expect(html).toContain('<span aria-current="page">2024–2025 season</span>');
    expect(html).toMatch(/<a href="\/results">Latest results<\/a>/);
    // It never changes: no island, and no data for one.
    expect(html).not.toContain('data-island="results-seasons"');
    expect(html).toContain(
      '<link rel="canonical" href="https://jade.example.org/results/2024-2025"',
    );
  });

  it("leave the Results page, which shows the latest season and links to them", async () => {
    const html = await render("/results");
    expect(text(html)).toContain("National Oratorical Challenge 2025");
    expect(text(html)).not.toContain("National Oratorical Challenge 2024");
    expect(html).toContain('<a href="/results/2024-2025">2024–2025 season</a>');
    // The island carries no staging of the earlier season.
    const data = /id="island-data">([^<]*)</.exec(html)?.[1] ?? "";
    expect(data).toContain("noc-2025");
    expect(data).not.toContain("noc-2024");
  });
});

describe("Media Moments' further pages", () => {
  it("hold twelve articles each, the rest on the last", async () => {
    expect(pagePaths).toEqual(expect.arrayContaining(["/media-moments/2", "/media-moments/3"]));
    expect(pagePaths).not.toContain("/media-moments/4");
    const first = text(await render("/media-moments"));
    const second = text(await render("/media-moments/2"));
    const third = text(await render("/media-moments/3"));
    // The tests' three articles are the newest, then the stories, a week apart.
    expect(first).toContain("Sample story 9");
    expect(first).not.toContain("Sample story 10 ");
    expect(second).toContain("Sample story 10 ");
    expect(second).toContain("Sample story 21");
    expect(third).toContain("Sample story 22");
    expect(third).not.toContain("Sample story 21");
  });

  it("link to each other, the one shown marked, and carry only their own articles' days", async () => {
    const html = await render("/media-moments/2");
    expect(html).toContain("<h1>Media Moments · Page 2 of 3</h1>");
    expect(html).toContain('<a href="/media-moments" rel="prev">Newer coverage</a>');
    expect(html).toContain('<a href="/media-moments/3" rel="next">Older coverage</a>');
    expect(html).toContain('<span aria-current="page">2</span>');
    const data = /id="island-data">([^<]*)</.exec(html)?.[1] ?? "";
    expect(data).toContain('"id":"story-10"');
    expect(data).not.toContain('"id":"story-9"');
    // Its titles are sent once, as HTML: the island carries each article's id and day.
    expect(data).not.toContain("Sample story 10");
  });
});
