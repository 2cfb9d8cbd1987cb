import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { budgets, bundleSizes } from "../../scripts/bundle-sizes.mjs";
import { starterSettingsOf } from "../../scripts/islands-scripts.mjs";
import { expect, settled, test, waitForHydration } from "../support/fixtures";
import { content, pages } from "../support/site";

/**
 * Byte budgets for every built page: the gzip size of its initial JavaScript and CSS. Sizes are
 * deterministic for a build, so this fails the build when a change makes a page heavier than its
 * budget. (Timings are not tested here; `npm run bench` measures them.)
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
  expect(copy.length).toBeGreaterThan(30);
  const found = copy.flatMap((text) =>
    scripts.filter((script) => script.text.includes(text)).map(({ file }) => `${file}: ${text}`),
  );
  expect(found).toEqual([]);
});

// In Chromium the first Intl object a page builds costs 15-25 ms of main thread (ICU starting
// up), 60-100 ms on a phone's CPU: one long task during hydration. The site writes its dates,
// prices, lists and name order without Intl (app/lib/format.ts, decision 0018); this keeps it so.
test.describe("no page calls on Intl while it starts", () => {
  for (const { path: address } of pages) {
    test(address, async ({ page }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { intlCalls: string[] }).intlCalls = calls;
        const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
          const original = owner[name];
          if (typeof original !== "function") return;
          owner[name] = new Proxy(original, {
            apply(target, self, args) {
              calls.push(label);
              return Reflect.apply(target, self, args) as unknown;
            },
            construct(target, args, newTarget) {
              calls.push(label);
              return Reflect.construct(target, args, newTarget) as object;
            },
          }) as T[keyof T & string];
        };
        for (const name of Object.getOwnPropertyNames(Intl)) {
          watch(Intl, name as keyof typeof Intl, `Intl.${name}`);
        }
        watch(String.prototype, "localeCompare", "String#localeCompare");
        watch(String.prototype, "toLocaleLowerCase", "String#toLocaleLowerCase");
        watch(String.prototype, "toLocaleUpperCase", "String#toLocaleUpperCase");
        watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
        watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
        watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
      });
      await page.goto(address);
      await waitForHydration(page);
      // Effects, the first animation frames after hydration and the work deferred to the first
      // idle moment run too.
      await settled(page);
      expect(
        await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
      ).toEqual([]);
    });
  }
});
