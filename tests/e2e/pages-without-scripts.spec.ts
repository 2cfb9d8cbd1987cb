import { expect, test } from "../support/fixtures";
import { content } from "../support/site";
import { routeTable } from "../../app/route-table";
import { storedItems } from "../../app/lib/stored-items";

// What the prerendered pages are made of, with no scripts at all. (That every page reads fully
// without them, whatever the content, is checked on the live content: tests/live/pages.spec.ts.)
test.use({ javaScriptEnabled: false });

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
