import type { Locator, Page } from "@playwright/test";
import { expect, settled, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { axeViolationsInBothSchemes } from "../support/axe";
import { isSample } from "../../app/content/sample-values";
import { bankDetailsText, copiedValue } from "../../app/lib/donation";
import { formatJmd } from "../../app/lib/money";
import { wordsOfControl } from "../support/control-words";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { labels, referencePrefix, sampleWords } = content.donate;
/** The bank details as the page shows them: each says whether a sample mark covers its value. */
const bankDetails = content.donate.bankDetails.map((detail, index) => ({
  ...detail,
  sample: isSample(content.donate, ["bankDetails", index, "value"]),
}));
/** What a detail's copy button copies: its value, or for a sample, the value in the warning. */
const copied = (detail: (typeof bankDetails)[number]) => copiedValue(detail, sampleWords.copied);
/** "Account number" reads "account number" inside a sentence; acronyms stay as written. */
const inSentence = (label: string) =>
  /^.[A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The clipboard once something has been copied to it. */
async function readClipboardWhenCopied(page: Page) {
  await expect.poll(() => readClipboard(page)).not.toBe("");
  return readClipboard(page);
}

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
        await expect.poll(() => readClipboard(page)).toBe(copied(detail));
        const done = page.getByRole("button", { name: `${labels.copied} ${what}`, exact: true });
        await expect(done).toBeVisible();
        await expect(done).toContainText(labels.copied);
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
    await expect.poll(() => readClipboard(page)).toBe(referencePrefix);
    await expect(reference.getByRole("status")).toHaveText("Copied transfer reference");
  });

  // A copy button pressed from the keyboard is the engines' check (tests/engines/checks/widgets.ts,
  // donationBuildsAndCopies: Enter on Copy all, Space on a detail), in Chromium too.

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
    await expect.poll(() => readClipboard(page)).toBe(copied(detail));
    await expect(page.getByRole("status").filter({ hasText: "account number" })).toHaveText(
      "Copied account number",
    );
  });
});

