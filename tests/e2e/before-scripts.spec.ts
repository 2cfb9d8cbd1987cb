/**
 * Every control works from the prerendered HTML (docs/decisions/0023-progressive-enhancement.md):
 * here, each page state a visitor without the app meets (scripts off, or on but the script files
 * blocked, as on a slow or filtered connection before hydration), on a phone and a desktop, with
 * axe in light and dark over each control open.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { axeViolationsInBothSchemes } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { blockScripts, expectPopover } from "../support/scripts";
import { announcementsAt, builtOn, content, laterAnnouncementsAt, pages } from "../support/site";
import { splitStagings } from "../../app/lib/stagings";

const { chrome } = content.site;
const screens = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
};
const states = {
  "scripts off": { javaScriptEnabled: false },
  "scripts blocked": { javaScriptEnabled: true },
};

/** With scripts on, the script files never arrive; with them off, there is nothing to block. */
async function withoutTheApp(context: BrowserContext, state: { javaScriptEnabled: boolean }) {
  if (state.javaScriptEnabled) await blockScripts(context);
}

/** axe over the page as it is now, in both colour schemes: one load covers both. */
async function checkAxe(page: Page) {
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: chrome.announcements });
const bell = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: chrome.announcements, exact: true });

for (const [stateName, state] of Object.entries(states)) {
  for (const [screenName, screen] of Object.entries(screens)) {
    test.describe(`${stateName}, ${screenName}`, () => {
      test.use({ ...state, ...screen });
      test.beforeEach(({ context }) => withoutTheApp(context, state));

      test("the bell opens the announcements current when the site was built, and they close", async ({
        page,
        request,
      }) => {
        await page.goto("/donate");
        await bell(page).click();
        await expect(dialog(page)).toBeVisible();
        const built = Date.parse(`${await builtOn(request)}T12:00:00-05:00`);
        const current = announcementsAt(built);
        // A link closing more than a year away is left to the programmes page, with a link there.
        const later = laterAnnouncementsAt(built).length > 0;
        if (current.length > 0)
          await expect(dialog(page).getByRole("link")).toHaveCount(
            current.length + (later ? 1 : 0),
          );
        else if (later)
          await expect(
            dialog(page).getByRole("link", { name: chrome.announcementsLater }),
          ).toBeVisible();
        else await expect(dialog(page)).toContainText(chrome.announcementsNone);
        await checkAxe(page);
        await dialog(page).getByRole("button", { name: chrome.closeAnnouncements }).click();
        await expect(dialog(page)).toBeHidden();
        await expect(bell(page)).toBeFocused();
        // Escape closes it too.
        await bell(page).click();
        await expect(dialog(page)).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog(page)).toBeHidden();
      });

      test("the navigation opens and its links lead on, and the departments open one at a time", async ({
        page,
      }) => {
        await page.goto("/about-jade");
        const nav = page.getByRole("navigation", { name: "Main" });
        const menu = page.getByRole("button", { name: chrome.menu });
        if (screenName === "phone") {
          await menu.click();
          await expectPopover(menu, true);
          for (const name of ["Home", "Media Moments", "About JADE", "JADE Services"])
            await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
          await expect(
            page.getByRole("banner").getByRole("link", { name: "Donate", exact: true }),
          ).toBeVisible();
          // The theme choice needs scripts; with them off the menu does not offer it.
          if (stateName === "scripts off") await expect(page.getByLabel("Theme")).toBeHidden();
        }
        // On a desktop the group is a dropdown; in the phone menu its links show in place.
        const group = nav.getByRole("button", { name: "Members/Affiliates" });
        if (screenName === "desktop") {
          await group.click();
          await expectPopover(group, true);
        }
        for (const name of ["Membership", "Affiliates"])
          await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
        await checkAxe(page);
        await page.keyboard.press("Escape");
        if (screenName === "desktop") await expectPopover(group, false);

        const [first] = content.team.departments;
        const department = page
          .locator("details")
          .filter({ has: page.getByRole("heading", { name: first!.name, exact: true }) });
        await department.locator("summary").click();
        await expect(department.getByText(first!.members[0]!.name, { exact: true })).toBeVisible();
        await checkAxe(page);

        if (screenName === "phone") {
          // A link in the menu leads to its page, and so does one in the footer.
          await menu.click();
          await page.getByRole("banner").getByRole("link", { name: "Donate", exact: true }).click();
          await expect(page).toHaveURL(/\/donate$/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            pages.find((entry) => entry.id === "donate")!.heading,
          );
          await page
            .getByRole("contentinfo")
            .getByRole("link", { name: "Contact" })
            .first()
            .click();
          await expect(page).toHaveURL(/\/contact$/);
        }
      });

      test("tools that need the app say so instead of offering a dead form", async ({ page }) => {
        await page.goto("/programme-sponsorship");
        const builder = page.getByRole("region", { name: content.sponsorship.labels.costsHeading });
        const contact = content.contacts.contacts.find(
          (entry) => entry.id === content.sponsorship.builder.contact,
        )!;
        await expect(builder.getByRole("link", { name: contact.email }).first()).toBeVisible();
        await expect(builder.getByRole("radio")).toHaveCount(0);
        await checkAxe(page);
      });
    });
  }

  test.describe(`${stateName}, the home page's events`, () => {
    test.use({ ...state, ...screens.phone });
    test.beforeEach(({ context }) => withoutTheApp(context, state));

    test("with nothing upcoming, “Check the announcements” opens them when there are some", async ({
      page,
      request,
    }) => {
      await page.goto("/");
      const day = await builtOn(request);
      const { upcoming } = splitStagings(content.programmes.programmes, day);
      const events = page.getByRole("region", {
        name: upcoming.length > 0 ? content.home.events.heading : content.home.events.seasonAhead,
      });
      const button = events.getByRole("button", { name: content.home.events.announcementsButton });
      if (upcoming.length > 0) {
        // The build's day has stagings to come: they are listed, and the button is not needed.
        await expect(button).toHaveCount(0);
        return;
      }
      if (announcementsAt(Date.parse(`${day}T12:00:00-05:00`)).length === 0) {
        // Nothing announced: no button to an empty list, and the links work without scripts.
        await expect(button).toHaveCount(0);
        await expect(
          events.getByRole("link", { name: content.home.events.programmesLink }),
        ).toHaveAttribute("href", "/jade-programmes");
        return;
      }
      await button.click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole("button", { name: chrome.closeAnnouncements }).click();
      await expect(dialog(page)).toBeHidden();
    });
  });
}
