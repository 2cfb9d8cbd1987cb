import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/load.server";
import { monogram } from "./monogram";

describe("monogram", () => {
  it.each([
    ["National Debaters' Week", "NDW"],
    ["Debate Academy and Open", "DAO"],
    ["National Collegiate Debating Championship", "NCDC"],
    ["Speech and Poetry Slam", "SPS"],
    ["Classics", "Classics"],
    ["The Jamaica Schools' Oratory and Debate Festival of the Arts", "JSOD"],
    ["Élan – débat", "ÉD"],
    ["Of and The", "OAT"],
  ])("writes %j as %j", (name, letters) => {
    expect(monogram(name)).toBe(letters);
  });

  it("gives every programme in the content letters of its own", () => {
    const { programmes } = loadContent().programmes;
    const letters = programmes.map((programme) => monogram(programme.name));
    expect(letters.every((entry) => entry.length > 0)).toBe(true);
    expect(new Set(letters).size).toBe(programmes.length);
  });
});
