import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { content } from "../../support/site";
import { wordsOfControl } from "../../support/control-words";

const words = content.donate.reference;

/**
 * The words of "What your gift is for" on /donate are whole at each width: its name and every
 * choice it offers, each within its box and on the screen. Chromium and WebKit showed "Wherever it
 * is needed mo…" at 1280 px, where the choice was a <select> half the card wide; at 320 px the
 * select cut it in every engine, and the longest purpose at every phone width.
 */
export async function giftPurposeIsWhole(page: EnginePage, widths = [1280, 390]) {
  for (const width of widths) {
    await page.open("/donate", { width, height: 900 });
    const found = await page.evaluate(wordsOfControl, words.purpose);
    expect(found.choices, `${width} px: the choices of the ${found.control}`).toEqual([
      words.anyPurpose,
      ...words.purposes.map((purpose) => purpose.label),
    ]);
    expect(
      found.cut,
      `${width} px: words cut in "${words.purpose}" (a ${found.control}): ${found.cut.join("; ")}`,
    ).toHaveLength(0);
  }
}
