/**
 * The home page's widgets work with what the content holds, scripts on: the banner carousel (as
 * many slides as banners, the first banner's picture first; moving when there are two or more,
 * still when there is one), the partner carousel (every partner's logo reachable; rotating and
 * pausable when there are more than fit), the season's sections for the day the site was built,
 * and the partnership video. Expectations come from the content as loaded
 * (tests/support/site.ts); tests/e2e/home.spec.ts tests the behaviour itself on the tests' own
 * content.
 */
import type { Locator } from "@playwright/test";
import type { Content } from "../../app/content/schema";
import { calendarDateParts } from "../../app/lib/format";
import { resultsHref } from "../../app/lib/archives";
import { latestChampions, seasonName } from "../../app/lib/results";
import {
  eventsShown,
  expectedProgrammes,
  registrationOpen,
  splitStagings,
} from "../../app/lib/stagings";
import { fill } from "../../app/lib/template";
import { expect, test } from "../support/fixtures";
import {
  banner,
  bannerCount,
  bannersRotate,
  dot,
  openHome,
  partnerCount,
  partnersCarousel,
  partnersInView,
  partnersRotate,
  slide,
} from "../support/home";
import {
  builtAssetPattern,
  escapeRegExp,
  underTest,
  viewports,
  visitOnBuildDay,
} from "../support/live";
import { content, suppressAnnouncements } from "../support/site";

const { home, site } = content;
const words = home.carousel;
/** The banner carousel's interval (app/components/sections/banner-carousel.tsx). */
const bannerIntervalMs = 5000;

/** Whether an image has loaded: its decoded width. */
const loaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

/**
 * A banner shows in its slide: its alternative text, and its own picture, known by the content
 * file's base name in the built address (a phone shows the banner's phone crop, where it has one).
 */
async function expectBanner(
  within: Locator,
  item: Content["home"]["banners"][number],
  phone: boolean,
) {
  const image = within.getByRole("img", { name: item.imageAlt, exact: true });
  await expect(image).toBeVisible();
  await loaded(image);
  const file = phone && item.imagePhone ? item.imagePhone : item.image;
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    builtAssetPattern(file),
  );
}

