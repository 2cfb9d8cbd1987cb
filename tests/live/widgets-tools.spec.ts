/**
 * The tools work with what the content holds, scripts on: the sponsorship package builder adds up
 * the content's prices as app/lib/sponsorship does, the donation helper builds and copies the
 * reference, the adjudicator register lists the content's adjudicators and the class calculator
 * gives the class the content's thresholds give, and the eligibility checks follow the content's
 * rules. Input is typed as people type it. Each is checked only when its page is under test
 * (E2E_PAGES); tests/e2e/ tests the behaviour itself on the tests' own content.
 */
import type { Locator, Page } from "@playwright/test";
import { sponsorTiers, type SponsorTier } from "../../app/content/sets";
import { buildReference, copiedValue } from "../../app/lib/donation";
import { isSample } from "../../app/content/sample-values";
import {
  describeShortfall,
  groupRuleValues,
  groupShortfall,
  isEligibleGroup,
  pioneerFor,
} from "../../app/lib/eligibility";
import { inSentence } from "../../app/lib/in-sentence";
import { formatJmd } from "../../app/lib/money";
import { assess, classBands, formatScore, sortByRank, weightedScore } from "../../app/lib/ranking";
import { viewRegister } from "../../app/lib/register";
import { costAnchor, packageSummary, shownEditions, tierNames } from "../../app/lib/sponsorship";
import { fill } from "../../app/lib/template";
import { expect, test, waitForHydration } from "../support/fixtures";
import { escapeRegExp, underTest, viewports, visitOnBuildDay } from "../support/live";
import { priceTable } from "../support/price-list";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

