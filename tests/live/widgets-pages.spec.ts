/**
 * The widgets that show the content's programmes, results, figures and pages work with what the
 * content holds, scripts on: the programme list (each programme's entry action for the day the
 * site was built), the results by season, the achievement counters and the search page. Each is
 * checked only when its page is under test (E2E_PAGES); tests/e2e/ tests the behaviour itself on
 * the tests' own content.
 */
import type { Locator, Page } from "@playwright/test";
import { programmeLevels } from "../../app/content/sets";
import { formatLongDate, formatNumber } from "../../app/lib/format";
import { formatJmd } from "../../app/lib/money";
import { earlierSeasons, latestResultsSeason, seasonKey } from "../../app/lib/archives";
import { heldBySeason, seasonName } from "../../app/lib/results";
import { archivePath } from "../../app/route-table";
import {
  allStagings,
  lastDay,
  registrationCloses,
  registrationOpen,
  upcomingStaging,
} from "../../app/lib/stagings";
import { fill } from "../../app/lib/template";
import { expect, test, waitForHydration } from "../support/fixtures";
import {
  escapeRegExp,
  noonOn,
  shiftDay,
  underTest,
  viewports,
  visitOnBuildDay,
} from "../support/live";
import { visitAt } from "../support/screen";
import { builtOn, content, suppressAnnouncements } from "../support/site";

const { programmes, labels, results } = content.programmes;
const { newTab } = content.site.chrome;
/** An entry action's name: its words, then (to screen readers) what for, and that it opens a new tab. */
const actionName = (words: string, what: string) =>
  new RegExp(`^${escapeRegExp(words)}\\s*:\\s*${escapeRegExp(what)}\\s*${escapeRegExp(newTab)}$`);
const programme = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

if (underTest("jade-programmes"))
  test.describe("the programme list on a 390 px phone", () => {
    test.use({ viewport: viewports.phone });

    test("offers each programme's entry: register while its next staging takes registrations, else hear first", async ({
      page,
      request,
    }) => {
      const day = await visitOnBuildDay(page, request, "/jade-programmes");
      // The overview first, then a card for each programme.
      const overview = page.getByRole("region", { name: labels.overview.heading });
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        labels.overview.heading,
        ...programmes.map((item) => item.name),
      ]);
      await expect(overview.getByRole("listitem")).toHaveCount(programmes.length);
      for (const item of programmes) {
        // Its line in the overview, and its card, offer the same action at the same fee.
        for (const region of [
          overview
            .getByRole("listitem")
            .filter({ has: page.getByRole("link", { name: item.name, exact: true }) }),
          programme(page, item.name),
        ])
          await expectEntry(region, item, day);
      }
    });

    test("the overview's filter narrows the list and the cards to each level the content names", async ({
      page,
      request,
    }) => {
      await visitOnBuildDay(page, request, "/jade-programmes");
      const used = programmeLevels.filter((level) =>
        programmes.some((item) => item.levels.includes(level)),
      );
      const filter = page.getByRole("combobox", { name: labels.overview.filter });
      // One level alone leaves nothing to narrow: no filter is offered.
      if (used.length < 2) return expect(filter).toHaveCount(0);
      const cardsShown = () =>
        page
          .locator("main section.programme")
          .filter({ visible: true })
          .getByRole("heading", { level: 2 })
          .allTextContents();
      for (const level of used) {
        await filter.selectOption(level);
        await expect
          .poll(cardsShown)
          .toEqual(
            programmes.filter((item) => item.levels.includes(level)).map((item) => item.name),
          );
      }
      await filter.selectOption(labels.overview.all);
      await expect.poll(cardsShown).toEqual(programmes.map((item) => item.name));
    });
  });

/** A programme's entry, in its overview line or its card, on the day the page was visited. */
async function expectEntry(region: Locator, item: (typeof programmes)[number], day: string) {
  const register = region.getByRole("link", {
    name: new RegExp(`^${escapeRegExp(labels.register)}`),
  });
  const hearFirst = region.getByRole("link", {
    name: new RegExp(`^${escapeRegExp(labels.hearFirst)}`),
  });
  const next = upcomingStaging(item, day);
  if (next && registrationOpen(next, day)) {
    await expect(register).toHaveAccessibleName(
      actionName(labels.register, `${item.name} ${next.edition}`),
    );
    await expect(register).toHaveAttribute("href", next.registrationUrl!);
    await expect(region).toContainText(
      fill(labels.registerBy, { date: formatLongDate(registrationCloses(next)) }),
    );
    await expect(hearFirst).toHaveCount(0);
  } else {
    await expect(register).toHaveCount(0);
    await expect(hearFirst).toHaveAccessibleName(actionName(labels.hearFirst, item.name));
    // The programme's own group of the mailing list where the content gives one, else the list.
    const { url, programmeUrl } = content.site.mailingList;
    await expect(hearFirst).toHaveAttribute(
      "href",
      programmeUrl ? programmeUrl.split("{programme}").join(item.id) : url,
    );
  }
  const { fee, per } = item.entry;
  await expect(region).toContainText(
    fee === 0 ? labels.free : fill(labels.feeAmount, { amount: formatJmd(fee), per }),
  );
}

if (underTest("results"))
  test("the press section names the media contact and its logo files answer", async ({
    page,
    request,
  }) => {
    const { press } = results;
    const media = content.contacts.contacts.find((contact) => contact.id === press.contact)!;
    await page.goto("/results");
    await page.getByRole("link", { name: press.jump }).click();
    const section = page.getByRole("region", { name: press.heading });
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(section.getByRole("link", { name: media.email })).toHaveAttribute(
      "href",
      `mailto:${media.email}`,
    );
    for (const name of [press.logo, press.logoOnDark]) {
      const href = await section.getByRole("link", { name }).getAttribute("href");
      expect((await request.get(href!)).status(), name).toBe(200);
    }
  });

