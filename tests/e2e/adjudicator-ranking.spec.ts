import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { adjudicatorRanks } from "../../app/content/sets";

const { text } = content.adjudicators;
const register = content.adjudicators.adjudicators;
const ofRank = (rank: string) => register.filter((entry) => entry.rank === rank).length;
const all = `All (${register.length})`;

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
  await expect(method(page)).toContainText(
    "Tournaments count as a share of 12: judging 12 or more in the window earns the full 30%",
  );
});

test("lists every adjudicator by first name, last name and rank, with each rank's count", async ({
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
  await expect(rows).toHaveCount(register.length);
  const withRank = (rank: string) =>
    rows.filter({ has: page.getByRole("cell", { name: rank, exact: true }) });
  for (const rank of ["A", "B", "C"] as const)
    await expect(withRank(rank)).toHaveCount(ofRank(rank));
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

const words = text.register;
const calc = text.calculator;
const bodyRows = (page: Page) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /adjudicator/ });
const lastNames = (page: Page) =>
  bodyRows(page).evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent));

test.describe("the register", () => {
  test("searches by first or last name, ignoring case and accents, by keyboard", async ({
    page,
  }) => {
    await page.goto("/certified-adjudicator-ranking");
    await waitForHydration(page);
    await expect(status(page)).toHaveText(`All ${register.length} adjudicators shown.`);
    const search = page.getByRole("searchbox", { name: words.search });
    await search.focus();
    await page.keyboard.type("RENEE");
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toHaveText([/Renée\s*Lindo\s*B/]);
    await expect(status(page)).toHaveText(`1 of ${register.length} adjudicators shown.`);
    await expect(page).toHaveURL(/\?q=RENEE$/);

    await search.fill("");
    await page.keyboard.type("andr");
    await expect(lastNames(page)).resolves.toEqual(["Campbell", "Walters"]);
    await expect(search).toBeFocused();
  });

  test("filters by class with the counts, and sorts by last name or rank", async ({ page }) => {
    await page.goto("/certified-adjudicator-ranking");
    await waitForHydration(page);
    const classes = page.getByRole("group", { name: words.classLegend });
    // "All", then each class an adjudicator can hold (Unranked is not a class).
    const ranked = adjudicatorRanks.filter((rank) => rank !== "Unranked");
    await expect(classes.getByRole("radio")).toHaveCount(1 + ranked.length);
    for (const name of [all, ...ranked.map((rank) => `${rank} (${ofRank(rank)})`)]) {
      await expect(classes.getByRole("radio", { name })).toBeVisible();
    }
    await expect(classes.getByRole("radio", { name: all })).toBeChecked();

    // Arrow keys move through a radio group, as in any form.
    await classes.getByRole("radio", { name: all }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(classes.getByRole("radio", { name: `B (${ofRank("B")})` })).toBeChecked();
    await expect(bodyRows(page)).toHaveCount(ofRank("B"));
    await expect(status(page)).toHaveText(
      `${ofRank("B")} of ${register.length} adjudicators shown.`,
    );
    await expect(page).toHaveURL(/\?class=B$/);

    await page.keyboard.press("ArrowRight");
    await expect(bodyRows(page)).toHaveCount(ofRank("C"));

    const sort = page.getByRole("combobox", { name: words.sort });
    await sort.selectOption({ label: words.sortName });
    await expect(lastNames(page)).resolves.toEqual([
      "Brown",
      "Clarke",
      "Francis",
      "Grant",
      "Henry",
      "Palmer",
      "Spence",
      "Walters",
    ]);
    await expect(table(page).getByRole("columnheader", { name: text.lastName })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(page).toHaveURL(/\?class=C&sort=name$/);

    // The counts follow the name search.
    await page.getByRole("searchbox", { name: words.search }).fill("and");
    await expect(classes.getByRole("radio", { name: "A (1)" })).toBeVisible();
    await expect(classes.getByRole("radio", { name: "C (1)" })).toBeVisible();
    await expect(classes.getByRole("radio", { name: "All (2)" })).toBeVisible();
  });

  test("says so when nothing matches, and offers to clear", async ({ page }) => {
    await page.goto("/certified-adjudicator-ranking?class=A");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: words.search }).fill("zzz");
    await expect(status(page)).toHaveText(words.empty);
    await expect(table(page)).toHaveCount(0);
    await page.getByRole("button", { name: words.clear }).focus();
    await page.keyboard.press("Enter");
    await expect(bodyRows(page)).toHaveCount(register.length);
    await expect(page.getByRole("searchbox", { name: words.search })).toBeFocused();
    await expect(page.getByRole("searchbox", { name: words.search })).toHaveValue("");
    await expect(page).toHaveURL(/\/certified-adjudicator-ranking$/);
  });

  test("opens a shared address with its search, class and order, without a hydration error", async ({
    page,
  }) => {
    await page.goto("/certified-adjudicator-ranking?q=s&class=B&sort=name");
    await waitForHydration(page);
    await expect(page.getByRole("searchbox", { name: words.search })).toHaveValue("s");
    await expect(page.getByRole("radio", { name: "B (1)" })).toBeChecked();
    await expect(lastNames(page)).resolves.toEqual(["Gayle"]);
    // Shanice Reid (A), Simone Gayle (B), Kimberley Spence (C): by last name, not by rank.
    await page.getByRole("radio", { name: "All (3)" }).check();
    await expect(page.getByRole("combobox", { name: words.sort })).toHaveValue("name");
    await expect(lastNames(page)).resolves.toEqual(["Gayle", "Reid", "Spence"]);
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the whole register and the method, and no dead controls", async ({ page }) => {
      await page.goto("/certified-adjudicator-ranking?class=A");
      await expect(bodyRows(page)).toHaveCount(register.length);
      await expect(table(page).getByRole("caption")).toContainText("30 September 2026");
      await expect(page.getByRole("searchbox", { name: words.search })).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: /adjudicator/ })).toBeHidden();
      await expect(page.getByRole("radio")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: calc.heading })).toBeHidden();
      await expect(method(page)).toBeVisible();
    });
  });
});

