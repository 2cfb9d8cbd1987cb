import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { countUpStepMs, countUpSteps, countUpValues } from "../../app/hooks/use-count-up";

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

/**
 * Opens the page on its own clock, paused once hydrated: a counter's steps then move only as far
 * as the test moves the clock, however busy the machine running the test is.
 */
async function openPaused(page: Page) {
  await page.clock.install({ time: new Date("2026-11-21T12:00:00-05:00") });
  await page.goto("/jade-services");
  await waitForHydration(page);
  await page.clock.pauseAt(new Date("2026-11-21T12:01:00-05:00"));
}

/**
 * Resolves once an observer of the test's own has seen the item come into view. The counter's
 * observer, created earlier, was told first, so its steps now wait on the paused clock.
 */
function seenInView(item: Locator) {
  return item.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
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
    await page.clock.install();
    await page.goto("/jade-services");
    await waitForHydration(page);
    await expectAllFinal(page);
    await counter(page, "Leadership groups").scrollIntoViewIfNeeded();
    // Longer than a count-up takes: still the final figures.
    await page.clock.runFor(countUpSteps * countUpStepMs * 2);
    await expectAllFinal(page);
  });
});

test.describe("with motion", () => {
  // A short phone screen, so the counters two rows down start below it, however they wrap.
  test.use({ reducedMotion: "no-preference", viewport: { width: 390, height: 480 } });

  test("a counter waits out of view, then counts up from zero to its figure", async ({ page }) => {
    await openPaused(page);
    const { label, value, suffix } = achievements.at(-2)!;
    const item = counter(page, label);
    await expect(item).not.toBeInViewport();
    // Longer than a whole count-up passes while it is out of view: it has not started.
    await page.clock.runFor(countUpSteps * countUpStepMs * 2);
    await expect(shown(item)).toHaveText(finalText(0, suffix));

    await item.scrollIntoViewIfNeeded();
    await seenInView(item);
    // Half-way through the count, a value on the way up, neither zero nor the figure.
    await page.clock.runFor((countUpSteps / 2) * countUpStepMs);
    await expect.poll(() => shownNumber(item)).toBeGreaterThan(0);
    expect(await shownNumber(item)).toBeLessThan(value);
    // Screen readers hear the final figure throughout, not the steps.
    await expect(item).toMatchAriaSnapshot(`
      - listitem: ${JSON.stringify(`${finalText(value, suffix)} ${label}`)}
    `);
    await page.clock.runFor(countUpSteps * countUpStepMs);
    await expect(shown(item)).toHaveText(finalText(value, suffix));
  });

  test("counts up over about two seconds in 60 steps", async ({ page }) => {
    await openPaused(page);
    // A counter that starts below the screen, so nothing has started it yet.
    const { label, value } = achievements.at(-2)!;
    const item = counter(page, label);
    await expect(item).not.toBeInViewport();
    await expect.poll(() => shownNumber(item)).toBe(0);
    await item.scrollIntoViewIfNeeded();
    await seenInView(item);
    // Each 33 ms shows the next step, in order, to the figure: about two seconds in all.
    const steps = countUpValues(value);
    for (const step of steps) {
      await page.clock.runFor(countUpStepMs);
      await expect.poll(() => shownNumber(item)).toBe(step);
    }
    expect(steps).toHaveLength(countUpSteps);
    expect(steps.at(-1)).toBe(value);
    expect(countUpSteps * countUpStepMs).toBeGreaterThan(1900);
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
