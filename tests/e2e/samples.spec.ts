import type { Locator, Page } from "@playwright/test";
import { sampleOfficeLine } from "../../app/lib/office-samples";
import { isSample } from "../../app/content/sample-values";
import { expect, fontSettled, settled, test } from "../support/fixtures";
import { content, pages, suppressAnnouncements } from "../support/site";

/**
 * Sample details cannot be mistaken for real ones (issue 30): wherever a bank detail, phone number
 * or address the content marks as a sample shows, the page says so, with scripts and without.
 * Which values are samples comes from the marks in content/ (the other direction, no words about
 * samples once the details are replaced and unmarked, is in the render tests beside the pages).
 */
test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { donate, site, contacts } = content;

/**
 * Gives the page a new width and waits until it is laid out at it, in the face the visitor reads:
 * before the web font swaps in, a line may wrap otherwise (24 px off the heading's middle once in
 * CI), and a resize that has not reached the page would measure the last width again.
 */
async function layOutAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((wanted) => innerWidth === wanted, width);
  await fontSettled(page);
  await settled(page);
}

/** The details of a list on the Donate page, each with whether a sample mark covers its value. */
const listed = (list: "bankDetails" | "abroad") =>
  (list === "bankDetails" ? donate.bankDetails : donate.abroad.details).map((detail, index) => ({
    ...detail,
    sample: isSample(
      donate,
      list === "bankDetails" ? [list, index, "value"] : ["abroad", "details", index, "value"],
    ),
  }));

/** The row of a bank detail: its term and value. */
const row = (region: Locator, label: string) =>
  region
    .locator(".bank-details__row")
    .filter({ has: region.page().getByRole("term").getByText(label, { exact: true }) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`scripts ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the Donate page says which bank details are samples, and not to send money to them", async ({
      page,
    }) => {
      await page.goto("/donate");
      // One notice for the page, over the bank details: it speaks for the details from abroad too.
      await expect(page.getByText(donate.sampleWords.notice)).toHaveCount(1);
      await expect(
        page
          .getByRole("region", { name: donate.labels.bankHeading })
          .getByText(donate.sampleWords.notice),
      ).toBeVisible();
      for (const [heading, list] of [
        [donate.labels.bankHeading, "bankDetails"],
        [donate.abroad.heading, "abroad"],
      ] as const) {
        const region = page.getByRole("region", { name: heading });
        const details = listed(list);
        expect(
          details.some((detail) => detail.sample),
          `${list} has samples today`,
        ).toBe(true);
        for (const detail of details) {
          const definition = row(region, detail.label).getByRole("definition");
          await expect(definition).toContainText(detail.value);
          const mark = definition.getByText(donate.sampleWords.mark, { exact: true });
          await expect(mark, detail.id).toHaveCount(detail.sample ? 1 : 0);
          if (detail.sample) await expect(mark).toBeVisible();
        }
      }
    });

    test("the Contact page says which of its details are samples", async ({ page }) => {
      await page.goto("/contact");
      const main = page.getByRole("main");
      await expect(main.getByText(site.sampleWords.notice)).toBeVisible();
      const office = main.getByRole("region", { name: contacts.labels.office });
      for (const [field, label] of [
        ["address", contacts.labels.address],
        ["phone", contacts.labels.phone],
        ["email", contacts.labels.email],
        ["website", contacts.labels.website],
      ] as const) {
        const term = office.getByRole("term").filter({ hasText: label });
        await expect(term.getByText(site.sampleWords.mark, { exact: true })).toHaveCount(
          isSample(site, ["office", field]) ? 1 : 0,
        );
      }
      const departments = main.getByRole("region", { name: contacts.labels.departments });
      for (const [index, contact] of contacts.contacts.entries()) {
        const card = departments.getByRole("listitem").filter({ hasText: contact.purpose });
        // A tag for a sample email, and one for a sample phone where the contact has a phone.
        const tags = [
          isSample(contacts, ["contacts", index, "email"]),
          contact.phone !== undefined && isSample(contacts, ["contacts", index, "phone"]),
        ].filter(Boolean).length;
        await expect(card.getByText(site.sampleWords.mark, { exact: true })).toHaveCount(tags);
      }
    });
  });
}

test.describe("the footer", () => {
  const line = sampleOfficeLine(site, ["address", "phone", "email"]);

  test("names its sample address and phone on every page", async ({ page }) => {
    expect(line, "content/site.yaml marks the office as a sample today").toBeDefined();
    for (const { path } of pages) {
      await page.goto(path);
      const contact = page.getByRole("contentinfo").getByRole("region", {
        name: site.chrome.footerContact,
      });
      await expect(contact.getByText(line!, { exact: true }), path).toBeVisible();
      await expect(contact).toContainText(site.office.phone);
    }
  });

  const footerWidths = [320, 390, 768, 1280];

  test(`keeps the line beside or under its heading, inside the page, at ${footerWidths.join(", ")} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: footerWidths[0]!, height: 800 });
    await page.goto("/contact");
    const contact = page.getByRole("contentinfo").getByRole("region", {
      name: site.chrome.footerContact,
    });
    for (const width of footerWidths) {
      // One load, laid out again at each width: the footer's style sheet places the line.
      await layOutAt(page, width);
      const heading = await contact.getByRole("heading").boundingBox();
      const note = await contact.getByText(line!, { exact: true }).boundingBox();
      expect(note!.x + note!.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(
        width,
      );
      // On a 390 px phone it shares the heading's row, so the footer is no taller for it.
      if (width === 390)
        expect(
          Math.abs(note!.y + note!.height / 2 - (heading!.y + heading!.height / 2)),
          `${width} px`,
        ).toBeLessThan(4);
      else expect(note!.y, `${width} px`).toBeGreaterThanOrEqual(heading!.y - 4);
    }
  });
});

