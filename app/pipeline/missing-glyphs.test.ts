import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load.server";
import { missingGlyphs, outOfDateWarning } from "./check.server";

const content = loadContent();

describe("a character the site's font lacks", () => {
  it("is named with its file, record and field, as a warning", () => {
    expect(missingGlyphs(content)).toBe("");
    const [first, ...rest] = content.team.board;
    const edited = {
      ...content,
      team: { ...content.team, board: [{ ...first!, name: "Zoë Nőmeth 王" }, ...rest] },
    };
    const warning = missingGlyphs(edited);
    expect(warning).toMatch(/^These characters are not in the site's font/);
    expect(warning).toMatch(/content\/team\.yaml › Board member 1 .*name: "ő", "王"$/m);
    // ë is in the font: only what it lacks is named.
    expect(warning).not.toContain('"ë"');
    // The build and content:check print it with what has gone out of date.
    expect(outOfDateWarning(edited, Date.parse("2026-11-28T12:00:00-05:00"))).toContain(warning);
  });
});
