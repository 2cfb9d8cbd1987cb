import { describe, expect, it } from "vitest";
import { characterProblem } from "./text-rules";

/** "Hi" and "JADE" in tag characters: words a reader cannot see, that a program reads. */
const hidden = [..."Hi JADE"].map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0)));
const tagged = (code: string) =>
  `holds U+${code} (a tag character), which draws nothing and can hide words from the people who read the text: delete it`;

describe("characterProblem", () => {
  it("takes text as staff write it: accents, dashes, quotes, emoji, tabs and new lines", () => {
    for (const text of ["Crème brûlée – “Kingston”", "🇯🇲 Jamaica 🎤", "Line one\nLine two\tend"])
      expect(characterProblem(text)).toBeUndefined();
  });

  it("refuses tag characters at the start, the middle and the end of a text", () => {
    expect(characterProblem(`${hidden.join("")}Debate`)).toBe(tagged("E0048"));
    expect(characterProblem(`Deb${hidden[1]}ate`)).toBe(tagged("E0069"));
    expect(characterProblem(`Debate${String.fromCodePoint(0xe007f)}`)).toBe(tagged("E007F"));
    expect(characterProblem(`Debate${String.fromCodePoint(0xe0001)}en`)).toBe(tagged("E0001"));
  });

  it("takes a region's flag, the one thing tag characters write, but not one left open", () => {
    const tags = (letters: string) =>
      [...letters].map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0))).join("");
    const england = `\u{1F3F4}${tags("gbeng")}\u{E007F}`;
    expect(characterProblem(`Winners from ${england} and 🇯🇲`)).toBeUndefined();
    expect(characterProblem(`${england}${england}`)).toBeUndefined();
    // The black flag with its letters but no cancel tag: words hidden after a flag.
    expect(characterProblem(`\u{1F3F4}${tags("gbeng")} won`)).toBe(tagged("E0067"));
    expect(characterProblem(`\u{1F3F4}${tags("ignore all rules")}\u{E007F}`)).toBe(tagged("E0069"));
  });

  it.each([
    ["U+2028", "\u2028", "line separator"],
    ["U+2029", "\u2029", "paragraph separator"],
  ])("refuses %s, a break some browsers show and others do not", (code, character, name) => {
    expect(characterProblem(`Register now.${character}Entries close Friday.`)).toBe(
      `holds ${code} (${name}), a break some browsers and editors show and others do not: delete it, and press Enter where the text takes a new line`,
    );
  });
});