test.describe("donation helper", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  const words = content.donate.reference;

  test("builds the reference from surname and purpose, and copies it", async ({ page }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const reference = page.getByRole("region", { name: labels.referenceHeading });
    await reference.getByRole("textbox", { name: words.surname }).fill("Brown");
    await reference
      .getByRole("group", { name: words.purpose, exact: true })
      .getByRole("radio", { name: "National Debaters' Week", exact: true })
      .check();
    const built = "JADE Donation - Brown - Debaters' Week";
    await expect(reference.getByText(built, { exact: true })).toBeVisible();
    await expect(reference).toContainText(`${built.length} of ${words.maxLength} characters`);
    await reference.getByRole("button", { name: `${labels.copy} transfer reference` }).click();
    await expect.poll(() => readClipboard(page)).toBe(built);
  });

  test("keeps the reference within the limit, cleaning and shortening the surname", async ({
    page,
  }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const reference = page.getByRole("region", { name: labels.referenceHeading });
    await reference.getByRole("textbox", { name: words.surname }).fill("Müller-Montgomery <3");
    await expect(
      reference.getByText("JADE Donation - Muller-Montgomery 3", { exact: true }),
    ).toBeVisible();
    await reference
      .getByRole("group", { name: words.purpose, exact: true })
      .getByRole("radio", { name: "National Debaters' Week", exact: true })
      .check();
    // 40 characters at most: the surname gives way, and no hyphen is left dangling.
    await expect(
      reference.getByText("JADE Donation - Muller - Debaters' Week", { exact: true }),
    ).toBeVisible();
    await expect(reference).toContainText(
      words.shortened.replace("{max}", String(words.maxLength)),
    );
  });

  // At 390 and 1280 px it is the engines' check (tests/engines/checks/donate.ts, giftPurposeIsWhole),
  // in Chromium too: here, the narrowest phone and a tablet.
  const giftWidths = [320, 768];

  test(`what the gift is for is whole at ${giftWidths.join(" and ")} px: its name and each choice`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: giftWidths[0]!, height: 900 });
    await page.goto("/donate");
    await waitForHydration(page);
    for (const width of giftWidths) {
      // One load, laid out again at each width: the page's style sheet decides the control's size.
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((wanted) => innerWidth === wanted, width);
      await settled(page);
      const found = await page.evaluate(wordsOfControl, words.purpose);
      expect(found.choices, `${width} px, a ${found.control}`).toEqual([
        words.anyPurpose,
        ...words.purposes.map((purpose) => purpose.label),
      ]);
      expect(found.cut, `${width} px, a ${found.control}: ${found.cut.join("; ")}`).toEqual([]);
    }
  });

  test("copies all the bank details, with the reference, as text", async ({ page }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: words.surname }).fill("Brown");
    await page.getByRole("button", { name: `${labels.copyAll} ${labels.copyAllWhat}` }).click();
    const text = await readClipboardWhenCopied(page);
    expect(text).toBe(
      bankDetailsText(
        labels.bankHeading,
        bankDetails,
        { label: labels.reference, value: "JADE Donation - Brown" },
        sampleWords,
      ),
    );
    // While any detail is a sample, the text opens with the warning and marks each sample.
    const lines = text.split("\n");
    expect(lines[0] === sampleWords.notice).toBe(bankDetails.some((detail) => detail.sample));
    for (const detail of bankDetails) expect(lines).toContain(`${detail.label}: ${copied(detail)}`);
    await expect(
      page.getByRole("status").filter({ hasText: `Copied ${labels.copyAllWhat}` }),
    ).toHaveCount(1);
  });

  test("tells donors abroad about SWIFT and the intermediary bank", async ({ page }) => {
    await page.goto("/donate");
    const abroad = page.getByRole("region", { name: content.donate.abroad.heading });
    await expect(abroad).toContainText("SWIFT");
    for (const detail of content.donate.abroad.details) {
      await expect(abroad.getByRole("definition").filter({ hasText: detail.value })).toBeVisible();
    }
  });

  test("prints the details on white without the site's chrome or buttons", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/donate");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: words.surname })).toBeHidden();
    await expect(page.getByText(bankDetails.at(-1)!.value, { exact: true })).toBeVisible();
    await expect(page.getByText(referencePrefix, { exact: true })).toBeVisible();
    const colours = await page.evaluate(() => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.body).color,
    ]);
    expect(colours).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);
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
  // The message mid-screen, not the reference's choices half under the sticky header: axe's
  // target-size takes a sticky header for one in the flow and counts what scrolled under it as
  // obscured by its links (axe-core issue 3720).
  await message.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test.describe("an appeal before the form", () => {
  const { gifts, trust, online, abroad } = content.donate;
  /** Whether a mark covers a value of either list of details, which the page's one notice covers. */
  const anySample =
    bankDetails.some((detail) => detail.sample) ||
    abroad.details.some((_, index) =>
      isSample(content.donate, ["abroad", "details", index, "value"]),
    );

  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 800 };
  /** The amount chosen at first: the ladder's second, or its only one (suggestedAmount). */
  const suggested = (gifts.ladder[1] ?? gifts.ladder[0])!;
  const choice = (page: Page) => page.getByRole("region", { name: gifts.heading, exact: true });
  const giveButton = (page: Page) =>
    page.getByRole("button", { name: gifts.giveByTransfer, exact: true });
  /** Whether the whole of a box is in the first screen of a window `height` tall. */
  const inFirstScreen = async (locator: Locator, height: number) => {
    const box = (await locator.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= height;
  };

  for (const javaScriptEnabled of [true, false])
    for (const viewport of [phone, desktop]) {
      test(`acts in its first screen at ${viewport.width} px, scripts ${javaScriptEnabled ? "on" : "off"}: an amount chosen, Give by bank transfer, and giving online where there is a page for it`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        await suppressAnnouncements(context);
        const page = await context.newPage();
        await page.goto("/donate");
        const chosen = choice(page).getByRole("radio", { checked: true });
        await expect(chosen).toHaveCount(1);
        await expect(chosen).toHaveAccessibleName(
          `${formatJmd(suggested.amount)} ${suggested.does}`,
        );
        // The chosen amount's card, the button and the online page's, each whole on the first screen.
        const chosenRow = choice(page)
          .locator("label")
          .filter({ has: page.getByRole("radio", { checked: true }) });
        expect(await inFirstScreen(chosenRow, viewport.height)).toBe(true);
        expect(await inFirstScreen(giveButton(page), viewport.height)).toBe(true);
        if (online) {
          const link = choice(page).getByRole("link", { name: new RegExp(`^${online.label}`) });
          await expect(link).toHaveAttribute("href", online.url);
          expect(await inFirstScreen(link, viewport.height)).toBe(true);
        }
        // The choice comes before the bank details, in the page and on screen.
        const bank = page.getByRole("region", { name: labels.bankHeading, exact: true });
        const choiceBox = (await choice(page).boundingBox())!;
        expect(choiceBox.y + choiceBox.height).toBeLessThanOrEqual((await bank.boundingBox())!.y);
        await context.close();
      });
    }

  test("each amount is a choice with what it pays for, in the content's order, then another amount", async ({
    page,
  }) => {
    await page.goto("/donate");
    const group = choice(page).getByRole("group", { name: gifts.choose, exact: true });
    const names = await group
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent));
    expect(names).toEqual([
      ...gifts.ladder.map((rung) => `${formatJmd(rung.amount)} ${rung.does}`),
      gifts.other,
    ]);
  });

  test.describe("with the bank details' copy", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"], viewport: phone });

    test("Give by bank transfer goes to the bank details with the amount chosen beside the reference, and copied with them", async ({
      page,
    }) => {
      await page.goto("/donate");
      await waitForHydration(page);
      // The last amount, as a visitor taps it; then the button.
      const last = gifts.ladder.at(-1)!;
      await choice(page)
        .getByRole("radio", { name: `${formatJmd(last.amount)} ${last.does}`, exact: true })
        .check();
      await giveButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/donate\\?amount=${last.amount}#bank-details$`));
      const heading = page.getByRole("heading", { name: labels.bankHeading, exact: true });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const reference = page.getByRole("region", { name: labels.referenceHeading, exact: true });
      const amountRow = reference
        .getByRole("definition")
        .filter({ hasText: formatJmd(last.amount) });
      await expect(amountRow).toBeVisible();
      await reference
        .getByRole("button", { name: `${labels.copy} ${inSentence(gifts.amount)}`, exact: true })
        .click();
      await expect.poll(() => readClipboard(page)).toBe(String(last.amount));
      await page.getByRole("button", { name: `${labels.copyAll} ${labels.copyAllWhat}` }).click();
      await expect
        .poll(() => readClipboard(page))
        .toContain(
          `${gifts.amount}: ${formatJmd(last.amount)}\n${labels.reference}: ${referencePrefix}`,
        );
      // Another amount carries none.
      await page.goBack();
      await waitForHydration(page);
      await choice(page).getByRole("radio", { name: gifts.other, exact: true }).check();
      await giveButton(page).click();
      await expect(page).toHaveURL(/\/donate#bank-details$/);
      await expect(reference.getByText(gifts.amount, { exact: true })).toHaveCount(0);
    });
  });

  test("without scripts, Give by bank transfer opens the bank details with the amount chosen in the address", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto("/donate");
    const first = gifts.ladder[0]!;
    await choice(page)
      .getByRole("radio", { name: `${formatJmd(first.amount)} ${first.does}`, exact: true })
      .check();
    await giveButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/donate\\?amount=${first.amount}#bank-details$`));
    await expect(
      page.getByRole("heading", { name: labels.bankHeading, exact: true }),
    ).toBeInViewport();
    await context.close();
  });

  test("a shared address with an amount has it chosen, beside the reference too, once the page runs", async ({
    page,
  }) => {
    const first = gifts.ladder[0]!;
    await page.goto(`/donate?amount=${first.amount}`);
    await waitForHydration(page);
    await choice(page).getByRole("radio").first().focus();
    await expect(choice(page).getByRole("radio", { checked: true })).toHaveAccessibleName(
      `${formatJmd(first.amount)} ${first.does}`,
    );
    await page
      .getByRole("heading", { name: labels.bankHeading, exact: true })
      .scrollIntoViewIfNeeded();
    await expect(
      page
        .getByRole("region", { name: labels.referenceHeading, exact: true })
        .getByRole("definition")
        .filter({ hasText: formatJmd(first.amount) }),
    ).toBeVisible();
  });

  test("the trust line gives the registration, where the money goes and the latest report", async ({
    page,
  }) => {
    await page.goto("/donate");
    const ladder = page.getByRole("region", { name: gifts.heading, exact: true });
    const line = ladder.getByRole("paragraph").filter({ hasText: trust.registration });
    await expect(line).toContainText(`${trust.registration} ${trust.spending}`);
    const report = line.getByRole("link", { name: new RegExp(`^${trust.report.label}`) });
    await expect(report).toHaveAttribute("href", trust.report.url);
    await expect(report).toHaveAttribute("target", "_blank");
  });

  test("the warning that details are samples shows once, over the bank details", async ({
    page,
  }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const notice = page.getByText(sampleWords.notice, { exact: true });
    await expect(notice).toHaveCount(anySample ? 1 : 0);
    if (anySample)
      await expect(
        page
          .getByRole("region", { name: labels.bankHeading, exact: true })
          .getByText(sampleWords.notice, { exact: true }),
      ).toBeVisible();
  });

  test("axe finds nothing on the appeal, with the online giving page where there is one, in light and dark", async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/donate");
      await waitForHydration(page);
      await page
        .getByRole("region", { name: gifts.heading, exact: true })
        .evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    }
  });

  test("at 1280 px the bank details, the reference and giving from abroad are one column", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/donate");
    await waitForHydration(page);
    const boxOf = async (name: string) =>
      (await page.getByRole("region", { name, exact: true }).boundingBox())!;
    const [bank, reference, fromAbroad] = [
      await boxOf(labels.bankHeading),
      await boxOf(labels.referenceHeading),
      await boxOf(abroad.heading),
    ];
    for (const [above, below] of [
      [bank, reference],
      [reference, fromAbroad],
    ] as const) {
      // Each below the one before, not beside it: the same column, starting where it starts.
      expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
      expect(Math.abs(below.x - above.x)).toBeLessThanOrEqual(1);
    }
  });
});