/** Clears a field and types into it key by key, as a visitor does. */
async function type(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

if (underTest("programme-sponsorship"))
  test("the package builder adds up the first, a middle and the last edition on offer at each tier, as the site's sums do", async ({
    page,
    request,
  }) => {
    const { builder, labels, tiers } = content.sponsorship;
    const day = await visitOnBuildDay(page, request, "/programme-sponsorship");
    const offered = shownEditions(content.programmes.programmes, day, labels);
    const region = page.getByRole("region", { name: labels.costsHeading, exact: true });
    const table = priceTable(page, labels.costsCaption);
    if (offered.length === 0) {
      await expect(region).toContainText(labels.noneOffered);
      return;
    }
    const summary = region.getByRole("region", { name: builder.summaryHeading, exact: true });
    const status = summary.getByRole("status");
    await expect(status).toHaveText(builder.statusNone);
    const rows = [...new Set([offered[0]!, offered[(offered.length - 1) >> 1]!, offered.at(-1)!])];
    const names = tierNames(tiers);
    const chosen = new Map<string, SponsorTier>();
    let total = "";
    for (const tier of sponsorTiers) {
      for (const row of rows) {
        const amount = row.amounts[tier];
        // Each choice shows the tier's price for that edition, or that it is not offered.
        // The programme's row, by its anchor: any name may begin another's.
        const radio = table.locator(`tr[id="${costAnchor(row.programme.id)}"]`).getByRole("radio", {
          name: new RegExp(
            `^${escapeRegExp(names[tier])}\\s*${escapeRegExp(amount === null ? labels.notOffered : formatJmd(amount))}$`,
          ),
        });
        if (amount === null) {
          // Not offered: the row keeps the tier chosen before.
          await expect(radio).toBeDisabled();
          continue;
        }
        await radio.check();
        chosen.set(row.id, tier);
      }
      const sum = packageSummary(chosen, tiers, offered, labels.rowName);
      const count = sum.lines.length;
      total = formatJmd(sum.total);
      await expect(status).toHaveText(
        count === 0
          ? builder.statusNone
          : fill(count === 1 ? builder.statusOne : builder.status, { total, count }),
      );
      if (count > 0)
        await expect(
          summary.getByRole("row", { name: new RegExp(`^${escapeRegExp(builder.total)}`) }),
        ).toContainText(total);
    }
    // The summary is below the table: a bar keeps the total in view, on a phone too.
    if (chosen.size > 0) {
      await page.setViewportSize(viewports.phone);
      await expect(
        region.getByText(fill(builder.barTotal, { total }), { exact: true }),
      ).toBeVisible();
    }
  });

if (underTest("donate"))
  test.describe("the donation helper on a 390 px phone", () => {
    test.use({ viewport: viewports.phone, permissions: ["clipboard-read", "clipboard-write"] });

    test("builds the reference from what is typed, and each copy button copies what it shows", async ({
      page,
    }) => {
      const { labels, reference: words, referencePrefix, sampleWords } = content.donate;
      await page.goto("/donate");
      await waitForHydration(page);
      const region = page.getByRole("region", { name: labels.referenceHeading, exact: true });
      // A surname as people type it: a curly apostrophe, a hyphen, an accent.
      const surname = "O’Brien-Müller";
      const purpose = words.purposes.at(-1)!;
      await type(region.getByRole("textbox", { name: words.surname }), surname);
      await region
        .getByRole("group", { name: words.purpose, exact: true })
        .getByRole("radio", { name: purpose.label, exact: true })
        .check();
      const { reference } = buildReference(
        { prefix: referencePrefix, surname, purpose: purpose.reference },
        words.maxLength,
      );
      await expect(region.getByText(reference, { exact: true })).toBeVisible();
      await expect(region).toContainText(
        fill(words.length, { length: reference.length, max: words.maxLength }),
      );
      await region
        .getByRole("button", {
          name: `${labels.copy} ${inSentence(labels.reference)}`,
          exact: true,
        })
        .click();
      await expect.poll(() => readClipboard(page)).toBe(reference);
      // The first and the last bank detail: the value shown, or a sample's inside its warning.
      const details = content.donate.bankDetails.map((detail, index) => ({
        ...detail,
        sample: isSample(content.donate, ["bankDetails", index, "value"]),
      }));
      for (const detail of new Set([details[0]!, details.at(-1)!])) {
        const bank = page.getByRole("region", { name: labels.bankHeading, exact: true });
        await expect(
          bank.getByRole("definition").filter({ hasText: detail.value }).first(),
        ).toBeVisible();
        await bank
          .getByRole("button", { name: `${labels.copy} ${inSentence(detail.label)}`, exact: true })
          .click();
        await expect.poll(() => readClipboard(page)).toBe(copiedValue(detail, sampleWords.copied));
      }
    });
  });

if (underTest("certified-adjudicator-ranking"))
  test.describe("the adjudicator ranking", () => {
    const { adjudicators, text, method } = content.adjudicators;
    const words = text.register;

    test("the register lists the content's adjudicators by rank, and finds one by name and class", async ({
      page,
    }) => {
      await page.goto("/certified-adjudicator-ranking");
      await waitForHydration(page);
      const status = page
        .getByRole("region", { name: text.tableHeading, exact: true })
        .getByRole("status");
      const rows = page
        .getByRole("table")
        .getByRole("row")
        .filter({ has: page.getByRole("cell") });
      const person = adjudicators.at(-1);
      if (!person) {
        await expect(status).toHaveText(words.empty);
        return;
      }
      const rowOf = (entry: (typeof adjudicators)[number]) =>
        new RegExp(
          `^${[entry.firstName, entry.lastName, text.ranks[entry.rank]].map(escapeRegExp).join("\\s*")}$`,
        );
      await expect(rows).toHaveText(sortByRank(adjudicators).map(rowOf));
      await expect(status).toHaveText(fill(words.countAll, { total: adjudicators.length }));
      // The last adjudicator's last name, typed in lower case; then their class.
      const query = person.lastName.toLowerCase();
      await type(page.getByRole("searchbox", { name: words.search }), query);
      const named = viewRegister(adjudicators, { query, rank: "all", sort: "rank" });
      await expect(rows).toHaveText(named.rows.map(rowOf));
      // Each class says how many of those found are in it.
      const inTheirClass = page.getByRole("group", { name: words.classLegend }).getByRole("radio", {
        name: `${text.ranks[person.rank]} (${named.counts[person.rank]})`,
        exact: true,
      });
      await expect(inTheirClass).toBeVisible();
      await inTheirClass.check();
      const inClass = viewRegister(adjudicators, { query, rank: person.rank, sort: "rank" });
      await expect(rows).toHaveText(inClass.rows.map(rowOf));
      await expect(rows.filter({ hasText: person.firstName })).not.toHaveCount(0);
    });

    test("the class calculator gives the class the content's thresholds give", async ({ page }) => {
      const calc = text.calculator;
      // For each class, the lowest whole score (test and accreditation alike, with no or a full
      // count of tournaments) that earns it by the content's weights and thresholds.
      const cases = classBands(method.classes).flatMap(({ rank }) => {
        for (const tournaments of [0, method.tournamentTarget])
          for (let score = 0; score <= 100; score++) {
            const inputs = { test: score, tournaments, accreditation: score };
            const result = assess(weightedScore(inputs, method), method.classes);
            if (result.rank === rank) return [{ inputs, result }];
          }
        return [];
      });
      await page.goto("/certified-adjudicator-ranking");
      await waitForHydration(page);
      const calculator = page.getByRole("region", { name: calc.heading, exact: true });
      const field = (name: string) => calculator.getByRole("textbox", { name, exact: true });
      const answer = calculator.locator("[aria-live=polite]");
      for (const { inputs, result } of cases) {
        await type(field(calc.test.label), String(inputs.test));
        await type(
          field(fill(calc.tournaments.label, { months: method.windowMonths })),
          String(inputs.tournaments),
        );
        await type(field(calc.accreditation.label), String(inputs.accreditation));
        await page.keyboard.press("Enter");
        await expect(answer).toContainText(
          fill(calc.score, { score: formatScore(result.score), max: 100 }),
        );
        await expect(answer.getByText(text.ranks[result.rank], { exact: true })).toBeVisible();
        await expect(answer).toContainText(
          result.next
            ? fill(calc.next, {
                points: formatScore(result.next.points),
                rank: text.ranks[result.next.rank],
              })
            : calc.top,
        );
      }
    });
  });

if (underTest("jade-affiliates"))
  test("the Pioneer check answers each age the content's levels name", async ({ page }) => {
    const { helpers, designations } = content.affiliates;
    const words = helpers.pioneer;
    const levels = designations.find((designation) => designation.id === "pioneers")?.levels ?? [];
    const elite = levels.find((level) => level.id === "elite");
    const ages = levels
      .flatMap((level) => [level.minAge, level.maxAge])
      .filter((age) => age !== undefined);
    const youngest = Math.min(...ages);
    await page.goto("/jade-affiliates");
    await waitForHydration(page);
    const check = page.getByRole("region", { name: words.heading, exact: true });
    const answer = check.locator("[aria-live=polite]");
    // Each age a level names, and the year before the youngest; with no aged level, any age.
    const tried = ages.length > 0 ? [...new Set([...ages, youngest - 1])] : [15];
    for (const age of tried.filter((age) => age >= 0)) {
      await type(check.getByRole("textbox", { name: words.ageLabel }), String(age));
      await page.keyboard.press("Enter");
      const found = pioneerFor(age, levels);
      const expected =
        found?.kind === "level"
          ? [
              fill(words.result, { age, level: found.level.name }),
              ...(elite
                ? [fill(words.elite, { level: elite.name, eligibility: elite.eligibility })]
                : []),
            ]
          : found
            ? [fill(words.tooYoung, { age, minAge: found.minAge })]
            : [];
      await expect(answer.getByRole("paragraph")).toHaveText(expected);
    }
  });

if (underTest("jade-membership"))
  test("the group check follows the content's size rule", async ({ page }) => {
    const { helpers, groupRules } = content.affiliates;
    const words = helpers.group;
    await page.goto("/jade-membership");
    await waitForHydration(page);
    const check = page.getByRole("region", { name: words.heading, exact: true });
    const answer = check.locator("[aria-live=polite]");
    const short = Math.max(groupRules.minMembers - 1, 0);
    for (const [members, officers] of [
      [groupRules.minMembers, groupRules.minOfficers],
      [short, Math.min(Math.max(groupRules.minOfficers - 1, 0), short)],
    ] as const) {
      await type(check.getByRole("textbox", { name: words.membersLabel }), String(members));
      await type(check.getByRole("textbox", { name: words.officersLabel }), String(officers));
      await page.keyboard.press("Enter");
      const shortfall = groupShortfall(members, officers, groupRules);
      await expect(answer).toHaveText(
        isEligibleGroup(shortfall)
          ? fill(words.eligible, groupRuleValues(groupRules))
          : fill(words.missing, { missing: describeShortfall(shortfall, words) }),
      );
    }
  });
