import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { bankDetails, labels, referencePrefix } = content.donate;
/** "Account number" reads "account number" inside a sentence; acronyms stay as written. */
const inSentence = (label: string) =>
  /^.[A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("copying", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`each bank detail's button copies its value and says what it copied at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/donate");
      await waitForHydration(page);
      for (const detail of bankDetails) {
        const what = inSentence(detail.label);
        const button = page.getByRole("button", { name: `${labels.copy} ${what}`, exact: true });
        await expect(button).toBeVisible();
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await button.click();
        expect(await readClipboard(page)).toBe(detail.value);
        const copied = page.getByRole("button", { name: `${labels.copied} ${what}`, exact: true });
        await expect(copied).toBeVisible();
        await expect(copied).toContainText(labels.copied);
        await expect(page.getByRole("status").filter({ hasText: `Copied ${what}` })).toHaveText(
          labels.copiedStatus.replace("{label}", what),
        );
      }
      // The confirmation wears off, so the next copy is announced again.
      const first = inSentence(bankDetails[0]!.label);
      await expect(
        page.getByRole("button", { name: `${labels.copy} ${first}`, exact: true }),
      ).toBeVisible({ timeout: 6000 });
    });
  }

  test("the transfer reference includes 'JADE Donation' and has its own copy button", async ({
    page,
  }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const reference = page.getByRole("region", { name: labels.referenceHeading });
    await expect(reference.getByText(referencePrefix, { exact: true })).toBeVisible();
    expect(referencePrefix).toContain("JADE Donation");
    await reference.getByRole("button", { name: `${labels.copy} transfer reference` }).click();
    expect(await readClipboard(page)).toBe(referencePrefix);
    await expect(reference.getByRole("status")).toHaveText("Copied transfer reference");
  });

  test("works by keyboard", async ({ page }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const detail = bankDetails.find((candidate) => candidate.id === "bic")!;
    await page.getByRole("button", { name: `${labels.copy} ${detail.label}` }).focus();
    await page.keyboard.press("Enter");
    expect(await readClipboard(page)).toBe(detail.value);
    await expect(page.getByRole("status").filter({ hasText: detail.label })).toHaveText(
      `Copied ${detail.label}`,
    );
  });

  test("falls back to copying the selected text when the Clipboard API refuses", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, "writeText", {
        value: () => Promise.reject(new DOMException("Refused", "NotAllowedError")),
      });
    });
    await page.goto("/donate");
    await waitForHydration(page);
    const detail = bankDetails.find((candidate) => candidate.id === "account-number")!;
    await page.getByRole("button", { name: `${labels.copy} account number` }).click();
    expect(await readClipboard(page)).toBe(detail.value);
    await expect(page.getByRole("status").filter({ hasText: "account number" })).toHaveText(
      "Copied account number",
    );
  });
});

test("says clearly when copying is impossible", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined });
    document.execCommand = () => false;
  });
  await page.goto("/donate");
  await waitForHydration(page);
  await page.getByRole("button", { name: `${labels.copy} account number` }).click();
  const message = page.getByText(labels.copyFailed);
  await expect(message).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: labels.copyFailed })).toHaveCount(1);
  await expect(page.getByRole("button", { name: `${labels.copied} account number` })).toHaveCount(
    0,
  );
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});

test("lays the details out as label and value pairs", async ({ page }) => {
  await page.goto("/donate");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText(content.donate.message[0]!);
  for (const detail of bankDetails) {
    await expect(page.getByRole("term").filter({ hasText: detail.label })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: detail.value })).toBeVisible();
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the details and reference are readable and no dead copy buttons show", async ({ page }) => {
    await page.goto("/donate");
    await expect(page.getByText(referencePrefix, { exact: true })).toBeVisible();
    for (const detail of bankDetails) {
      await expect(page.getByText(detail.value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: new RegExp(`^${labels.copy}`) })).toHaveCount(0);
  });
});