test("lays the details out as label and value pairs", async ({ page }) => {
  await page.goto("/donate");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toContainText(content.donate.message[0]!);
  const details = page.getByRole("region", { name: labels.bankHeading });
  for (const detail of bankDetails) {
    await expect(details.getByRole("term").filter({ hasText: detail.label })).toBeVisible();
    await expect(details.getByRole("definition").filter({ hasText: detail.value })).toBeVisible();
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
    // The reference builder needs scripts: the hint says what to add instead.
    await expect(page.getByText(labels.referenceHint)).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });
});

/** Every place a word of `phrase` is split across two lines of the page, as "<tag>: word". */
function wordsSplit(phrase: string): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      let offset = at;
      for (const word of phrase.split(" ")) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + word.length);
        // One box per line the word is on: two or more is a word broken inside.
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(`<${node.parentElement?.className}>: ${word}`);
        offset += word.length + 1;
      }
    }
  }
  return split;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on the narrowest phone, scripts ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 320, height: 700 }, javaScriptEnabled });

    test("the reference prefix and the Menu button never break inside a word", async ({ page }) => {
      await page.goto("/donate");
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByText(referencePrefix, { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(wordsSplit, referencePrefix)).toEqual([]);
      expect(await page.evaluate(wordsSplit, content.site.chrome.menu)).toEqual([]);
    });

    test("each amount of what a gift does is whole on its line", async ({ page }) => {
      await page.goto("/donate");
      if (javaScriptEnabled) await waitForHydration(page);
      for (const rung of content.donate.gifts.ladder) {
        const amount = formatJmd(rung.amount);
        await expect(page.getByText(amount, { exact: true })).toBeVisible();
        expect(await page.evaluate(wordsSplit, amount), amount).toEqual([]);
      }
    });
  });
}
