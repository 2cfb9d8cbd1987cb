import { describe, expect, it } from "vitest";
import type { Article } from "../content/schema";
import { archivedFrom, archivedIds, isArchived, newestFirst } from "./articles";

const article = (id: string, published: string) => ({ id, published }) as Article;

describe("newestFirst", () => {
  it("orders by the day published, newest first, whatever order the file has", () => {
    const order = newestFirst([
      article("middle", "2025-08-09"),
      article("oldest", "2025-06-20"),
      article("newest", "2025-10-13"),
    ]).map((entry) => entry.id);
    expect(order).toEqual(["newest", "middle", "oldest"]);
  });

  it("keeps the file's order between articles of one day, and copes with none", () => {
    const order = newestFirst([article("first", "2025-08-09"), article("second", "2025-08-09")]);
    expect(order.map((entry) => entry.id)).toEqual(["first", "second"]);
    expect(newestFirst([])).toEqual([]);
  });
});

describe("the archive", () => {
  it("takes an article six months after it was published, on that day", () => {
    expect(archivedFrom("2025-10-13")).toBe("2026-04-13");
    expect(isArchived(article("a", "2025-10-13"), "2026-04-12")).toBe(false);
    expect(isArchived(article("a", "2025-10-13"), "2026-04-13")).toBe(true);
  });

  it("across the year's end, and from a day the later month lacks, on its last day", () => {
    expect(archivedFrom("2025-07-01")).toBe("2026-01-01");
    expect(archivedFrom("2025-12-31")).toBe("2026-06-30");
    expect(archivedFrom("2025-08-31")).toBe("2026-02-28");
    expect(archivedFrom("2027-08-31")).toBe("2028-02-29");
    expect(archivedFrom("2026-01-01")).toBe("2026-07-01");
  });

  it("names the articles from the archive on a day: none, some, then all", () => {
    const articles = [
      article("newest", "2025-10-13"),
      article("middle", "2025-08-09"),
      article("oldest", "2025-06-20"),
    ];
    expect(archivedIds(articles, "2025-12-19")).toEqual([]);
    expect(archivedIds(articles, "2025-12-20")).toEqual(["oldest"]);
    expect(archivedIds(articles, "2025-12-31")).toEqual(["oldest"]);
    expect(archivedIds(articles, "2026-02-09")).toEqual(["middle", "oldest"]);
    expect(archivedIds(articles, "2026-11-28")).toEqual(["newest", "middle", "oldest"]);
  });
});
