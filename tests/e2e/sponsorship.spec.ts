import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { builtOn, content, suppressAnnouncements } from "../support/site";
import { costTableRows } from "../../app/lib/sponsorship";
import { axeViolationsInBothSchemes } from "../support/axe";
import { formatJmd } from "../../app/lib/money";
import { priceRow, priceTable } from "../support/price-list";

const { labels } = content.sponsorship;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

const tierNames = content.sponsorship.tiers.map((tier) => tier.name);
const firstDay = (staging: { dates: { start: string }[] }) => staging.dates[0]!.start;

/**
 * The season's start: noon in Kingston the day before the earliest staging with costs, when every
 * programme offers its first such edition. Every test here runs at that moment unless it says
 * otherwise; tests/e2e/seasons.spec.ts covers the rest of the season.
 */
const editions = content.programmes.programmes.flatMap((programme) => {
  const staging = programme.stagings
    .filter((entry) => entry.costs)
    .sort((a, b) => firstDay(a).localeCompare(firstDay(b)))[0];
  return staging ? [{ programme, staging, costs: staging.costs! }] : [];
});
const seasonStart = (() => {
  const earliest = editions.map(({ staging }) => firstDay(staging)).sort()[0]!;
  return Date.parse(`${earliest}T12:00:00-05:00`) - 24 * 60 * 60 * 1000;
})();
/** The cost table as a visitor must read it then: each row's name and its cells in J$. */
const specCosts: [string, string[]][] = editions.map(({ programme, staging, costs }) => [
  `${programme.name} ${staging.edition}`,
  content.sponsorship.tiers.map((tier) => {
    const amount = costs[tier.id];
    return amount === null ? labels.notOffered : formatJmd(amount);
  }),
]);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(seasonStart);
});

const table = (page: Page) => priceTable(page, labels.costsCaption);
const { none } = content.sponsorship.builder;

/** The table as the spec gives it; once the app runs, a last column chooses none in each row. */
async function expectSpecCosts(page: Page, { choosing }: { choosing: boolean }) {
  const choice = choosing ? [none] : [];
  await expect(table(page).getByRole("columnheader")).toHaveText([
    labels.programme,
    ...tierNames,
    ...choice,
  ]);
  // Each row's header also carries the edition's dates.
  await expect(table(page).getByRole("rowheader")).toHaveText(
    specCosts.map(([name]) => new RegExp(`^${name}`)),
  );
  for (const [name, cells] of specCosts) {
    await expect(
      table(page)
        .getByRole("row", { name: new RegExp(`^${name}`) })
        .getByRole("cell"),
    ).toHaveText([...cells, ...(choosing ? [""] : [])]);
  }
}

test("the cost table shows the spec's prices in J$, named by its caption, with header scopes", async ({
  page,
}) => {
  await page.goto("/programme-sponsorship");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: labels.costsHeading })).toBeVisible();
  await expectSpecCosts(page, { choosing: true });
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
  await expect(cards).toHaveCount(content.sponsorship.tiers.length);
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
    await expectSpecCosts(page, { choosing: true });
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
    // The table as the season's day shows it, once the visitor comes near it.
    await waitForHydration(page);
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

  test("the tiers and a cost row for every programme are in the page", async ({
    page,
    request,
  }) => {
    await page.goto("/programme-sponsorship");
    // As the site was built: every programme, in the order they come round next.
    const rows = costTableRows(content.programmes.programmes, await builtOn(request), labels);
    expect(rows).toHaveLength(content.programmes.programmes.length);
    // Prices alone: nothing to choose with until the app runs.
    await expect(table(page).getByRole("columnheader")).toHaveText([
      labels.programme,
      ...tierNames,
    ]);
    await expect(table(page).getByRole("radio")).toHaveCount(0);
    await expect(table(page).getByRole("rowheader")).toHaveText(
      rows.map((row) => new RegExp(`^${row.name}`)),
    );
    await expect(
      page.getByRole("region", { name: labels.tiersHeading }).getByRole("heading", { level: 3 }),
    ).toHaveText(tierNames);
  });
});

