// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withRealDetails } from "../../../tests/support/real-details";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { isSample } from "~/content/sample-values";
import { formatJmd } from "~/lib/money";
import { Donation } from "./donation";

const { donate } = contentFor("donate");
const words = donate.sampleWords;

afterEach(cleanup);

function renderDonation(file = donate) {
  const data = pageData("donate", ["donate"], undefined, { donate: file });
  return renderPage(Donation, () => data).container;
}

/** The values of a list a mark covers, by the content's marks. */
const sampleValues = (list: "bankDetails" | "abroad") =>
  (list === "bankDetails" ? donate.bankDetails : donate.abroad.details)
    .filter((_, index) =>
      isSample(
        donate,
        list === "bankDetails" ? [list, index, "value"] : ["abroad", "details", index, "value"],
      ),
    )
    .map((detail) => detail.value);

describe("the donation's sample bank details", () => {
  it("are tagged one by one in each list, under one notice over the bank details, while the content marks them", () => {
    renderDonation();
    const bank = screen.getByRole("region", { name: donate.labels.bankHeading });
    const abroad = screen.getByRole("region", { name: donate.abroad.heading });
    // The notice once on the page, over the bank details: it speaks for both lists.
    expect(screen.getAllByText(words.notice)).toHaveLength(1);
    expect(within(bank).getAllByText(words.notice)).toHaveLength(1);
    for (const [region, list] of [
      [bank, "bankDetails"],
      [abroad, "abroad"],
    ] as const) {
      const values = sampleValues(list);
      expect(values.length).toBeGreaterThan(0);
      // Each tag beside its value.
      const tagged = within(region)
        .getAllByText(words.mark, { exact: true })
        .map((tag) => tag.parentElement?.firstElementChild?.textContent);
      expect(tagged).toEqual(values);
    }
    // A detail no mark covers carries no tag: the account name.
    const accountName = donate.bankDetails.find((detail) => detail.id === "account-name")!;
    const row = within(bank).getByText(accountName.value, { exact: true }).closest("dd")!;
    expect(within(row).queryByText(words.mark, { exact: true })).toBeNull();
  });

  it("keep their notice while only a detail for giving from abroad is a sample", () => {
    const real = withRealDetails(donate);
    const abroadOnly = { ...real, abroad: donate.abroad };
    renderDonation(abroadOnly);
    const bank = screen.getByRole("region", { name: donate.labels.bankHeading });
    expect(screen.getAllByText(words.notice)).toHaveLength(1);
    expect(within(bank).getAllByText(words.notice)).toHaveLength(1);
    expect(within(bank).queryByText(words.mark, { exact: true })).toBeNull();
  });

  it("say nothing of samples once the details are replaced and unmarked", () => {
    const container = renderDonation(withRealDetails(donate));
    expect(container.textContent).not.toMatch(/sample/i);
    expect(screen.queryByText(words.notice)).toBeNull();
    expect(screen.queryByText(words.mark, { exact: true })).toBeNull();
  });
});

describe("the amount chosen in the first screen", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));
  const reference = () => screen.getByRole("region", { name: donate.labels.referenceHeading });

  it.each([
    ["the first", 0],
    ["the last", donate.gifts.ladder.length - 1],
  ])(
    "shows %s of the ladder, carried by the address, above the reference, with its copy button",
    (_, index) => {
      const { amount } = donate.gifts.ladder[index]!;
      window.history.replaceState(null, "", `/donate?amount=${amount}#bank-details`);
      renderDonation();
      // The amount, then the reference.
      const terms = within(reference()).getAllByRole("term");
      expect(terms.map((term) => term.textContent)).toEqual([
        donate.gifts.amount,
        donate.labels.reference,
      ]);
      const [value] = within(reference()).getAllByRole("definition");
      expect(value!.textContent).toContain(formatJmd(amount));
      expect(
        within(reference()).getByRole("button", {
          name: `${donate.labels.copy} ${donate.gifts.amount.toLowerCase()}`,
        }),
      ).toBeTruthy();
    },
  );

  it.each([
    ["none", "/donate"],
    ["another amount", "/donate?amount="],
    ["an amount the ladder lacks", "/donate?amount=123"],
    ["a written amount", "/donate?amount=J%2415%2C000"],
  ])("shows no amount for %s", (_, address) => {
    window.history.replaceState(null, "", address);
    renderDonation();
    expect(within(reference()).queryByText(donate.gifts.amount)).toBeNull();
  });
});
