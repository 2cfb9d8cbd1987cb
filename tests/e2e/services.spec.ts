import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

const { labels, achievements } = content.services;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

const finalText = (value: number, suffix: string) => `${value.toLocaleString("en-US")}${suffix}`;

const counter = (page: Page, label: string) =>
  page
    .getByRole("region", { name: labels.achievementsHeading })
    .getByRole("list")
    .getByRole("listitem")
    .filter({ hasText: label });

/** The figure as drawn on screen (the moving one; screen readers get the final figure). */
const shown = (item: Locator) => item.getByText(/^[\d,]+\D*$/).first();
const shownNumber = async (item: Locator) =>
  Number((await shown(item).textContent())?.replace(/\D/g, ""));

async function expectAllFinal(page: Page) {
  for (const { label, value, suffix } of achievements) {
    await expect(shown(counter(page, label))).toHaveText(finalText(value, suffix));
  }
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the counters show their final figures", async ({ page }) => {
    await page.goto("/jade-services");
    await expect(
      page
        .getByRole("region", { name: labels.achievementsHeading })
        .getByRole("list")
        .getByRole("listitem"),
    ).toHaveCount(content.services.achievements.length);
    await expectAllFinal(page);
    await expect(shown(counter(page, "Participants"))).toHaveText("10,000+");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 700 } });

  test("the counters show their final figures at once and never move", async ({ page }) => {
    await page.goto("/jade-services");
    await waitForHydration(page);
    await expectAllFinal(page);
    const last = counter(page, "Leadership groups");
    await last.scrollIntoViewIfNeeded();
    for (let check = 0; check < 5; check++) {
      await page.waitForTimeout(100);
      await expect(shown(last)).toHaveText("15+");
      await expect(shown(counter(page, "Participants"))).toHaveText("10,000+");
    }
  });
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 390, height: 700 } });

  test("a counter waits out of view, then counts up from zero to its figure", async ({ page }) => {
    await page.goto("/jade-services");
    await waitForHydration(page);
    const item = counter(page, "Psychosocial interventions");
    await expect(item).not.toBeInViewport();
    await expect(shown(item)).toHaveText("0+");

    await item.scrollIntoViewIfNeeded();
    // A value on the way up, neither zero nor the figure.
    await expect
      .poll(() => shownNumber(item), { intervals: [20], timeout: 3000 })
      .toBeGreaterThan(0);
    const midway = await shownNumber(item);
    expect(midway).toBeLessThan(1000);
    // Screen readers hear the final figure throughout, not the steps.
    await expect(item).toMatchAriaSnapshot(`
      - listitem:
        - paragraph: 1,000+
        - paragraph: Psychosocial interventions
    `);
    await expect(shown(item)).toHaveText("1,000+", { timeout: 4000 });
  });

  test("counts up over about two seconds in 60 steps", async ({ page }) => {
    await page.goto("/jade-services");
    await waitForHydration(page);
    const item = counter(page, "Participants");
    await item.scrollIntoViewIfNeeded();
    // 10,000 in 60 steps: every value seen is a step of the way (a multiple of about 166.7).
    const seen = new Set<number>();
    const started = Date.now();
    while (Date.now() - started < 4000) {
      const value = await shownNumber(item);
      seen.add(value);
      if (value === 10_000) break;
      await page.waitForTimeout(15);
    }
    const elapsed = Date.now() - started;
    expect(seen.has(10_000)).toBe(true);
    expect([...seen].filter((value) => value > 0 && value < 10_000).length).toBeGreaterThan(5);
    for (const value of seen) {
      const step = (value * 60) / 10_000;
      expect(Math.abs(step - Math.round(step))).toBeLessThan(0.01);
    }
    expect(elapsed).toBeGreaterThan(1000);
  });
});

test("each service section has its contact address", async ({ page }) => {
  await page.goto("/jade-services");
  for (const section of content.services.sections) {
    const region = page.getByRole("region", { name: section.title });
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.title);
    const contact = content.contacts.contacts.find((entry) => entry.id === section.contact)!;
    await expect(region.getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    await expect(region).toContainText(`${labels.contact}: ${contact.email}`);
  }
});
