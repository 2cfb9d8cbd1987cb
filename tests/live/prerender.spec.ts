import { expect, test } from "../support/fixtures";
import { content, firstNavGroup, navPageName, pagesUnderTest as pages } from "../support/site";

// Every page must read fully from its prerendered HTML, with no scripts at all: a check of the live
// content, which takes what it looks for from the content (decision 0044).
test.use({ javaScriptEnabled: false });

for (const page of pages) {
  test(`${page.path} reads without scripts: heading, summary, navigation and footer`, async ({
    page: tab,
  }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The home page's first screen says who JADE is in its own sentence (decision 0030); its
    // description is for search engines and link previews. Every other page shows its own.
    await expect(tab.getByRole("main")).toContainText(
      page.id === "home" ? content.home.hero.text : page.description,
    );
    const nav = tab.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: navPageName, exact: true })).toBeVisible();
    // A dropdown is a popover: it opens with no scripts at all.
    if (firstNavGroup) {
      await nav.getByRole("button", { name: firstNavGroup.name }).click();
      await expect(
        nav.getByRole("link", { name: firstNavGroup.firstPage, exact: true }),
      ).toBeVisible();
    }
    await expect(tab.getByRole("contentinfo")).toContainText(content.site.office.email);
  });
}
