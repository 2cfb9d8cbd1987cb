// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { formatJmd } from "~/lib/money";
import type { Donate } from "~/content/schema";
import DonatePage from "~/routes/donate";
import { GiftLadder, GiveOnline } from "./donate-appeal";

const { donate } = contentFor("donate");

afterEach(cleanup);

function render(page: () => React.ReactNode, file: Donate = donate) {
  const data = pageData("donate", ["donate"], undefined, { donate: file });
  return renderPage(page, () => data).container;
}

/** Each amount of the ladder with what it pays for, as the list reads them. */
const rungs = (ladder: Donate["gifts"]["ladder"]) =>
  ladder.map((rung) => `${formatJmd(rung.amount)} ${rung.does}`);

describe("what a gift does", () => {
  it("lists each amount of the ladder in J$ with what it pays for, in the content's order", () => {
    render(GiftLadder);
    const section = screen.getByRole("region", { name: donate.gifts.heading });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(rungs(donate.gifts.ladder));
  });

  it.each([
    ["one amount", donate.gifts.ladder.slice(0, 1)],
    ["the last amount alone", donate.gifts.ladder.slice(-1)],
  ])("shows a ladder of %s", (_, ladder) => {
    render(GiftLadder, { ...donate, gifts: { ...donate.gifts, ladder } });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(rungs(ladder));
  });

  it("says why to trust JADE in one line: its registration, where the money goes, its report", () => {
    render(GiftLadder);
    const { registration, spending, report } = donate.trust;
    const line = screen.getByText(registration, { exact: false });
    expect(line.textContent).toContain(`${registration} ${spending}`);
    const link = within(line).getByRole("link", { name: new RegExp(`^${report.label}`) });
    expect(link.getAttribute("href")).toBe(report.url);
    expect(link.getAttribute("target")).toBe("_blank");
  });
});

describe("the online giving page", () => {
  it("is offered, opening in a new tab, when the content names one", () => {
    const online = donate.online;
    expect(online, "tests/content sets one").toBeDefined();
    render(GiveOnline);
    const link = screen.getByRole("link", { name: new RegExp(`^${online!.label}`) });
    expect(link.getAttribute("href")).toBe(online!.url);
    expect(screen.getByText(online!.text)).toBeTruthy();
  });

  it("is absent, words and all, when the content names none", () => {
    const { online, ...withoutOnline } = donate;
    const container = render(DonatePage, withoutOnline);
    expect(container.querySelector(`a[href="${online!.url}"]`)).toBeNull();
    expect(screen.queryByText(online!.text)).toBeNull();
    expect(container.querySelector(".donate-online")).toBeNull();
  });
});

describe("the Donate page", () => {
  it("puts what a gift does before the bank details, then the reference, then giving from abroad", () => {
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
    const online = screen.getByText(donate.online!.text);
    const bank = screen.getByRole("heading", { level: 2, name: donate.labels.bankHeading });
    expect(online.compareDocumentPosition(bank) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
