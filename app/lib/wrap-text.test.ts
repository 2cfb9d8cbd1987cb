import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap-text";

/** A line fits when it has at most `max` characters. */
const upTo = (max: number) => (line: string) => line.length <= max;

describe("wrapText", () => {
  it("fills each line with as many words as fit, breaking at white space", () => {
    expect(wrapText("Jamaican Association for Debating and Empowerment", upTo(20))).toEqual([
      "Jamaican Association",
      "for Debating and",
      "Empowerment",
    ]);
    expect(wrapText("  two\n words  ", upTo(20))).toEqual(["two words"]);
    expect(wrapText("", upTo(20))).toEqual([]);
  });

  it("leaves a word too long for a line alone on its line, unless told to break words", () => {
    expect(wrapText("a Supercalifragilistic b", upTo(8))).toEqual([
      "a",
      "Supercalifragilistic",
      "b",
    ]);
    expect(wrapText("a Supercalifragilistic b", upTo(8), { breakWords: true })).toEqual([
      "a",
      "Supercal",
      "ifragili",
      "stic b",
    ]);
  });

  it("puts at least one character on a line, even when none fits", () => {
    expect(wrapText("abc", () => false, { breakWords: true })).toEqual(["a", "b", "c"]);
  });

  it("never splits a character written as two UTF-16 units", () => {
    expect(wrapText("😀😀😀", (line) => [...line].length <= 2, { breakWords: true })).toEqual([
      "😀😀",
      "😀",
    ]);
  });
});
