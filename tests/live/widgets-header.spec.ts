/**
 * The site header works with what the content holds, scripts on: the phone menu and the desktop
 * dropdowns list content/site.yaml's navigation, the search suggests what the built index holds
 * for a word of the content, and the announcements bell lists exactly
 * what is current on the page's day and closes within a year, the soonest first (or says nothing
 * is). Checked on the home page, where the
 * header runs at once; it is the same on every page, so it runs whenever the home page is under
 * test, which every change to a file of the header is (app/pipeline/page-files.ts).
 */
import type { Page } from "@playwright/test";
import { laterAnnouncements, listedAnnouncements } from "../../app/lib/announcement-rule";
import { formatLongDate } from "../../app/lib/format";
import { registrationOpen, upcomingStaging } from "../../app/lib/stagings";
import { fill } from "../../app/lib/template";
import { searchFromJson } from "../../app/search/engine";
import { searchIndexPath, suggestionLimit } from "../../app/search/options";
import { expect, test, waitForHydration } from "../support/fixtures";
import { escapeRegExp, noonOn, shiftDay, underTest, viewports } from "../support/live";
import { expectPopover } from "../support/scripts";
import { visitAt } from "../support/screen";
import { announcements, builtOn, content, pageName, suppressAnnouncements } from "../support/site";

const { chrome } = content.site;
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/**
 * Every page the main navigation links to, in its order, a group's pages in their place; not the
 * one drawn as a button, which the header shows after the navigation (issue 53).
 */
const navPages = content.site.nav.flatMap((entry) =>
  "page" in entry ? (entry.page === content.site.navButton ? [] : [entry.page]) : entry.pages,
);
/** The header's button (Donate), where the content names one. */
const navButton = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: pageName(content.site.navButton ?? "home"), exact: true });
const groups = content.site.nav.flatMap((entry) => ("group" in entry ? [entry] : []));
/** The stagings whose registration a programme's card offers on a day (programme-card.tsx). */
const registrationsOffered = (day: string) =>
  content.programmes.programmes.flatMap((programme) => {
    const next = upcomingStaging(programme, day);
    return next && registrationOpen(next, day) ? [next] : [];
  });

