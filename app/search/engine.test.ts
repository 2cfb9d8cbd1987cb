import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { searchFromJson, searcher } from "./engine";
import { excerpt, type SearchDocument, searchOptions } from "./options";

const documents: SearchDocument[] = [
  {
    id: "certified-adjudicator-ranking",
    page: "Certified Adjudicator Ranking",
    title: "Certified Adjudicator Ranking",
    url: "/certified-adjudicator-ranking",
    text: "How JADE ranks its certified adjudicators.",
    excerpt: "How JADE ranks its certified adjudicators.",
  },
  {
    id: "jade-programmes:2",
    page: "Programmes",
    title: "National Debaters' Week",
    url: "/jade-programmes#national-debaters-week",
    text: "A week of debates, workshops and public showcases in Montégo Bay.",
    excerpt: "A week of debates…",
  },
  {
    id: "jade-programmes:3",
    page: "Programmes",
    title: "National Debaters' Week › Venues",
    url: "/jade-programmes#national-debaters-week",
    text: "Schools across the island host debates.",
    excerpt: "Schools across…",
  },
  {
    id: "donate",
    page: "Donate",
    title: "Donate",
    url: "/donate",
    text: "Support JADE by bank transfer.",
    excerpt: "Support JADE by bank transfer.",
  },
];

function search() {
  const index = new MiniSearch(searchOptions);
  index.addAll(documents);
  return searcher(index);
}

describe("site search", () => {
  it("finds a page by a word of its title, and by the start of a word being typed", () => {
    expect(search()("adjudicator")[0]?.url).toBe("/certified-adjudicator-ranking");
    expect(search()("adjud")[0]?.url).toBe("/certified-adjudicator-ranking");
  });

  it("forgives small typos, ignores case and accents, and strips apostrophes", () => {
    expect(search()("adjudcator")[0]?.url).toBe("/certified-adjudicator-ranking");
    expect(search()("DEBATERS WEEK")[0]?.url).toBe("/jade-programmes#national-debaters-week");
    expect(search()("montego")[0]?.title).toBe("National Debaters' Week");
  });

  it("returns each address once, best first, up to the limit", () => {
    const hits = search()("debates");
    expect(hits.map((hit) => hit.url)).toEqual(["/jade-programmes#national-debaters-week"]);
    expect(search()("jade", 1)).toHaveLength(1);
  });

  it("needs every word to match, so more words narrow the results", () => {
    expect(search()("bank transfer").map((hit) => hit.url)).toEqual(["/donate"]);
    expect(search()("bank adjudicator")).toEqual([]);
  });

  it("finds nothing for an empty query", () => {
    expect(search()("   ")).toEqual([]);
  });

  it("answers the same after a round trip through JSON, as the browser loads it", () => {
    const index = new MiniSearch(searchOptions);
    index.addAll(documents);
    const loaded = searchFromJson(JSON.stringify(index));
    expect(loaded("adjudcator")).toEqual(search()("adjudcator"));
  });
});

describe("ranking by page", () => {
  /** A section that says `text` under `title`, on the page whose id begins `id`. */
  const section = (id: string, title: string, text: string): SearchDocument => ({
    id,
    page: id.split(":")[0]!,
    title,
    url: `/${id.replace(":", "#")}`,
    text,
    excerpt: text,
  });

  it("puts the programmes and the results before other pages, and the news after, for the same words", () => {
    const index = new MiniSearch(searchOptions);
    index.addAll([
      section("media-moments:1", "Slam night", "The poetry slam final in Kingston."),
      section("about-jade:2", "Slam night", "The poetry slam final in Kingston."),
      section("results:4", "Slam night", "The poetry slam final in Kingston."),
      section("jade-programmes:6", "Slam night", "The poetry slam final in Kingston."),
    ]);
    const order = searcher(index)("poetry slam").map((hit) => hit.id.split(":")[0]);
    expect(order.slice(0, 2).sort()).toEqual(["jade-programmes", "results"]);
    expect(order.slice(2)).toEqual(["about-jade", "media-moments"]);
  });
});

describe("excerpt", () => {
  it("keeps short text whole and cuts long text at a word, with an ellipsis", () => {
    expect(excerpt("Short text.", 20)).toBe("Short text.");
    expect(excerpt("Debate and speech competitions, for every parish", 30)).toBe(
      "Debate and speech…",
    );
  });
});

describe("the terms a hit carries", () => {
  it("are the document's words the query matched, folded, for highlighting", () => {
    expect(search()("montego debate")[0]?.terms).toEqual(["debaters", "debates", "montego"]);
  });
});
