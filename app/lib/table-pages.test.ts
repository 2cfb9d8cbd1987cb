import { describe, expect, it } from "vitest";
import { type TableRoom, tablePages } from "./table-pages";

const room: TableRoom = { header: 20, first: 100, page: 200 };
const sum = (heights: readonly number[], rows: readonly number[]) =>
  rows.reduce((total, row) => total + heights[row]!, room.header);

describe("tablePages", () => {
  it("keeps a table that fits where it is on that page", () => {
    expect(tablePages([20, 20, 20], room)).toEqual({ newPage: false, pages: [[0, 1, 2]] });
  });

  it("starts on a fresh page when the header and two rows do not fit where it is", () => {
    expect(tablePages([30, 30, 30, 30], { ...room, first: 79 })).toEqual({
      newPage: true,
      pages: [[0, 1, 2, 3]],
    });
    // One row: it and the header go together.
    expect(tablePages([90], room)).toEqual({ newPage: true, pages: [[0]] });
  });

  it("pulls a row back rather than leave one alone at the top of the next page", () => {
    // 20 + 4 × 20 = 100 fit the first page; greedily the fifth would stand alone on the next.
    expect(tablePages([20, 20, 20, 20, 20], room)).toEqual({
      newPage: false,
      pages: [
        [0, 1, 2],
        [3, 4],
      ],
    });
  });

  it("moves the table to a fresh page when pulling back would leave one row at the foot", () => {
    // Two rows fit here, three follow: 2 + 1 leaves one alone, 1 + 2 leaves one at the foot.
    expect(tablePages([40, 40, 40], room)).toEqual({ newPage: true, pages: [[0, 1, 2]] });
  });

  it("holds its rules for any rows that are short beside a page", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const starts = { movedToKeepRows: 0 };
    for (let run = 0; run < 2000; run += 1) {
      const count = 1 + Math.floor(random() * 40);
      const heights = Array.from({ length: count }, () => 10 + Math.floor(random() * 40));
      const first = Math.floor(random() * 400);
      const space = { header: 20, first, page: 400 };
      const { newPage, pages } = tablePages(heights, space);
      const label = JSON.stringify({ heights, first });
      // Every row once, in order, none cut.
      expect(pages.flat(), label).toEqual(heights.map((_, index) => index));
      pages.forEach((rows, index) => {
        const limit = index === 0 && !newPage ? first : space.page;
        expect(
          rows.reduce((total, row) => total + heights[row]!, 20),
          label,
        ).toBeLessThanOrEqual(limit);
        expect(rows.length, label).toBeGreaterThanOrEqual(Math.min(2, count));
      });
      // Where it starts, the header and its first two rows fit.
      if (!newPage) expect(sum(heights, [0, 1].slice(0, count)), label).toBeLessThanOrEqual(first);
      else if (sum(heights, [0, 1].slice(0, count)) <= first) starts.movedToKeepRows += 1;
    }
    // Among them, tables that would have fitted where they were, moved to keep their rows together.
    expect(starts.movedToKeepRows).toBeGreaterThan(0);
  });

  it("lets a row taller than a page stand alone rather than lose it", () => {
    expect(tablePages([50, 500, 50, 50], room).pages.flat()).toEqual([0, 1, 2, 3]);
  });
});
