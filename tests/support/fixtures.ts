import { type Page, test as base, expect } from "@playwright/test";

/**
 * The test fixture every browser test uses. Requests to any origin other than the site under
 * test are answered locally with an empty 204, so nothing leaves the machine and no test depends
 * on a third party. Console errors and uncaught page errors are collected; `assertNoErrors` fails
 * the test if there were any (hydration mismatches among them).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: "" }),
    );
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** Waits until React has hydrated the page (the root sets data-hydrated after its first effect). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
