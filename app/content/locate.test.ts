import { describe, expect, it } from "vitest";
import { itemNouns } from "./item-nouns";
import { locate } from "./locate";

// Records written here, not read from content/: the words of a place, not today's values.
const programmes = {
  programmes: [
    { id: "first", stagings: [{ id: "first-2025", dates: [{ start: "2025-01-01" }] }] },
    { id: "middle", stagings: [] },
    {
      id: "last",
      stagings: [
        { id: "last-2025", dates: [{ start: "2025-10-12" }] },
        {
          id: "last-2026",
          dates: [{ start: "2026-10-11" }, { start: "2026-10-13", end: "2026-10-18" }],
          results: { placings: [{ award: "Winner" }, { award: "Runner-up", name: "A. Person" }] },
        },
      ],
    },
  ],
};

describe("a place in a content file, as the check says it", () => {
  it("counts a list's items from 1, named as the editor names them, with their ID", () => {
    for (const [index, id] of ["first", "middle", "last"].entries())
      expect(locate("programmes", programmes, ["programmes", index, "name"])).toBe(
        `Programme ${index + 1} "${id}" › name`,
      );
  });

  it("steps into each record with ›, and through a record's own groups with dots", () => {
    expect(
      locate("programmes", programmes, ["programmes", 2, "stagings", 1, "dates", 1, "end"]),
    ).toBe('Programme 3 "last" › Staging 2 "last-2026" › Date 2 › end');
    expect(
      locate("programmes", programmes, [
        "programmes",
        2,
        "stagings",
        1,
        "results",
        "placings",
        1,
        "award",
      ]),
    ).toBe('Programme 3 "last" › Staging 2 "last-2026" › results › Placing 2 "A. Person" › award');
    expect(locate("adjudicators", {}, ["method", "windowMonths"])).toBe("method.windowMonths");
  });

  it("names an item of a list of texts by its number, and a list by its key", () => {
    expect(
      locate("site", { office: { address: ["1 Street", "Kingston"] } }, ["office", "address", 1]),
    ).toBe("office › Line 2");
    expect(locate("partners", { partners: [] }, ["partners"])).toBe("partners");
  });

  it("takes each item's name from the model, the same the editor uses", () => {
    expect(locate("announcements", { items: [{ id: "x" }] }, ["items", 0, "href"])).toBe(
      `${itemNouns.announcements.items} 1 "x" › href`,
    );
  });
});