if (underTest("programme-sponsorship"))
  test("sponsorship shows the sponsors of the content as logos and ends with whom to talk to", async ({
    page,
  }) => {
    const { proof, pitch } = content.sponsorship;
    const sponsors = content.partners.partners.filter((partner) => partner.sponsor);
    const contact = content.contacts.contacts.find((entry) => entry.id === pitch.contact)!;
    await page.goto("/programme-sponsorship");
    const proofRegion = page.getByRole("region", { name: proof.heading, exact: true });
    if (sponsors.length === 0 && !proof.quote) await expect(proofRegion).toHaveCount(0);
    else {
      // Each sponsor's logo, named by the partner's name, in the content's order.
      const names = sponsors.map((partner) => partner.name);
      const alts = await proofRegion
        .getByRole("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
      expect(alts).toEqual(names);
      if (proof.quote) await expect(proofRegion.getByRole("blockquote")).toHaveCount(1);
    }
    // The last section of the page: the person to talk to and the proposal.
    const close = page.getByRole("region", { name: proof.closeHeading, exact: true });
    await expect(close.getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    await expect(close.getByRole("link", { name: pitch.proposal })).toBeVisible();
    const last = await page
      .getByRole("main")
      .locator("section")
      .last()
      .evaluate((section) => section.closest("section.band")?.getAttribute("aria-labelledby"));
    expect(last).toBe("sponsor-close-heading");
  });

if (underTest("results"))
  test("the results list every held staging under its season, newest first, earlier seasons on pages of their own", async ({
    page,
    request,
  }) => {
    const built = await builtOn(request);
    // The Results page shows the latest season held on the build's day, and any later one held by
    // the visitor's; each earlier season has its own page, linked at the Results page's foot.
    const from = latestResultsSeason(programmes, built, results.startMonth);
    const earlier = earlierSeasons(programmes, built, results.startMonth);
    // The day the site was built, and the day after every staging is over, when all are held.
    const lastOfAll = allStagings(programmes)
      .map(({ staging }) => lastDay(staging))
      .sort()
      .at(-1)!;
    for (const day of new Set([built, shiftDay(lastOfAll, 1)])) {
      await visitAt(page, noonOn(day), "/results");
      const seasons = heldBySeason(programmes, day, results.startMonth).filter(
        (season) => from === undefined || season.from >= from,
      );
      const main = page.getByRole("main");
      // Each season's heading, the earlier seasons' links, then the press section's at the end.
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        ...seasons.map((season) => seasonName(season, results)),
        ...(earlier.length > 0 ? [results.archive.earlier] : []),
        results.press.heading,
      ]);
      if (seasons.length === 0) await expect(main).toContainText(results.none);
      for (const season of seasons)
        await expect(
          page
            .getByRole("region", { name: seasonName(season, results), exact: true })
            .getByRole("heading", { level: 3 }),
        ).toHaveText(
          season.held.map(({ programme: held, staging }) => `${held.name} ${staging.edition}`),
        );
      await expect(
        page
          .getByRole("navigation", { name: results.archive.earlier, exact: true })
          .getByRole("link"),
      ).toHaveText(earlier.map((season) => seasonName(season, results)));
    }
    // Each earlier season's page: the first, a middle one and the last, as built.
    const sampled = [
      ...new Set([earlier[0], earlier[Math.floor(earlier.length / 2)], earlier.at(-1)]),
    ];
    for (const season of sampled) {
      if (!season) continue;
      const name = seasonName(season, results);
      await visitAt(page, noonOn(built), archivePath("results-season", seasonKey(season)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        fill(results.archive.heading, { season: name }),
      );
      await expect(
        page.getByRole("region", { name, exact: true }).getByRole("heading", { level: 3 }),
      ).toHaveText(
        season.held.map(({ programme: held, staging }) => `${held.name} ${staging.edition}`),
      );
      await expect(
        page.getByRole("link", { name: results.archive.latest, exact: true }).first(),
      ).toHaveAttribute("href", "/results");
    }
  });

if (underTest("jade-services"))
  test.describe("the achievement counters on a 390 px phone", () => {
    test.use({ viewport: viewports.phone });

    test("count up to the content's figures as each comes into view", async ({ page }) => {
      const { achievements, labels: words } = content.services;
      await page.goto("/jade-services");
      await waitForHydration(page);
      const items = page
        .getByRole("region", { name: words.achievementsHeading, exact: true })
        .getByRole("list")
        .getByRole("listitem");
      await expect(items).toHaveCount(achievements.length);
      for (const [index, { label, value, suffix }] of achievements.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(label);
        await item.scrollIntoViewIfNeeded();
        // The moving figure, as drawn (screen readers hear the final one throughout).
        await expect(item.getByText(/^[\d,]+\D*$/).first()).toHaveText(
          `${formatNumber(value)}${suffix}`,
        );
      }
    });
  });

if (underTest("search"))
  test("the search page finds a programme by its name, and leads to it", async ({ page }) => {
    const wanted = programmes.at(-1)!;
    await page.goto(`/search?${new URLSearchParams({ q: wanted.name })}`);
    await waitForHydration(page);
    // Its section's address, under its name (a page's best section answers for it: the programme's
    // own, or one of its parts, such as its entry details).
    const result = page.getByRole("main").locator(`a[href="/jade-programmes#${wanted.id}"]`);
    await expect(result).toHaveCount(1);
    await expect(result).toHaveAccessibleName(new RegExp(`^${escapeRegExp(wanted.name)}`));
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/jade-programmes#${escapeRegExp(wanted.id)}$`));
    await expect(programme(page, wanted.name)).toBeInViewport();
  });
