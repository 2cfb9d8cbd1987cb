import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";

describe("highlight", () => {
  it("marks each matched word, whatever its case and accents, and keeps the text whole", () => {
    const text = "Montégo Bay hosts National Debaters' Week; debaters from MONTEGO come.";
    const pieces = highlight(text, ["montego", "debaters"]);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual([
      "Montégo",
      "Debaters",
      "debaters",
      "MONTEGO",
    ]);
  });

  it("marks nothing for no terms, and a word only whole (not 'debate' inside 'debates')", () => {
    expect(highlight("Debates", [])).toEqual([{ text: "Debates", match: false }]);
    expect(highlight("Debates", ["debate"])).toEqual([{ text: "Debates", match: false }]);
    expect(highlight("", ["debate"])).toEqual([]);
  });
});