test.describe("the class calculator", () => {
  const calculator = (page: Page) => page.getByRole("region", { name: calc.heading });
  const field = (page: Page, name: string | RegExp) =>
    calculator(page).getByRole("textbox", { name });
  const fields = (page: Page) => ({
    test: field(page, calc.test.label),
    tournaments: field(page, /^Tournaments judged/),
    accreditation: field(page, calc.accreditation.label),
  });

  async function work(page: Page, test: string, tournaments: string, accreditation: string) {
    const inputs = fields(page);
    await inputs.test.fill(test);
    await inputs.tournaments.fill(tournaments);
    await inputs.accreditation.fill(accreditation);
    await inputs.accreditation.press("Enter");
  }

  test("weighs the three results 40/30/30 into a class and the points to the next", async ({
    page,
  }) => {
    await page.goto("/certified-adjudicator-ranking");
    await waitForHydration(page);
    await expect(fields(page).tournaments).toHaveAccessibleName(
      "Tournaments judged in the last 36 months",
    );
    const result = calculator(page).locator("[aria-live=polite]");

    await work(page, "80", "6", "70");
    // The whole result, once: its heading, the score, the class and the points to the next.
    await expect(result.getByRole("heading")).toHaveText(calc.resultHeading);
    await expect(result.getByRole("paragraph")).toHaveText([
      "Score: 68 out of 100",
      "Class: C",
      "7 more points would reach class B.",
    ]);
    await expect(result.getByText("C", { exact: true })).toBeVisible();

    // Beyond the target of 12, more tournaments add nothing.
    await work(page, "100", "20", "95");
    await expect(result).toContainText("Score: 98.5 out of 100");
    await expect(result.getByText("A", { exact: true })).toBeVisible();
    await expect(result).toContainText(calc.top);

    // 89.96 shows as 90, and 90 is an A.
    await work(page, "89.9", "12", "80");
    await expect(result).toContainText("Score: 90 out of 100");
    await expect(result.getByText("A", { exact: true })).toBeVisible();

    await work(page, "50", "0", "40");
    await expect(result).toContainText("Score: 32 out of 100");
    await expect(result.getByText("Unranked", { exact: true })).toBeVisible();
    await expect(result).toContainText("28 more points would reach class C.");
  });

  test("names what is wrong with each field, and never shows NaN", async ({ page }) => {
    await page.goto("/certified-adjudicator-ranking");
    await waitForHydration(page);
    const inputs = fields(page);
    await calculator(page).getByRole("button", { name: calc.submit }).click();
    await expect(inputs.test).toBeFocused();
    await expect(inputs.test).toHaveAttribute("aria-invalid", "true");
    await expect(inputs.test).toHaveAccessibleDescription(/^Enter a test score\./);
    await expect(inputs.tournaments).toHaveAccessibleDescription(
      /^Enter a number of tournaments\./,
    );
    await expect(inputs.accreditation).toHaveAccessibleDescription(
      /^Enter an accreditation score\./,
    );

    await work(page, "abc", "2.5", "101");
    await expect(inputs.test).toHaveAccessibleDescription(
      /^Enter a test score in digits, like 82\.5\./,
    );
    await expect(inputs.tournaments).toHaveAccessibleDescription(
      /^Enter a number of tournaments as a whole number\./,
    );
    await expect(inputs.accreditation).toHaveAccessibleDescription(
      /^Enter an accreditation score of 100 or less\./,
    );
    await expect(calculator(page).getByText(/Score:/)).toHaveCount(0);

    await work(page, "70", "-1", "70");
    await expect(inputs.tournaments).toBeFocused();
    await expect(inputs.tournaments).toHaveAccessibleDescription(
      /^Enter a number of tournaments of 0 or more\./,
    );
    await expect(inputs.test).not.toHaveAttribute("aria-invalid");

    await work(page, "70", "3", "70");
    await expect(calculator(page)).toContainText("Score: 56.5 out of 100");
    await expect(inputs.tournaments).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("NaN")).toHaveCount(0);
  });
});