if (underTest("home")) {
  test.describe("the home page's widgets", () => {
    test.beforeEach(async ({ context }) => suppressAnnouncements(context));

    for (const [layout, viewport] of Object.entries(viewports)) {
      test(`the banner carousel shows the banners, the first first, at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openHome(page, { clock: true });
        const carousel = banner(page);
        const [first, second] = home.banners;
        const phone = layout === "phone";
        if (!bannersRotate) {
          // One banner stands still: no controls, and the same picture however long it shows.
          await expectBanner(carousel, first!, phone);
          await expect(carousel.getByRole("button")).toHaveCount(0);
          await page.clock.runFor(bannerIntervalMs * 3);
          await expectBanner(carousel, first!, phone);
          return;
        }
        await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
        await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(bannerCount);
        await expect(dot(carousel, bannerCount, bannerCount)).toBeVisible();
        await expectBanner(slide(carousel, 1, bannerCount), first!, phone);
        // It moves to the next banner by itself, and the previous button brings the first back.
        await page.clock.runFor(bannerIntervalMs + 100);
        await expect(slide(carousel, 2, bannerCount)).toBeVisible();
        await expect(slide(carousel, 1, bannerCount)).toBeHidden();
        await expectBanner(slide(carousel, 2, bannerCount), second!, phone);
        await carousel.getByRole("button", { name: words.previous, exact: true }).click();
        await expect(slide(carousel, 1, bannerCount)).toBeVisible();
        await expectBanner(slide(carousel, 1, bannerCount), first!, phone);
        // The last dot reaches the last banner.
        await dot(carousel, bannerCount, bannerCount).click();
        await expectBanner(slide(carousel, bannerCount, bannerCount), home.banners.at(-1)!, phone);
      });
    }

    test.describe("the partner carousel", () => {
      const { partners } = content.partners;

      if (partnerCount === 0)
        test("with no partners, the home page has no partner section", async ({ page }) => {
          await openHome(page);
          await expect(page.getByRole("heading", { name: home.partners.heading })).toHaveCount(0);
          await expect(partnersCarousel(page)).toHaveCount(0);
        });
      else {
        test("every partner's logo can be reached, in turn, at 1280 px", async ({ page }) => {
          await page.setViewportSize(viewports.desktop);
          await openHome(page, { clock: true });
          const carousel = partnersCarousel(page);
          // A carousel while it rotates, a plain group while all fit: named as such, or not there.
          await expect(carousel).toHaveCount(1);
          // Below the fold its section skips rendering until scrolled to, as a visitor does.
          await carousel.scrollIntoViewIfNeeded();
          if (!partnersRotate) {
            // As many as fit stand still, all in view, with no controls.
            for (const partner of partners)
              await loaded(carousel.getByRole("img", { name: partner.name, exact: true }));
            await expect(carousel.getByRole("button")).toHaveCount(0);
            return;
          }
          await expect(carousel.getByRole("group")).toHaveCount(partnersInView);
          const next = carousel.getByRole("button", { name: words.next, exact: true });
          for (const [index, partner] of partners.entries()) {
            const item = slide(carousel, index + 1, partnerCount);
            await expect(item).toHaveAttribute("data-offset", "0");
            await loaded(item.getByRole("img", { name: partner.name, exact: true }));
            await next.click();
          }
          // Round the end, the first is in the middle again.
          await expect(slide(carousel, 1, partnerCount)).toHaveAttribute("data-offset", "0");
        });

        test("on a 390 px phone, the logos in view fit the screen", async ({ page }) => {
          await page.setViewportSize(viewports.phone);
          await openHome(page);
          const carousel = partnersCarousel(page);
          await expect(carousel).toHaveCount(1);
          await carousel.scrollIntoViewIfNeeded();
          // Three of the five in view on a phone; partners that stand still wrap onto more rows.
          const logos = carousel.getByRole("img");
          await expect(logos).toHaveCount(partnersRotate ? 3 : partnerCount);
          await expect(
            carousel.getByRole("img", { name: partners[0]!.name, exact: true }),
          ).toBeVisible();
          for (const logo of await logos.all()) {
            const box = (await logo.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
          }
        });
      }
    });

    test("the season's sections show what is coming, or the season ahead, and the latest champions", async ({
      page,
      request,
    }) => {
      const day = await visitOnBuildDay(page, request, "/");
      const { programmes } = content.programmes;
      const { upcoming } = splitStagings(programmes, day);
      const events = page.getByRole("region", { name: home.events.heading, exact: true });
      const ahead = page.getByRole("region", { name: home.events.seasonAhead, exact: true });
      if (upcoming.length > 0) {
        await expect(ahead).toHaveCount(0);
        // The soonest, as many as home shows; the programmes' page and the calendar for the rest.
        const shown = upcoming.slice(0, eventsShown);
        await expect(events.getByRole("heading", { level: 3 })).toHaveText(
          shown.map(({ programme, staging }) => `${programme.name} ${staging.edition}`),
        );
        await expect(
          events.getByRole("link", { name: home.events.programmesLink, exact: true }),
        ).toHaveCount(upcoming.length > shown.length ? 1 : 0);
        for (const { programme, staging } of shown) {
          const register = events.getByRole("link", {
            name: `${home.events.register} ${programme.name} ${staging.edition} ${site.chrome.newTab}`,
            exact: true,
          });
          if (registrationOpen(staging, day))
            await expect(register).toHaveAttribute("href", staging.registrationUrl!);
          else await expect(register).toHaveCount(0);
        }
      } else {
        await expect(events).toHaveCount(0);
        await expect(ahead.getByRole("listitem")).toHaveText(
          expectedProgrammes(programmes, day).map(({ programme, around }) => {
            const when = fill(home.events.monthYear, calendarDateParts(around));
            return new RegExp(`^${escapeRegExp(when)}\\s*${escapeRegExp(programme.name)}$`);
          }),
        );
        await expect(
          ahead.getByRole("link", { name: new RegExp(`^${escapeRegExp(site.mailingList.label)}`) }),
        ).toHaveAttribute("href", site.mailingList.url);
      }
      const latest = latestChampions(programmes, day, content.programmes.results.startMonth);
      if (!latest) {
        // No results yet: no champions' section, whatever its season would be called.
        const [before = "", after = ""] = home.champions.heading.split("{season}");
        await expect(
          page.getByRole("region", {
            name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`),
          }),
        ).toHaveCount(0);
        return;
      }
      const season = seasonName(latest.season, content.programmes.results);
      const champions = page.getByRole("region", {
        name: fill(home.champions.heading, { season }),
        exact: true,
      });
      const items = champions.getByRole("listitem");
      await expect(items).toHaveCount(latest.champions.length);
      for (const [index, { programme, staging, award }] of latest.champions.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(award.name);
        await expect(
          item.getByRole("link", { name: `${programme.name} ${staging.edition}`, exact: true }),
        ).toHaveAttribute(
          "href",
          resultsHref(staging, programmes, day, content.programmes.results.startMonth),
        );
      }
    });

    test("the partnership video plays when asked for", async ({ page }) => {
      await openHome(page);
      const { video } = home.partnership;
      const play = page
        .getByRole("region", { name: home.partnership.heading, exact: true })
        .getByRole("link", { name: `${video.playLabel}: ${video.title}`, exact: true });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const player = page.getByRole("region", { name: home.partnership.heading }).locator("video");
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute("aria-label", video.title);
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
    });
  });
}
