// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { formatJmd } from "~/lib/money";
import type { Donate } from "~/content/schema";
import DonatePage from "~/routes/donate";
import { GiftChoice } from "./donate-appeal";

const { donate } = contentFor("donate");

afterEach(cleanup);

function render(page: () => React.ReactNode, file: Donate = donate) {
  const data = pageData("donate", ["donate"], undefined, { donate: file });
  return renderPage(page, () => data).container;
}

/** Each choice as its label reads: the amount in J$ and what it pays for, then the other amount. */
const choices = (gifts: Donate["gifts"]) => [
  ...gifts.ladder.map((rung) => `${formatJmd(rung.amount)} ${rung.does}`),
  gifts.other,
];

const radios = () => screen.getAllByRole<HTMLInputElement>("radio");

describe("the choice of a gift", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("offers each amount of the ladder in J$ with what it pays for, in the content's order, then another amount", () => {
    render(GiftChoice);
    const group = screen.getByRole("group", { name: donate.gifts.choose });
    const labels = within(group)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(labels).toEqual(choices(donate.gifts));
  });

  it("has the second amount chosen, in a form that asks for this page at the bank details", () => {
    const container = render(GiftChoice);
    expect(radios().map((radio) => radio.checked)).toEqual(
      choices(donate.gifts).map((_, index) => index === 1),
    );
    expect(radios()[1]!.value).toBe(String(donate.gifts.ladder[1]!.amount));
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/#bank-details");
    const button = within(form).getByRole("button", { name: donate.gifts.giveByTransfer });
    expect(button.getAttribute("type")).toBe("submit");
  });

  it.each([
    ["one amount", donate.gifts.ladder.slice(0, 1), 0],
    ["the last amount alone", donate.gifts.ladder.slice(-1), 0],
    ["two amounts", donate.gifts.ladder.slice(-2), 1],
  ])("with a ladder of %s, chooses the amount at %i", (_, ladder, chosen) => {
    const gifts = { ...donate.gifts, ladder };
    render(GiftChoice, { ...donate, gifts });
    expect(radios().map((radio) => radio.closest("label")?.textContent)).toEqual(choices(gifts));
    expect(radios().findIndex((radio) => radio.checked)).toBe(chosen);
  });

  it("writes the amount chosen into the address, and takes it out for another amount", () => {
    render(GiftChoice);
    const last = donate.gifts.ladder.at(-1)!;
    fireEvent.click(radios()[donate.gifts.ladder.length - 1]!);
    expect(window.location.search).toBe(`?amount=${last.amount}`);
    fireEvent.click(radios().at(-1)!);
    expect(window.location.search).toBe("");
  });

  it("chooses, once running, the amount the address carries", () => {
    const first = donate.gifts.ladder[0]!;
    window.history.replaceState(null, "", `/donate?amount=${first.amount}`);
    render(GiftChoice);
    expect(radios()[0]!.checked).toBe(true);
  });

  it("goes to the bank details with the amount chosen: the address carries both, the heading has focus", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const container = render(() => (
      <>
        <GiftChoice />
        <h2 id="bank-details" tabIndex={-1}>
          {donate.labels.bankHeading}
        </h2>
      </>
    ));
    fireEvent.click(screen.getByRole("button", { name: donate.gifts.giveByTransfer }));
    const chosen = donate.gifts.ladder[1]!.amount;
    expect(`${window.location.search}${window.location.hash}`).toBe(
      `?amount=${chosen}#bank-details`,
    );
    const heading = container.querySelector("#bank-details");
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it("says why to trust JADE in one line: its registration, where the money goes, its report", () => {
    render(GiftChoice);
    const { registration, spending, report } = donate.trust;
    const line = screen.getByText(registration, { exact: false });
    expect(line.textContent).toContain(`${registration} ${spending}`);
    const link = within(line).getByRole("link", { name: new RegExp(`^${report.label}`) });
    expect(link.getAttribute("href")).toBe(report.url);
    expect(link.getAttribute("target")).toBe("_blank");
  });
});

describe("the online giving page", () => {
  it("is offered beside the bank transfer, opening in a new tab, when the content names one", () => {
    const online = donate.online;
    expect(online, "tests/content sets one").toBeDefined();
    const container = render(GiftChoice);
    const link = screen.getByRole("link", { name: new RegExp(`^${online!.label}`) });
    expect(link.getAttribute("href")).toBe(online!.url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(container.querySelector("form")!.contains(link)).toBe(true);
    expect(screen.getByText(online!.text, { exact: false })).toBeTruthy();
  });

  it("is absent, words and all, when the content names none", () => {
    const { online, ...withoutOnline } = donate;
    const container = render(DonatePage, withoutOnline);
    expect(container.querySelector(`a[href="${online!.url}"]`)).toBeNull();
    expect(screen.queryByText(online!.text, { exact: false })).toBeNull();
    expect(container.querySelector(".donate-gifts__online")).toBeNull();
  });
});

describe("the Donate page", () => {
  it("puts the choice of a gift before the bank details, then the reference, then giving from abroad", () => {
    render(DonatePage);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      donate.gifts.heading,
      donate.labels.bankHeading,
      donate.labels.referenceHeading,
      donate.abroad.heading,
    ]);
  });

  it("gives the online page before the bank details when there is one", () => {
    render(DonatePage);
    const online = screen.getByText(donate.online!.text, { exact: false });
    const bank = screen.getByRole("heading", { level: 2, name: donate.labels.bankHeading });
    expect(online.compareDocumentPosition(bank) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
