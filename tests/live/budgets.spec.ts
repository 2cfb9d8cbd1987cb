import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { budgets, bundleSizes } from "../../scripts/bundle-sizes.mjs";
import { starterSettingsOf } from "../../app/islands/starter-tags.js";
import { expect, test } from "../support/fixtures";
import { content, pages } from "../support/site";

/**
 * Byte budgets for every built page: the gzip size of its initial JavaScript and CSS. Sizes are
 * deterministic for a build, so this fails the build when a change makes a page heavier than its
 * budget. (Timings are not tested here; `npm run bench` measures them.) A check of the live
 * content, so a content edit that made a page heavier would be named (decision 0044).
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const sizes = bundleSizes(clientDir);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const htmlFile = (page: string) => (page === "/" ? "index.html" : `${page.slice(1)}.html`);

test("every page is measured", () => {
  expect(sizes.map((size) => size.page)).toEqual(
    expect.arrayContaining(
      pages.filter((page) => page.id !== "not-found").map((page) => page.path),
    ),
  );
  expect(sizes.map((size) => size.page)).toContain("/404");
});

for (const { page, jsBytes, cssBytes } of sizes) {
  test(`${page}: initial JS ${kb(jsBytes)} and CSS ${kb(cssBytes)} gzip are within budget`, () => {
    expect(jsBytes, "initial JavaScript, bytes gzip").toBeLessThanOrEqual(
      budgets.initialJsKB * 1000,
    );
    expect(cssBytes, "CSS, bytes gzip").toBeLessThanOrEqual(budgets.cssKB * 1000);
    // A page with a widget loads React for it: one that loads less would not hydrate, and the
    // measure would be wrong, not the page light. A page without one runs no React at first,
    // only the check of the visitor's day (decision 0033).
    const html = readFileSync(path.join(clientDir, htmlFile(page)), "utf8");
    const settings = starterSettingsOf(html);
    expect(settings, "the page's starter settings").toBeDefined();
    if ((settings?.initial.length ?? 0) > 0) expect(jsBytes).toBeGreaterThan(50 * 1000);
    else expect(jsBytes, "a page without a widget: the due check only").toBeLessThan(5 * 1000);
  });
}

// The content reaches pages as loader data in their HTML (app/hooks/use-content.ts), never in
// the scripts, so copy cannot creep back into every page's JavaScript through an import.
test("no content copy travels in the scripts", () => {
  const assetsDir = path.join(clientDir, "assets");
  const scripts = readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(path.join(assetsDir, file), "utf8") }));
  const copy = [
    ...content.pages.pages.map((page) => page.description),
    content.site.office.address[0] ?? "",
    content.home.partnership.text,
    ...content.donate.bankDetails.map((detail) => detail.value),
    ...content.programmes.programmes.map((programme) => programme.name),
    ...content.adjudicators.adjudicators.map((adjudicator) => adjudicator.lastName),
  ].filter((text) => text.length > 4);
  // Every page's description at least, whatever else the content holds.
  expect(copy.length).toBeGreaterThanOrEqual(
    content.pages.pages.filter((page) => page.description.length > 4).length,
  );
  const found = copy.flatMap((text) =>
    scripts.filter((script) => script.text.includes(text)).map(({ file }) => `${file}: ${text}`),
  );
  expect(found).toEqual([]);
});
