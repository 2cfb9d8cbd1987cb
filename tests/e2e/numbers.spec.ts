/**
 * One numbers component (issue 40, point 5): the figures of home ("JADE in numbers"),
 * sponsorship ("Why sponsor") and the Services page's counters are drawn at one size, figure and
 * label alike, and their rows fill the width, at 390 and 1280 px. With reduced motion the
 * Services counters show their final figures, so each is read as written. (Donate's amounts are a
 * choice, not figures: tests/e2e/donate.spec.ts.)
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { visitAt } from "../support/screen";
import { content, seasonMoments, suppressAnnouncements } from "../support/site";
import { formatNumber } from "../../app/lib/format";

const achievement = (id: string) => content.services.achievements.find((entry) => entry.id === id)!;
const written = ({ value, suffix }: { value: number; suffix: string }) =>
  `${formatNumber(value)}${suffix}`;

/** Each page's figures: the heading of their section, and each figure's value and label. */
const lists = [
  {
    path: "/",
    heading: content.home.numbers.heading,
    figures: content.home.numbers.figures.map(achievement),
  },
  {
    path: "/programme-sponsorship",
    heading: content.sponsorship.pitch.heading,
    figures: content.sponsorship.pitch.figures.map(achievement),
  },
  {
    path: "/jade-services",
    heading: content.services.labels.achievementsHeading,
    figures: content.services.achievements,
  },
].map((list) => ({
  ...list,
  figures: list.figures.map((figure) => ({
    label: figure.label,
    value: written(figure),
  })),
}));

test.use({ reducedMotion: "reduce" });
test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const fontSize = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).fontSize);

/** The figures' list in the section under this heading. */
const figuresUnder = (page: Page, heading: string) =>
  page.getByRole("main").getByRole("region", { name: heading, exact: true }).getByRole("list");

for (const width of [390, 1280]) {
  test(`at ${width} px, one size of numbers component across pages, its rows filled`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const sizes = { value: new Set<string>(), label: new Set<string>() };
    for (const { path, heading, figures } of lists) {
      await visitAt(page, seasonMoments.betweenSeasons, path);
      const list = figuresUnder(page, heading);
      const items = list.getByRole("listitem");
      await expect(items, path).toHaveCount(figures.length);
      for (const [index, figure] of figures.entries()) {
        const item = items.nth(index);
        // The figure as drawn (on Services, the one that counts; screen readers get it too).
        sizes.value.add(await fontSize(item.getByText(figure.value, { exact: true }).first()));
        sizes.label.add(await fontSize(item.getByText(figure.label, { exact: true })));
        expect(sizes.value.size, `${path}: ${figure.value}`).toBe(1);
        expect(sizes.label.size, `${path}: ${figure.label}`).toBe(1);
      }
      // Every row ends at the list's right edge: the last row widens, no hole is left.
      const listBox = (await list.boundingBox())!;
      const rows = new Map<number, number>();
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        const top = Math.round(box.y);
        rows.set(top, Math.max(rows.get(top) ?? 0, box.x + box.width));
      }
      for (const [top, right] of rows)
        expect(right, `${path}: the row at ${top} px`).toBeCloseTo(listBox.x + listBox.width, 0);
      // At most four a row.
      expect(rows.size, path).toBeGreaterThanOrEqual(Math.ceil(figures.length / 4));
    }
  });
}
