/**
 * Where a table breaks across pages, as the proposal PDF draws it: every page it is on starts with
 * its header row, no row is cut, and no page holds fewer than `minRows` of its rows (no row left
 * alone at the foot of one page or the top of the next) unless the table has fewer rows than that.
 */

export interface TableRoom {
  /** The header row's height. */
  header: number;
  /** The room left on the page the table would start on. */
  first: number;
  /** The room on a fresh page. */
  page: number;
}

export interface TablePages {
  /** Whether the table starts on a fresh page rather than where the text has got to. */
  newPage: boolean;
  /** The rows of each page the table is on, by index, in order. */
  pages: number[][];
}

/** Breaks rows of the given heights into pages; see the module's comment for the rules. */
export function tablePages(heights: readonly number[], room: TableRoom, minRows = 2): TablePages {
  const total = (from: number, to: number) =>
    heights.slice(from, to).reduce((sum, height) => sum + height, room.header);
  const keep = Math.min(minRows, heights.length);
  // Start here only if the header and the first rows a page must hold fit here; and move to a
  // fresh page when keeping rows company would leave fewer on this one.
  const here = total(0, keep) <= room.first ? fill(room.first) : undefined;
  if (here && !here.short) return { newPage: false, pages: here.pages };
  return { newPage: true, pages: fill(room.page).pages };

  /**
   * Fills pages greedily, the first with `firstRoom`, then pulls rows back from a page so that the
   * next holds at least `minRows`; `short` when that would leave the page itself with fewer (the
   * rows are kept anyway: only rows about a third of a page tall come to that).
   */
  function fill(firstRoom: number): { pages: number[][]; short: boolean } {
    const count = heights.length;
    const pages: number[][] = [];
    let short = false;
    let start = 0;
    let space = firstRoom;
    while (start < count) {
      let end = start;
      while (end < count && total(start, end + 1) <= space) end += 1;
      // A row taller than a page stands alone on its page: nothing else would hold it.
      if (end === start) end = start + 1;
      const left = count - end;
      if (left > 0 && left < minRows) {
        const pull = minRows - left;
        if (end - pull - start >= minRows) end -= pull;
        else short = true;
      }
      pages.push(Array.from({ length: end - start }, (_, index) => start + index));
      start = end;
      space = room.page;
    }
    return { pages, short };
  }
}
