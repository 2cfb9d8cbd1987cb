import { describe, expect, it } from "vitest";
import type { Article } from "../content/schema";
import { newestFirst } from "./articles";

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