/**
 * Where each sample tag sits against the value before it: the bottom of the value's last line
 * and of the tag, which share a line when the tag is glued to the value's end (SampleMark); or,
 * after an e-mail address that fills its line whole, the tag at the start of the next.
 */
function tagLines() {
  return (
    [...document.querySelectorAll("main .sample-mark")]
      // A stand-in photo's tag sits in the picture's corner, with no words before it to keep to
      // (tests/e2e/page-pictures.spec.ts holds it to its picture).
      .filter((mark) => mark.checkVisibility() && !mark.closest(".page-picture"))
      .map((mark) => {
        // Up to the value's last character: not the space that glues the tag on, which a line
        // may break before, leaving the tag alone on the next line.
        const glue = mark.previousSibling;
        const before = document.createRange();
        before.setStart(mark.parentElement!, 0);
        if (glue?.nodeType === Node.TEXT_NODE && glue.textContent === "\u00a0")
          before.setEndBefore(glue);
        else before.setEndBefore(mark);
        const lines = [...before.getClientRects()].filter((rect) => rect.width > 0);
        const tag = mark.getBoundingClientRect();
        const line = mark.parentElement!.getBoundingClientRect();
        return {
          value: before.toString().trim(),
          valueEnd: Math.round(lines.at(-1)?.bottom ?? Number.NaN),
          tagEnd: Math.round(tag.bottom),
          tagTop: Math.round(tag.top),
          height: Math.round(tag.height),
          // An e-mail address is one box, kept whole on its line (issue 53): a tag that does not
          // fit beside it starts the next line.
          afterAddress:
            mark.parentElement!.querySelector(".email-address") !== null &&
            // At the line's start, but for the glue's space that came along with it.
            tag.left - line.left - parseFloat(getComputedStyle(mark.parentElement!).paddingLeft) <
              tag.height,
        };
      })
  );
}

test.describe("every sample tag", () => {
  const tagWidths = [320, 390, 1280];

  test(`stays on the line of its value at ${tagWidths.join(", ")} px`, async ({ page }) => {
    const seen = new Map(tagWidths.map((width) => [width, 0]));
    for (const path of ["/donate", "/contact", "/programme-sponsorship", "/results"]) {
      await page.setViewportSize({ width: tagWidths[0]!, height: 800 });
      await page.goto(path);
      // One load of each page, laid out again at each width: the style sheet wraps the lines.
      for (const width of tagWidths) {
        await layOutAt(page, width);
        for (const tag of await page.evaluate(tagLines)) {
          seen.set(width, seen.get(width)! + 1);
          expect(tag.value, `${path} at ${width} px: a tag after nothing`).not.toBe("");
          if (tag.afterAddress && tag.tagTop >= tag.valueEnd - 2) continue;
          expect(
            Math.abs(tag.valueEnd - tag.tagEnd),
            `${path} at ${width} px: ${tag.value}`,
          ).toBeLessThan(tag.height);
        }
      }
    }
    // The tests' content marks bank details, contacts and the office as samples.
    for (const [width, count] of seen) expect(count, `tags seen at ${width} px`).toBeGreaterThan(5);
  });
});
