import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

const { text } = content.adjudicators;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

const method = (page: Page) => page.getByRole("region", { name: text.methodHeading });
const table = (page: Page) => page.getByRole("table");

test("explains the method: the three weights, the 36-month window and the class bands", async ({
  page,
}) => {
  await page.goto("/certified-adjudicator-ranking");
  await expect(method(page).getByRole("listitem")).toHaveText([
    "Adjudicator test score: 40%",
    "Tournaments judged in the last 36 months: 30%",
    "Accreditation score: 30%",
    /^A\s*90% and above$/,
    /^B\s*75% to under 90%$/,
    /^C\s*60% to under 75%$/,
    /^Unranked\s*Below 60%$/,
  ]);
});

test("lists the 18 adjudicators by first name, last name and rank: 5 A, 5 B and 8 C", async ({
  page,
}) => {
  await page.goto("/certified-adjudicator-ranking");
  await waitForHydration(page);
  await expect(table(page).getByRole("columnheader")).toHaveText([
    text.firstName,
    text.lastName,
    text.rank,
  ]);
  const rows = table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(18);
  const withRank = (rank: string) =>
    rows.filter({ has: page.getByRole("cell", { name: rank, exact: true }) });
  await expect(withRank("A")).toHaveCount(5);
  await expect(withRank("B")).toHaveCount(5);
  await expect(withRank("C")).toHaveCount(8);
  const first = content.adjudicators.adjudicators[0]!;
  await expect(
    table(page).getByRole("row", { name: `${first.firstName} ${first.lastName}` }),
  ).toHaveCount(1);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in ${colorScheme}`, () => {
    test.use({ colorScheme });

    test("A, B, C and Unranked each look different, and say which they are", async ({ page }) => {
      await page.goto("/certified-adjudicator-ranking");
      const styles = new Set<string>();
      for (const rank of ["A", "B", "C", "Unranked"]) {
        const badge = method(page).getByRole("listitem").getByText(rank, { exact: true });
        await expect(badge).toBeVisible();
        styles.add(
          await badge.evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.backgroundColor} ${style.color} ${style.borderStyle}`;
          }),
        );
      }
      expect(styles.size).toBe(4);
    });
  });
}