test.describe("package builder", () => {
  const { builder } = content.sponsorship;
  /** A programme's row of the price table, where its tier is chosen. */
  const group = (page: Page, name: string) => priceRow(table(page), name);
  const summary = (page: Page) =>
    page.getByRole("region", { name: builder.summaryHeading, exact: true });
  const status = (page: Page) => summary(page).getByRole("status");
  const rowNames = specCosts.map(([name]) => name);

  test("picking tiers updates the total and the address, without moving the page", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    await expect(status(page)).toHaveText(builder.statusNone);
    await group(page, "National Debaters' Week 2025").getByRole("radio", { name: /^Gold/ }).check();
    await expect(status(page)).toHaveText("Total J$1,000,000 for 1 programme");
    await expect(page).toHaveURL(/\?ndw-2025=gold$/);
    // A change replaces the address without scrolling back to the top.
    const bronze = group(page, "Classics 2026").getByRole("radio", { name: /^Bronze/ });
    await bronze.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await bronze.check();
    await expect(status(page)).toHaveText("Total J$1,050,000 for 2 programmes");
    await expect(page).toHaveURL(/\?ndw-2025=gold&classics-2026=bronze$/);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
    await expect(summary(page).getByRole("row", { name: /Classics 2026/ })).toContainText(
      "J$50,000",
    );
    // Back to none removes the programme from the address.
    await group(page, "National Debaters' Week 2025")
      .getByRole("radio", { name: builder.none })
      .check();
    await expect(page).toHaveURL(/\?classics-2026=bronze$/);
    await expect(status(page)).toHaveText("Total J$50,000 for 1 programme");
  });

  for (const tier of ["gold", "super-supporter"] as const) {
    const total = formatJmd(editions.reduce((sum, { costs }) => sum + (costs[tier] ?? 0), 0));
    test(`a shared address restores every programme at ${tier}: ${total}`, async ({ page }) => {
      const query = editions.map(({ staging }) => `${staging.id}=${tier}`).join("&");
      await page.goto(`/programme-sponsorship?${query}`);
      await waitForHydration(page);
      await expect(status(page)).toHaveText(`Total ${total} for ${editions.length} programmes`);
      const tierName = content.sponsorship.tiers.find((entry) => entry.id === tier)!.name;
      for (const name of rowNames) {
        await expect(
          group(page, name).getByRole("radio", { name: new RegExp(`^${tierName}`) }),
        ).toBeChecked();
      }
      await expect(summary(page).getByRole("row", { name: /Total/ })).toContainText(total);
    });
  }

  test("bad values in the address are ignored, never break the page", async ({ page }) => {
    await page.goto(
      "/programme-sponsorship?noc-2025=platinum&ndw-2025=diamond&nope=gold&slam-2025=%E0%A4%A&classics-2026=silver",
    );
    await waitForHydration(page);
    await expect(status(page)).toHaveText("Total J$100,000 for 1 programme");
    await expect(
      group(page, "National Oratorical Challenge 2025").getByRole("radio", { name: builder.none }),
    ).toBeChecked();
  });

  test("tiers a programme does not offer cannot be picked", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    for (const [name, cells] of specCosts) {
      const platinum = group(page, name).getByRole("radio", { name: /^Platinum/ });
      if (cells[0] === "Not offered") {
        await expect(platinum).toBeDisabled();
        await expect(platinum).toHaveAccessibleName(`Platinum ${labels.notOffered}`);
        await expect(group(page, name).getByRole("cell").first()).toHaveText(labels.notOffered);
      } else {
        await expect(platinum).toBeEnabled();
      }
    }
  });

  test("works by keyboard alone, and lists the entitlements each tier brings", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    // Into the first group: its checked radio ("None") takes the focus; arrows move the choice.
    await group(page, rowNames[0]!).getByRole("radio", { name: builder.none }).focus();
    await page.keyboard.press("ArrowRight"); // Platinum is not offered: skipped
    await expect(group(page, rowNames[0]!).getByRole("radio", { name: /^Gold/ })).toBeChecked();
    await expect(group(page, rowNames[0]!).getByRole("radio", { name: /^Gold/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      group(page, rowNames[1]!).getByRole("radio", { name: builder.none }),
    ).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(status(page)).toHaveText("Total J$2,200,000 for 2 programmes");
    await expect(page).toHaveURL(/\?noc-2025=gold&ndw-2025=platinum$/);

    const receives = page.getByRole("region", { name: builder.receivesHeading });
    const platinum = content.sponsorship.tiers[0]!;
    const lowest = content.sponsorship.tiers.at(-1)!;
    await expect(receives).toContainText(platinum.entitlements[0]!);
    await expect(receives).toContainText(`${lowest.entitlements[0]!} (from ${lowest.name})`);

    // Clearing keeps the keyboard user's place on the package heading.
    await summary(page).getByRole("button", { name: builder.clear }).press("Enter");
    await expect(status(page)).toHaveText(builder.statusNone);
    await expect(
      summary(page).getByRole("heading", { name: builder.summaryHeading }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/programme-sponsorship$/);
  });

  test("the email link carries programmes, tiers, prices, total and the link to the partnerships contact", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship?academy-2026=silver&collegiate-2026=platinum");
    await waitForHydration(page);
    const href = await summary(page)
      .getByRole("link", { name: builder.email })
      .getAttribute("href");
    const mailto = new URL(href!);
    const partnerships = content.contacts.contacts.find((c) => c.id === builder.contact)!;
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe(partnerships.email);
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(mailto.search)![1]!);
    const body = decodeURIComponent(/body=([^&]*)/.exec(mailto.search)![1]!);
    expect(subject).toContain("J$1,100,000");
    expect(body).toContain("Debate Academy and Open 2026: Silver, J$700,000");
    expect(body).toContain("National Collegiate Debating Championship 2026: Platinum, J$400,000");
    expect(body).toContain("Total: J$1,100,000");
    expect(body).toContain(
      `${new URL(page.url()).origin}/programme-sponsorship?academy-2026=silver&collegiate-2026=platinum`,
    );
  });

  test("prints the prices and the package without the choices, the buttons or the site's chrome", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship?ndw-2025=gold");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await expect(summary(page).getByRole("row", { name: /Total/ })).toBeVisible();
    await expect(table(page).getByRole("radio")).toHaveCount(0);
    await expect(table(page).getByRole("columnheader")).toHaveText([
      labels.programme,
      ...tierNames,
    ]);
    await expect(summary(page).getByRole("link", { name: builder.email })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(table(page)).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });

  test("axe finds nothing with a package chosen, light and dark", async ({ page }) => {
    await page.goto("/programme-sponsorship?ndw-2025=platinum&classics-2026=super-supporter");
    await waitForHydration(page);
    await expect(status(page)).toHaveText("Total J$2,025,000 for 2 programmes");
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });

  test("with nothing chosen, the prices print without an empty package", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await expect(summary(page)).toBeHidden();
    await expect(table(page)).toBeVisible();
  });

  // On a 390 px phone, the keyboard's focus never going under the package bar is the engines'
  // check (tests/engines/checks/builder.ts, focusStaysAboveTheBar), in Chromium too.

  test.describe("on a 320 px phone", () => {
    test.use({ viewport: { width: 320, height: 700 } });

    test("the builder fits without sideways scrolling", async ({ page }) => {
      await page.goto("/programme-sponsorship?ndw-2025=platinum&slam-2025=super-supporter");
      await waitForHydration(page);
      await expect(status(page)).toHaveText("Total J$2,025,000 for 2 programmes");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("package builder without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("says how to get a package instead of showing controls that cannot add up", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship?ndw-2025=gold");
    const region = page.getByRole("region", { name: labels.costsHeading });
    const partnerships = content.contacts.contacts.find(
      (c) => c.id === content.sponsorship.builder.contact,
    )!;
    const [before = ""] = content.sponsorship.builder.withoutScripts.split("{email}");
    const note = region.getByText(before.trim().slice(0, 40));
    await expect(note.getByRole("link", { name: partnerships.email })).toBeVisible();
    await expect(region.getByRole("radio")).toHaveCount(0);
    await expect(table(page)).toBeVisible();
  });
});

