import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { blockScripts, expectPopover, openIn, scriptStates } from "../support/scripts";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** Donate, the header's button: after the navigation, not among its pages. */
const donateButton = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Donate", exact: true });

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("marks the current page, and shows every link with no menu toggle", async ({ page }) => {
    await page.goto("/media-moments");
    await waitForHydration(page);
    await expect(mainNav(page).getByRole("link", { name: "Media Moments" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const name of ["Home", "Media Moments", "About JADE", "JADE Services"]) {
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(donateButton(page)).toBeVisible();
  });

  test("a skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

for (const state of scriptStates) {
  test.describe(`desktop dropdown, ${state}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("opens by click below its button, and closes on a press outside", async ({ page }) => {
      await openIn(page, "/", state);
      const button = mainNav(page).getByRole("button", { name: "Members/Affiliates" });
      const membership = mainNav(page).getByRole("link", { name: "Membership" });
      await expectPopover(button, false);
      await expect(membership).toBeHidden();
      await button.click();
      await expectPopover(button, true);
      await expect(membership).toBeVisible();
      await expect(mainNav(page).getByRole("link", { name: "Affiliates" })).toBeVisible();
      // Anchored under its button, not floating elsewhere on the page.
      const [under, list] = await Promise.all([
        button.boundingBox(),
        membership.locator("xpath=ancestor::ul[1]").boundingBox(),
      ]);
      expect(list!.y).toBeGreaterThanOrEqual(under!.y + under!.height - 1);
      expect(Math.abs(list!.x - under!.x)).toBeLessThan(under!.width);
      await page.getByRole("heading", { level: 1 }).click();
      await expect(membership).toBeHidden();
      await button.click();
      await button.click();
      await expect(membership).toBeHidden();
    });

    test("works by keyboard, and closes on Escape and on navigation", async ({ page }) => {
      await openIn(page, "/", state);
      const button = mainNav(page).getByRole("button", { name: "Members/Affiliates" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expectPopover(button, true);
      await page.keyboard.press("Escape");
      await expectPopover(button, false);
      await expect(button).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(mainNav(page).getByRole("link", { name: "Membership" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/jade-membership$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("JADE Membership");
      await expectPopover(button, false);
      await expect(mainNav(page).getByRole("link", { name: "Membership" })).toBeHidden();
    });
  });

  test.describe(`phone menu, ${state}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the menu button shows and hides the links", async ({ page }) => {
      await openIn(page, "/", state);
      const toggle = page.getByRole("button", { name: "Menu" });
      const donate = donateButton(page);
      await expect(donate).toBeHidden();
      await toggle.tap();
      await expectPopover(toggle, true);
      for (const name of ["Home", "Media Moments", "About JADE", "JADE Services"])
        await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
      await expect(donate).toBeVisible();
      // A plain search field until the app makes it a combobox with suggestions.
      const search = state === "hydrated" ? "combobox" : "searchbox";
      await expect(page.getByRole(search, { name: "Search the site" })).toBeVisible();
      await expect(page.getByLabel("Theme")).toBeVisible();
      await toggle.tap();
      await expect(donate).toBeHidden();
    });

    test("the menu closes when the window widens to the desktop header, on any page", async ({
      page,
    }) => {
      // The home page runs the header at once; a page without a widget leaves it to the head
      // script until the visitor reaches into it (decision 0033).
      for (const path of ["/", "/about-jade"]) {
        await page.setViewportSize({ width: 390, height: 844 });
        await openIn(page, path, state);
        const toggle = page.getByRole("button", { name: "Menu" });
        await toggle.tap();
        await expectPopover(toggle, true);
        await page.setViewportSize({ width: 1280, height: 800 });
        // The desktop header shows (no Menu button) and the menu has closed before going back.
        // The width's media query reports its change at the browser's next rendering step, which
        // can come after the layout that hides the button: a resize back in between changes
        // nothing, for a visitor as for the test (waiting for the button alone failed once in CI).
        await expect(toggle).toBeHidden();
        await expectPopover(page.getByRole("button", { name: "Menu", includeHidden: true }), false);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectPopover(toggle, false);
        await expect(donateButton(page)).toBeHidden();
      }
    });

    test("the menu closes after choosing a page, and with Escape", async ({ page }) => {
      await openIn(page, "/", state);
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.tap();
      await mainNav(page).getByRole("link", { name: "About JADE" }).tap();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About JADE");
      await expectPopover(toggle, false);
      await expect(donateButton(page)).toBeHidden();

      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      // The menu opens on the main tasks.
      const tasks = page.getByRole("navigation", { name: content.site.tasks.label });
      await expect(
        tasks.getByRole("link", { name: content.site.tasks.links[0]!.label, exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expectPopover(toggle, false);
      await expect(toggle).toBeFocused();
    });

    test("the menu closes when focus leaves it, so the focused link is never hidden", async ({
      page,
    }) => {
      await openIn(page, "/", state);
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expectPopover(toggle, true);
      // The theme select is the menu's last stop: Tab from it leaves the menu for the page.
      await page.getByLabel("Theme").focus();
      await expectPopover(toggle, true);
      await page.keyboard.press("Tab");
      await expectPopover(toggle, false);
      const focused = page.locator(":focus");
      await expect(focused).toBeVisible();
      await expect(focused).toBeInViewport();
      expect(
        await focused.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return element === top || element.contains(top);
        }),
      ).toBe(true);
      // Shift+Tab back into the page's header does not reopen it; the button does.
      await toggle.click();
      await expectPopover(toggle, true);
    });

    test("the group's links show in the menu under its name, with no popup over the others", async ({
      page,
    }) => {
      await openIn(page, "/", state);
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(mainNav(page).getByRole("button", { name: "Members/Affiliates" })).toBeHidden();
      await expect(mainNav(page).getByText("Members/Affiliates").first()).toBeVisible();
      await expect(mainNav(page).getByRole("link", { name: "Membership" })).toBeVisible();
      await mainNav(page).getByRole("link", { name: "Affiliates" }).tap();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("JADE Affiliates");
    });
  });
}

// The phone menu with scripts off (its links, the group's in place, no theme choice) is
// before-scripts.spec.ts's, with axe over it open.

test.describe("theme choice", () => {
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test("follows the system by default", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByLabel("Theme")).toHaveValue("system");
    await expect.poll(() => background(page)).not.toBe("rgb(255, 255, 255)");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => background(page)).toBe("rgb(255, 255, 255)");
  });

  test("a chosen theme overrides the system, persists, and paints before any script loads", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Theme").selectOption("dark");
    await expect.poll(() => background(page)).not.toBe("rgb(255, 255, 255)");

    // Reload with every bundled script blocked: only the head script can apply the choice.
    await blockScripts(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => background(page)).not.toBe("rgb(255, 255, 255)");
    await page.unroute("**/assets/*.js");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Theme")).toHaveValue("dark");
    await page.getByLabel("Theme").selectOption("system");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.+/);
    await expect.poll(() => background(page)).toBe("rgb(255, 255, 255)");
  });

  test("can be chosen with the keyboard", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Theme").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Theme")).toHaveValue("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});

test.describe("moving between pages with scripts", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a link loads the next page itself: its HTML and its islands, no router data", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await mainNav(page).getByRole("link", { name: "About JADE" }).click();
    await expect(page).toHaveURL(/\/about-jade$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About JADE");
    await waitForHydration(page);
    // Every page is a full load of its prerendered HTML (decision 0033): no `.data` is fetched,
    // none is built, and the only scripts are the islands'.
    expect(fetched).toContain("/about-jade");
    expect(fetched.filter((path) => path.endsWith(".data"))).toEqual([]);
    expect((await page.request.get("/about-jade.data")).status()).toBe(404);
    const scripts = fetched.filter((path) => path.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    // React Router's client files (its entry, the root route, its manifest) are not built.
    expect(scripts.filter((path) => /entry\.client|\/root-|\/manifest-/.test(path))).toEqual([]);
  });

  test("a change of the address's query fetches nothing: the content cannot have changed", async ({
    page,
  }) => {
    await page.goto("/certified-adjudicator-ranking");
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.getByRole("radio", { name: /^B / }).check();
    await expect(page).toHaveURL(/class=B/);
    expect(fetched.filter((path) => path.endsWith(".data"))).toEqual([]);
  });
});