if (underTest("home")) {
  test.describe("the header", () => {
    test.describe("on a 390 px phone", () => {
      test.use({ viewport: viewports.phone, hasTouch: true });
      test.beforeEach(async ({ context }) => suppressAnnouncements(context));

      test("the menu lists the quick links and the navigation, and opens and closes from the keyboard", async ({
        page,
      }) => {
        await page.goto("/");
        await waitForHydration(page);
        const toggle = page.getByRole("button", { name: chrome.menu, exact: true });
        await expect(mainNav(page).getByRole("link")).toHaveCount(0);
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expectPopover(toggle, true);
        await expect(
          page.getByRole("navigation", { name: content.site.tasks.label }).getByRole("link"),
        ).toHaveText(content.site.tasks.links.map((link) => link.label));
        await expect(mainNav(page).getByRole("link")).toHaveText(navPages.map(pageName));
        if (content.site.navButton) await expect(navButton(page)).toBeVisible();
        // A group's pages show in place under its name, not in a popup over the others.
        for (const group of groups)
          await expect(mainNav(page).getByText(group.group, { exact: true }).first()).toBeVisible();
        await page.keyboard.press("Escape");
        await expectPopover(toggle, false);
        await expect(toggle).toBeFocused();
        await expect(mainNav(page).getByRole("link")).toHaveCount(0);
      });
    });

    test.describe("at 1280 px", () => {
      test.use({ viewport: viewports.desktop });
      test.beforeEach(async ({ context }) => suppressAnnouncements(context));

      test("shows the navigation, and each group's dropdown opens and closes", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        await expect(page.getByRole("button", { name: chrome.menu, exact: true })).toBeHidden();
        for (const entry of content.site.nav)
          if ("page" in entry && entry.page !== content.site.navButton)
            await expect(
              mainNav(page).getByRole("link", { name: pageName(entry.page), exact: true }),
            ).toBeVisible();
        if (content.site.navButton) await expect(navButton(page)).toBeVisible();
        for (const group of groups) {
          const button = mainNav(page).getByRole("button", { name: group.group, exact: true });
          const links = group.pages.map((id) =>
            mainNav(page).getByRole("link", { name: pageName(id), exact: true }),
          );
          await expect(links[0]!).toBeHidden();
          await button.click();
          await expectPopover(button, true);
          for (const link of links) await expect(link).toBeVisible();
          await page.keyboard.press("Escape");
          await expectPopover(button, false);
          await expect(button).toBeFocused();
          await expect(links[0]!).toBeHidden();
        }
      });
    });

    // On a phone, by touch: what the box finds is the content's; how a suggestion is chosen by
    // keyboard on a desktop is the code's, held by tests/e2e/search.spec.ts.
    test.describe("on a 390 px phone, by touch", () => {
      test.use({ viewport: viewports.phone, hasTouch: true });
      test.beforeEach(async ({ context }) => suppressAnnouncements(context));

      test("the search suggests what the built index holds for a programme's name, and opens it", async ({
        page,
        request,
      }) => {
        // A programme's name, as staff wrote it: the last programme, which a new one becomes.
        const word = content.programmes.programmes.at(-1)!.name;
        // What the site's own engine finds in the index the build wrote, as the box must show it.
        const index = await (await request.get(searchIndexPath)).text();
        const hits = searchFromJson(index)(word, suggestionLimit);
        expect(hits.length, `the search index finds nothing for "${word}"`).toBeGreaterThan(0);
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("button", { name: chrome.menu, exact: true }).tap();
        const box = page.getByRole("combobox", { name: chrome.searchLabel, exact: true });
        await box.pressSequentially(word);
        const options = page
          .getByRole("listbox", { name: chrome.searchLabel, exact: true })
          .getByRole("option");
        await expect(options).toHaveText([
          ...hits.map(
            (hit) => new RegExp(`^${escapeRegExp(hit.title)}\\s*${escapeRegExp(hit.page)}$`),
          ),
          fill(content.site.search.seeAll, { query: word }),
        ]);
        await options.first().tap();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(hits[0]!.url)}$`));
      });
    });

    test("the announcements bell lists what is current on the page's day, or says nothing is", async ({
      page,
      request,
    }) => {
      // Each visit starts as a first visit, so the popup opens by itself whenever something is
      // current, whatever was shown on the day before.
      await page.addInitScript(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith("jade:announcements:")) localStorage.removeItem(key);
      });
      // The day the site was built; where there are announcements, the first day one closes
      // (something is current) and the day after the last closes (nothing is); and the first day
      // within a year on which a programme's card offers a registration.
      const built = await builtOn(request);
      const closing = announcements.map((item) => item.until!).sort();
      const offering = Array.from({ length: 366 }, (_, days) => shiftDay(built, days)).find(
        (day) => registrationsOffered(day).length > 0,
      );
      const days = [
        built,
        ...(closing.length > 0 ? [closing[0]!, shiftDay(closing.at(-1)!, 1)] : []),
        ...(offering ? [offering] : []),
      ];
      const dialog = page.getByRole("dialog", { name: chrome.announcements });
      const bell = page.getByRole("button", { name: chrome.announcements, exact: true });
      for (const day of new Set(days)) {
        // What the list shows: those current that close within a year, the soonest first, each
        // with its closing day; a later one is left to the programmes page, which it links to.
        const current = listedAnnouncements(announcements, day);
        const later = laterAnnouncements(announcements, day);
        await visitAt(page, noonOn(day), "/");
        if (current.length > 0) {
          await expect(dialog, `on ${day} the popup opens by itself`).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        } else await expect(dialog, `on ${day} nothing is current`).toBeHidden();
        await bell.click();
        await expect(dialog).toBeVisible();
        const links = dialog.getByRole("link", { name: new RegExp(escapeRegExp(chrome.newTab)) });
        await expect(links).toHaveText(
          current.map(
            (item) =>
              `${item.title} ${fill(chrome.announcementsCloses, { date: formatLongDate(item.until!) })} ${chrome.newTab}`,
          ),
        );
        for (const [n, item] of current.entries())
          await expect(links.nth(n)).toHaveAttribute("href", item.href);
        const laterLink = dialog.getByRole("link", { name: chrome.announcementsLater });
        await expect(laterLink).toHaveCount(later.length > 0 ? 1 : 0);
        if (current.length === 0 && later.length === 0)
          await expect(dialog).toContainText(chrome.announcementsNone);
        // Never "nothing is open" while a programme's card offers a registration: it is listed.
        // (or, closing more than a year away, left to the programmes page, which the list links to).
        for (const staging of registrationsOffered(day))
          expect(
            [...current, ...later].some(
              (item) => item.staging === staging.id || item.href === staging.registrationUrl,
            ),
            `on ${day} the registration of ${staging.id} is listed`,
          ).toBe(true);
        await dialog.getByRole("button", { name: chrome.closeAnnouncements }).click();
        await expect(dialog).toBeHidden();
        await expect(bell).toBeFocused();
      }
    });
  });
}
