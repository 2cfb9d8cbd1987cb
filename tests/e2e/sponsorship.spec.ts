import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

const { labels } = content.sponsorship;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

/** The spec's cost table (section 9), written out as a visitor must read it. */
const specCosts: [string, string[]][] = [
  [
    "National Oratorical Challenge 2025",
    ["Not offered", "J$200,000", "J$100,000", "J$50,000", "J$25,000"],
  ],
  [
    "National Debaters' Week 2025",
    ["J$2,000,000", "J$1,000,000", "J$750,000", "J$500,000", "J$100,000"],
  ],
  [
    "Speech and Poetry Slam 2025",
    ["Not offered", "J$200,000", "J$100,000", "J$50,000", "J$25,000"],
  ],
  [
    "Debate Academy and Open 2026",
    ["J$2,000,000", "J$1,000,000", "J$700,000", "J$500,000", "J$100,000"],
  ],
  [
    "National Collegiate Debating Championship 2026",
    ["J$400,000", "J$200,000", "J$100,000", "J$50,000", "J$30,000"],
  ],
  ["Classics 2026", ["Not offered", "J$200,000", "J$100,000", "J$50,000", "J$25,000"]],
];

const table = (page: Page) => page.getByRole("table", { name: labels.costsCaption });

async function expectSpecCosts(page: Page) {
  await expect(table(page).getByRole("columnheader")).toHaveText([
    labels.programme,
    "Platinum",
    "Gold",
    "Silver",
    "Bronze",
    "Super Supporter",
  ]);
  await expect(table(page).getByRole("rowheader")).toHaveText(specCosts.map(([name]) => name));
  for (const [name, cells] of specCosts) {
    await expect(table(page).getByRole("row", { name }).getByRole("cell")).toHaveText(cells);
  }
}

test("the cost table shows the spec's prices in J$, named by its caption, with header scopes", async ({
  page,
}) => {
  await page.goto("/programme-sponsorship");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: labels.costsHeading })).toBeVisible();
  await expectSpecCosts(page);
  for (const header of await table(page).getByRole("columnheader").all()) {
    await expect(header).toHaveAttribute("scope", "col");
  }
  for (const header of await table(page).getByRole("rowheader").all()) {
    await expect(header).toHaveAttribute("scope", "row");
  }
});

test("each tier says it includes the tier below it, and lists its own entitlements", async ({
  page,
}) => {
  await page.goto("/programme-sponsorship");
  const tiers = page.getByRole("region", { name: labels.tiersHeading });
  await expect(tiers.getByRole("heading", { level: 3 })).toHaveText([
    "Platinum",
    "Gold",
    "Silver",
    "Bronze",
    "Super Supporter",
  ]);
  const cards = tiers
    .getByRole("list")
    .first()
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(cards).toHaveCount(5);
  const below = ["Gold", "Silver", "Bronze", "Super Supporter"];
  for (const [index, tier] of content.sponsorship.tiers.entries()) {
    const card = cards.nth(index);
    const lower = below[index];
    if (lower) {
      await expect(card).toContainText(`Everything in ${lower}, plus:`);
      await expect(card.getByRole("link", { name: lower })).toHaveAttribute(
        "href",
        `#tier-${content.sponsorship.tiers[index + 1]?.id}`,
      );
    } else {
      await expect(card).not.toContainText("Everything in");
    }
    for (const entitlement of tier.entitlements) {
      await expect(card).toContainText(entitlement);
    }
  }
});

test("a programme's anchor lands on its row and marks it", async ({ page }) => {
  await page.goto("/programme-sponsorship#costs-classics");
  await waitForHydration(page);
  const row = table(page).getByRole("row", { name: "Classics 2026" });
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute("id", "costs-classics");
  await expect(row).toHaveAttribute("data-targeted", "");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every price is readable without scrolling sideways", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    await expectSpecCosts(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const frameWidth = await table(page).evaluate(
      (element) =>
        (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
    );
    expect(frameWidth).toBeLessThanOrEqual(0);
    for (const cell of await table(page).getByRole("cell").all()) {
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  });

  test("each price is shown beside its tier's name", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    const cell = table(page)
      .getByRole("row", { name: "National Debaters' Week 2025" })
      .getByRole("cell")
      .first();
    const label = await cell.evaluate((element) => getComputedStyle(element, "::before").content);
    expect(label).toContain("Platinum");
    await expect(cell).toHaveText("J$2,000,000");
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the tiers and the whole cost table are in the page", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await expectSpecCosts(page);
    await expect(
      page.getByRole("region", { name: labels.tiersHeading }).getByRole("heading", { level: 3 }),
    ).toHaveCount(5);
  });
});
