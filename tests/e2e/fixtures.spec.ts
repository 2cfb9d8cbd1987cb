/**
 * The fixture every browser test uses fails a test whose pages log a console error or throw,
 * unless the test allowed that error with its reason (tests/support/fixtures.ts). These tests are
 * expected to fail (`test.fail`): if the fixture stopped failing them, they would be reported.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDirectory } from "../../app/content/load.server";
import { liveContentDir, testContentDir } from "../support/content-guard";
import { allowConsoleErrors, expect, test } from "../support/fixtures";

test("a console error fails the test", async ({ page }) => {
  test.fail(true, "the page logs an error the test did not allow");
  await page.goto("/");
  await page.evaluate(() => console.error("a console error"));
});

test("an uncaught exception fails the test", async ({ page }) => {
  test.fail(true, "the page throws and the test did not allow it");
  await page.goto("/");
  const thrown = page.waitForEvent("pageerror");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("an uncaught exception");
    });
  });
  await thrown;
});

test("an error the test allows, with its reason, does not", async ({ page, consoleErrors }) => {
  allowConsoleErrors(page, /^an expected error$/, "this test logs it on purpose");
  await page.goto("/");
  await page.evaluate(() => console.error("an expected error"));
  await expect.poll(() => consoleErrors).toEqual(["an expected error"]);
});

// The browser tests of code read the tests' own content, never content/ (playwright.config.ts,
// decision 0044): a read of it fails, in every worker.
test("a test of code cannot read content/", () => {
  expect(() => readFileSync(path.join(liveContentDir, "site.yaml"))).toThrow(
    /A test of code read content\/site\.yaml/,
  );
  expect(contentDirectory()).toBe(testContentDir);
});
