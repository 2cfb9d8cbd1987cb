import { expect, test } from "../support/fixtures";
import { content, pagesUnderTest as pages } from "../support/site";
import { routeTable } from "../../app/route-table";
import { storedItems } from "../../app/lib/stored-items";

// Every page must read fully from its prerendered HTML, with no scripts at all.
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
    await expect(nav.getByRole("link", { name: "Donate" })).toBeVisible();
    // The dropdown is a popover: it opens with no scripts at all.
    await nav.getByRole("button", { name: "Members/Affiliates" }).click();
    await expect(nav.getByRole("link", { name: "Membership" })).toBeVisible();
    await expect(tab.getByRole("contentinfo")).toContainText(content.site.office.email);
  });
}

test("the page listing lists every listed page alphabetically with their addresses", async ({
  page,
}) => {
  await page.goto("/page-listing");
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(routeTable.filter((entry) => entry.listed).length);
  const names = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  await expect(page.getByRole("main")).toContainText(
    `${content.site.siteUrl}/programme-sponsorship`,
  );
});

test("the privacy page lists exactly what the site keeps in the browser", async ({ page }) => {
  await page.goto("/privacy");
  const rows = page.getByRole("table").getByRole("row");
  // A header row, then one row for each item the code keeps.
  await expect(rows).toHaveCount(1 + storedItems.length);
  for (const { key } of storedItems) await expect(page.getByRole("table")).toContainText(key);
});

test("the first stylesheet declares the cascade layers before any layered rule", async ({
  request,
}) => {
  // A component's `@layer components { … }` bundled ahead of app.css would declare that layer
  // first and put base rules above it: links in the footer would take the body's link colour.
  const html = await (await request.get("/")).text();
  const first = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  expect(first).toBeDefined();
  const css = await (await request.get(first!)).text();
  expect(css.slice(0, css.indexOf("{"))).toMatch(
    /^@layer reset,tokens,base,layout,components,utilities;/,
  );
});
