import { expect } from "vitest";
import { programmeLevels } from "../../../app/content/sets";
import type { EnginePage } from "../engine";
import { byNextDay } from "../../../app/lib/stagings";
import { buildDay, content } from "../../support/site";

const { programmes, labels } = content.programmes;

/**
 * The Programmes overview's level filter narrows the overview's lines and the cards by the style
 * sheet alone (`:has()` on the chosen option, issue 40), so it must hold in each engine, with
 * scripts off as with them on: choosing each level the content names shows exactly its
 * programmes, and "every level" shows them all again. Scripts off on a phone, where the overview
 * is one column, and on at 1280 px, where its lines are the rows of a grid: the Chromium specs
 * leave both layouts to this check.
 */
export async function overviewFiltersByLevel(page: EnginePage) {
  const used = programmeLevels.filter((level) =>
    programmes.some((item) => item.levels.includes(level)),
  );
  expect(used.length, "the tests' content names two levels or more").toBeGreaterThan(1);
  for (const visit of [
    { width: 390, height: 844, scripts: "off" },
    { width: 1280, height: 800, scripts: "on" },
  ] as const) {
    await page.open("/jade-programmes", visit);
    for (const level of [...used, null]) {
      const shown = await page.evaluate((value) => {
        const select = document.querySelector<HTMLSelectElement>(".level-filter select");
        if (!select) throw new Error("no level filter");
        // As a choice leaves it: the option is selected, which is all the style sheet reads.
        const option = [...select.options].find((entry) =>
          value === "" ? entry.index === 0 : entry.value === value,
        );
        if (!option) throw new Error(`no choice "${value}"`);
        option.selected = true;
        const visible = (element: Element) => element.getClientRects().length > 0;
        return {
          lines: [...document.querySelectorAll(".overview__item")]
            .filter(visible)
            .map((item) => item.querySelector(".overview__name a")?.textContent?.trim() ?? ""),
          cards: [...document.querySelectorAll("main section.programme")]
            .filter(visible)
            .map((card) => card.querySelector("h2")?.textContent?.trim() ?? ""),
        };
      }, level ?? "");
      const expected = programmes
        .filter((item) => level === null || item.levels.includes(level))
        .map((item) => item.name);
      // The overview lists them in the order they come round (its unit test holds that order),
      // the cards in the content's.
      const comingRound = byNextDay(programmes, buildDay)
        .map((item) => item.name)
        .filter((name) => expected.includes(name));
      const what = `scripts ${visit.scripts} at ${visit.width} px, ${level ?? labels.overview.all}`;
      expect(shown.lines, `${what}: the overview's lines`).toEqual(comingRound);
      expect(shown.cards, `${what}: the cards`).toEqual(expected);
    }
  }
}