test.describe("one price list and a close", () => {
  const { proof, pitch, builder } = content.sponsorship;

  test("the prices show once, in the table where the package is chosen, by a press on a price", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    // One table of prices on the page, and no second list of choices beside it.
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("group")).toHaveCount(0);
    const [name, cells] = specCosts[1]!;
    const row = priceRow(table(page), name);
    // A press on the price's words chooses it: the whole cell is the choice.
    await row.getByText(cells[1]!, { exact: true }).click();
    await expect(row.getByRole("radio", { name: new RegExp(`^${tierNames[1]}`) })).toBeChecked();
    await expect(
      page.getByRole("region", { name: builder.summaryHeading, exact: true }).getByRole("status"),
    ).toHaveText(`Total ${cells[1]} for 1 programme`);
  });

  test("on a phone, a press anywhere on a tier's line chooses it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    const [name] = specCosts.at(-1)!;
    const row = priceRow(table(page), name);
    const cell = row.getByRole("cell").nth(2);
    await cell.scrollIntoViewIfNeeded();
    // The tier's name, at the line's start: drawn by the cell, chosen through the label over it.
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await expect(row.getByRole("radio", { name: new RegExp(`^${tierNames[2]}`) })).toBeChecked();
  });

  test("sponsors now as their logos, a sponsor's words, and whom to talk to at the end", async ({
    page,
  }) => {
    await page.goto("/programme-sponsorship");
    const region = page.getByRole("region", { name: proof.heading, exact: true });
    const names = content.partners.partners
      .filter((partner) => partner.sponsor)
      .map((partner) => partner.name);
    expect(names.length).toBeGreaterThan(2);
    for (const [index, logo] of (await region.getByRole("img").all()).entries())
      await expect(logo).toHaveAccessibleName(names[index]!);
    await expect(region.getByRole("img")).toHaveCount(names.length);
    // The quotation marks are the style sheet's.
    await expect(region.getByRole("blockquote")).toHaveText(proof.quote!.text);
    await expect(region).toContainText(proof.quote!.by);

    const partnerships = content.contacts.contacts.find((entry) => entry.id === pitch.contact)!;
    const close = page.getByRole("region", { name: proof.closeHeading, exact: true });
    await expect(close).toContainText(partnerships.person!);
    await expect(close.getByRole("link", { name: partnerships.email })).toHaveAttribute(
      "href",
      `mailto:${partnerships.email}`,
    );
    await expect(close.getByRole("link", { name: pitch.proposal })).toHaveAttribute(
      "href",
      "/partnership-proposal.pdf",
    );
    // The page's last section.
    expect(await close.evaluate((section) => section.nextElementSibling === null)).toBe(true);
  });

  test("axe finds nothing in the sponsors and the close, light and dark", async ({ page }) => {
    await page.goto("/programme-sponsorship");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: proof.closeHeading, exact: true })
      .scrollIntoViewIfNeeded();
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });
});
