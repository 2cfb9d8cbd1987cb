// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { programmeLevels } from "~/content/sets";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { formatJmd } from "~/lib/money";
import { byNextDay, nextDay } from "~/lib/stagings";
import { fill } from "~/lib/template";
import { ProgrammeOverview } from "./programme-overview";

afterEach(cleanup);

const { programmes } = contentFor("programmes");
const { mailingList } = contentFor("site").site;
const { labels } = programmes;
// Between seasons in the tests' content: every staging held, each programme expected again.
const today = "2026-11-21";
const used = programmeLevels.filter((level) =>
  programmes.programmes.some((programme) => programme.levels.includes(level)),
);

function renderOverview(list = programmes.programmes) {
  renderPage(
    () => <ProgrammeOverview programmes={list} labels={labels} today={today} />,
    () => pageData("jade-programmes", ["programmes"]),
  );
  return screen.getByRole("region", { name: labels.overview.heading });
}

describe("the programmes overview", () => {
  it("gives each programme a row: its name to its card, whom it is for, fee, when and action", () => {
    const overview = renderOverview();
    const rows = within(overview).getAllByRole("listitem");
    expect(rows).toHaveLength(programmes.programmes.length);
    byNextDay(programmes.programmes, today).forEach((programme, index) => {
      const row = rows[index]!;
      expect(within(row).getByRole("link", { name: programme.name }).getAttribute("href")).toBe(
        `#${programme.id}`,
      );
      // A programme for every level says so in a word, rather than name them all.
      if (programme.levels.length === used.length)
        expect(row.textContent).toContain(labels.overview.everyLevel);
      else
        for (const level of programme.levels)
          expect(row.textContent).toContain(labels.overview.levels[level]);
      expect(row.textContent).toContain(
        programme.entry.fee === 0
          ? labels.free
          : fill(labels.feeAmount, {
              amount: formatJmd(programme.entry.fee),
              per: programme.entry.per,
            }),
      );
      // Nothing is announced on that day: each says the month and the year it is expected.
      expect(row.querySelector(".overview__when")?.textContent).toMatch(/ 20\d\d$/);
      // Each to its own group of the mailing list: the office can write to it alone.
      expect(
        within(row)
          .getByRole("link", { name: new RegExp(`^${labels.hearFirst}`) })
          .getAttribute("href"),
      ).toBe(mailingList.programmeUrl!.replace("{programme}", programme.id));
    });
  });

  it("lists the programmes in the order they come round, each expected no earlier than the one before", () => {
    const overview = renderOverview();
    const names = within(overview)
      .getAllByRole("listitem")
      .map((row) => row.querySelector(".overview__name a")?.textContent);
    const days = names.map((name) =>
      nextDay(
        programmes.programmes.find((programme) => programme.name === name)!,
        today,
      ),
    );
    expect(days.every((day) => day !== undefined)).toBe(true);
    expect(days).toEqual([...days].sort());
    // Not the content's order on that day: the test would hold for a sort that did nothing.
    expect(names).not.toEqual(programmes.programmes.map((programme) => programme.name));
  });

  it("offers the mailing list's own sign-up to every programme where the content gives no group's", () => {
    const listOnly = { url: mailingList.url, label: mailingList.label };
    renderPage(
      () => <ProgrammeOverview programmes={programmes.programmes} labels={labels} today={today} />,
      () =>
        pageData("jade-programmes", ["programmes", "site"], undefined, {
          site: { ...contentFor("site").site, mailingList: listOnly },
        }),
    );
    const links = screen.getAllByRole("link", { name: new RegExp(`^${labels.hearFirst}`) });
    expect(links).toHaveLength(programmes.programmes.length);
    for (const link of links) expect(link.getAttribute("href")).toBe(mailingList.url);
  });

  it("offers everyone, then each level the programmes are for, in the sets' order", () => {
    const overview = renderOverview();
    const options = within(overview).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("value"))).toEqual(["all", ...used]);
    expect(options.map((option) => option.textContent)).toEqual([
      labels.overview.all,
      ...used.map((level) => labels.overview.levels[level]),
    ]);
    expect(within(overview).getByRole("combobox", { name: labels.overview.filter })).toBeTruthy();
  });

  it("has no filter when every programme is for the same entrants: there is nothing to narrow", () => {
    const [first] = programmes.programmes;
    const overview = renderOverview([{ ...first!, levels: ["university"] }]);
    expect(within(overview).queryByRole("combobox")).toBeNull();
    expect(within(overview).getAllByRole("listitem")).toHaveLength(1);
  });

  it("has a style rule hiding what each level leaves out, so a level added to the sets is styled", () => {
    const css = readFileSync(path.join(import.meta.dirname, "programme-overview.css"), "utf8");
    for (const level of programmeLevels)
      expect(css).toContain(
        `.programmes-page:has(.level-filter option[value="${level}"]:checked)\n    :is(.overview__item, .programme):not([data-levels~="${level}"])`,
      );
  });
});
