import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  fontCharacters,
  fontFile,
  fontUnicodeRange,
  makeFontSubset,
} from "../../scripts/font-subset.mjs";
import { loadContent } from "../content/load";

/** The unicode-range that covers exactly these characters. */
function rangeOf(characters: string): string {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs
    .map(([from, to]) =>
      from === to ? hex(from) : `${hex(from)}-${to.toString(16).toUpperCase().padStart(4, "0")}`,
    )
    .join(", ");
}

describe("the subset web font", () => {
  it("declares exactly the characters it keeps", () => {
    expect(fontUnicodeRange).toBe(rangeOf(fontCharacters));
    const css = readFileSync("app/styles/app.css", "utf8").replace(/\s+/g, " ");
    expect(css).toContain(`unicode-range: ${fontUnicodeRange};`);
  });

  it("keeps every character the content writes", () => {
    const text = JSON.stringify(loadContent());
    const missing = [...new Set(text)].filter((char) => !fontCharacters.includes(char));
    // A character outside the font shows in the fallback font: add it to scripts/font-subset.mjs.
    expect(missing.map((char) => `${char} U+${char.codePointAt(0)?.toString(16)}`)).toEqual([]);
  });

  it("is the committed file, so the font and its list cannot drift apart", async () => {
    const made = Buffer.from(await makeFontSubset());
    expect(made.equals(readFileSync(fontFile)), "run npm run font").toBe(true);
    expect(made.length).toBeLessThan(32_000);
  });
});
