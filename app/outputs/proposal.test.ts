import { beforeAll, describe, expect, it } from "vitest";
import { type PdfLine, readPdfFontFiles, readPdfLines, readPdfText } from "../../tests/support/pdf";
import { formatNumber } from "../lib/format";
import { formatJmd } from "../lib/money";
import {
  type CostRow,
  costTableRows,
  editionCosts,
  editionName,
  offeredEditions,
  quotedEditions,
} from "../lib/sponsorship";
import { formatStagingDates, upcomingStaging } from "../lib/stagings";
import { nextOf } from "../lib/sponsorship";
import { ContentError, loadContent } from "../content/load.server";
import { sampleOfficeLine } from "../lib/office-samples";
import { buildProposalPdf, proposalCoverSvg } from "./proposal.server";
import type { Content } from "../content/schema";
import { sponsorTiers } from "../content/sets";

const content = loadContent();
/** The edition each programme offers on a day before any staging, as the proposal must list. */
const costs = () => offeredEditions(content.programmes.programmes, before);
const days = content.programmes.programmes.flatMap((programme) =>
  programme.stagings.flatMap((staging) =>
    staging.dates.flatMap((span) => [span.start, span.end ?? span.start]),
  ),
);
/** Before the first staging of the content, every edition with costs is still to come. */
const before = "2000-01-01";
/** After the last, none is. */
const after = [...days]
  .sort()
  .at(-1)!
  .replace(/^\d{4}/, (year) => String(Number(year) + 1));

const text = (lines: PdfLine[]) => lines.map((line) => line.cells.join(" ")).join("\n");
/** The cost table's rows: a name, then one amount (or "not offered") per tier. */
const amountRows = (pdfLines: PdfLine[]) =>
  pdfLines.filter(
    (line) =>
      line.cells.length === 1 + sponsorTiers.length &&
      line.cells
        .slice(1)
        .every(
          (cell) => /^J\$[\d,]+$/.test(cell) || cell === content.sponsorship.labels.notOffered,
        ),
  );
/** The edition with costs that begins first: on its first day it is no longer offered. */
const firstToBegin = editionCosts(content.programmes.programmes).sort((a, b) =>
  a.staging.dates[0]!.start.localeCompare(b.staging.dates[0]!.start),
)[0]!;
const firstDayOfFirst = firstToBegin.staging.dates[0]!.start;
let lines: PdfLine[];
let allText: string;
let afterText: string;
let afterLines: PdfLine[];
let midLines: PdfLine[];

beforeAll(async () => {
  lines = await readPdfLines(await buildProposalPdf(content, before));
  allText = text(lines);
  afterLines = await readPdfLines(await buildProposalPdf(content, after));
  afterText = text(afterLines);
  midLines = await readPdfLines(await buildProposalPdf(content, firstDayOfFirst));
});

describe("the partnership proposal PDF", () => {
  it("names every programme with its next staging's dates, as selectable text", () => {
    for (const programme of content.programmes.programmes) {
      expect(allText).toContain(programme.name);
      const next = upcomingStaging(programme, before);
      if (next) expect(allText).toContain(formatStagingDates(next));
    }
  });

  it("once every staging is over, quotes each programme's last prices as a guide, and says so", () => {
    const flat = (value: string) => value.replace(/\s+/g, " ");
    const { labels } = content.sponsorship;
    const partnerships = content.contacts.contacts.find(
      (contact) => contact.id === content.home.proposal.contact,
    )!;
    expect(flat(afterText)).toContain(
      flat(labels.guideNotice.replace("{email}", partnerships.email)),
    );
    const guides = quotedEditions(content.programmes.programmes, after);
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((row) => row.guide)).toBe(true);
    expect(afterLines.length).toBeGreaterThan(0);
    expect(amountRows(afterLines)).toHaveLength(guides.length);
    for (const row of guides) {
      const amounts = sponsorTiers.map((tier) => {
        const amount = row.amounts[tier];
        return amount === null ? labels.notOffered : formatJmd(amount);
      });
      expect(
        amountRows(afterLines).some((line) => line.cells.slice(1).join("|") === amounts.join("|")),
        row.id,
      ).toBe(true);
    }
    // Each guide row says when its programme usually runs next, as the page does.
    for (const row of guides) {
      const next = nextOf(row, after, labels);
      const [month, year] = next.when.split(" ").slice(-2);
      expect(year).toMatch(/^\d{4}$/);
      expect(flat(afterText)).toContain(`${month} ${year}`);
    }
  });

  it("lists every tier and every entitlement", () => {
    for (const tier of content.sponsorship.tiers) {
      expect(allText).toContain(tier.name);
      for (const entitlement of tier.entitlements)
        expect(allText.replace(/\s+/g, " ")).toContain(entitlement.replace(/\s+/g, " "));
    }
  });

  it("carries the cost of every edition to come in J$, row by row, tier by tier", () => {
    for (const row of costs()) {
      const { programme } = row;
      const firstWord = programme.name.split(" ")[0]!;
      const expected = sponsorTiers.map((tier) => {
        const amount = row.amounts[tier];
        return amount === null ? content.sponsorship.labels.notOffered : formatJmd(amount);
      });
      const match = lines.find(
        (line) =>
          line.cells[0]?.startsWith(firstWord) &&
          line.cells.slice(1).join("|") === expected.join("|"),
      );
      expect(
        match,
        `${programme.name} ${row.staging.edition}: ${expected.join(", ")}`,
      ).toBeDefined();
    }
  });

  it("has one cost row for each edition to come, and no other", () => {
    expect(costs()).not.toEqual([]);
    expect(amountRows(lines)).toHaveLength(costs().length);
  });

  it("drops an edition from its first day, and keeps the editions still to come", () => {
    const offered = offeredEditions(content.programmes.programmes, firstDayOfFirst);
    expect(offered.map((row) => row.id)).not.toContain(firstToBegin.id);
    const quoted = quotedEditions(content.programmes.programmes, firstDayOfFirst);
    const rows = amountRows(midLines);
    expect(rows).toHaveLength(quoted.length);
    // Its programme quotes it again only as a guide, when it has no later edition with costs.
    const guide = quoted.find((row) => row.id === firstToBegin.id);
    if (guide) expect(guide.guide).toBe(true);
    // A long name wraps in its cell: the row's first line holds the start of the name.
    const hasRow = (row: CostRow) => {
      const name = editionName(row, content.sponsorship.labels.rowName);
      return rows.some((line) => {
        const start = line.cells[0]?.split(" (")[0];
        return start !== undefined && start !== "" && name.startsWith(start);
      });
    };
    expect(hasRow(firstToBegin)).toBe(guide !== undefined);
    for (const row of quoted) expect(hasRow(row), row.id).toBe(true);
  });

  it("gives the partnerships contact and the office", () => {
    const partnerships = content.contacts.contacts.find(
      (contact) => contact.id === content.home.proposal.contact,
    )!;
    expect(allText).toContain(partnerships.email);
    expect(allText).toContain(content.site.office.phone);
  });

  it("says which of the office's details are samples while they are, and nothing once not", async () => {
    const line = sampleOfficeLine(content.site, ["address", "phone", "email", "website"]);
    // content/site.yaml marks the office as a sample today.
    expect(line).toBeDefined();
    expect(text(lines.filter((entry) => entry.page === lines.at(-1)!.page))).toContain(line);
    const real = structuredClone(content);
    delete real.site.office.sample;
    const realText = await readPdfText(await buildProposalPdf(real, before));
    expect(realText).toContain(content.site.office.phone);
    expect(realText).not.toContain(line);
  });

  it("is the same file for the same content", async () => {
    const [first, second] = await Promise.all([
      buildProposalPdf(content, before),
      buildProposalPdf(content, before),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe("the proposal's first page after the cover", () => {
  const { achievements, labels } = content.services;
  const figures = achievements.map(
    (achievement) => `${formatNumber(achievement.value)}${achievement.suffix}`,
  );

  it("opens with the association's numbers, in the content's order, over what they count", () => {
    const page = lines.filter((line) => line.page === 2);
    expect(page[0]?.cells.join(" ")).toBe(labels.achievementsHeading.toUpperCase());
    // Read row by row, left to right: the figures as content/services.yaml lists them.
    const shown = page.flatMap((line) => line.cells).filter((cell) => figures.includes(cell));
    expect(shown).toEqual(figures);
    // Each label under its figure, on as many lines as its column needs.
    const words = new Set(page.flatMap((line) => line.cells.join(" ").split(" ")));
    for (const achievement of achievements)
      for (const word of achievement.label.split(" ")) expect(words).toContain(word);
    // A band of figures, not a paragraph: each figure a cell of its own, several to a line.
    const valueLines = page.filter((line) => line.cells.some((cell) => figures.includes(cell)));
    expect(valueLines.length).toBeLessThan(figures.length);
    for (const line of valueLines)
      expect(line.cells.every((cell) => figures.includes(cell))).toBe(true);
    // Before anything else on the page: the about section follows them.
    const about = page.findIndex(
      (line) => line.cells.join(" ") === content.home.proposal.aboutHeading,
    );
    const lastFigure = page.indexOf(valueLines.at(-1)!);
    expect(about).toBeGreaterThan(lastFigure);
  });
});

describe("the proposal's cost table", () => {
  const { labels } = content.sponsorship;
  const names = content.sponsorship.tiers.map((tier) => tier.name.split(" ")[0]!);

  /**
   * The content with `count` programmes, each a copy of one of the content's in turn (ids made
   * unique), so the table holds as many rows as the proposal must fit.
   */
  function withProgrammes(count: number): Content {
    const edited = structuredClone(content);
    const own = content.programmes.programmes;
    edited.programmes.programmes = Array.from({ length: count }, (_, index) => {
      const programme = structuredClone(own[index % own.length]!);
      const copy = Math.floor(index / own.length);
      if (copy === 0) return programme;
      programme.id = `${programme.id}-${copy}`;
      for (const staging of programme.stagings) staging.id = `${staging.id}-${copy}`;
      return programme;
    });
    return edited;
  }

  /** The table as the PDF reads back: by page, its header lines and its rows' first lines. */
  function tableByPage(pdfLines: PdfLine[]) {
    const rows = amountRows(pdfLines);
    const headers = pdfLines.filter(
      (line) =>
        line.cells[0] === labels.programme &&
        names.every((name) => line.cells.some((cell) => cell.startsWith(name))),
    );
    const pages = [...new Set([...rows, ...headers].map((line) => line.page))];
    return pages.map((page) => ({
      page,
      headers: headers.filter((line) => line.page === page),
      rows: rows.filter((line) => line.page === page),
    }));
  }

  /** The rules: a header above the rows on every page, and never one row alone on a page. */
  async function expectWholeOrHeaded(edited: Content, day: string) {
    const pdfLines = await readPdfLines(await buildProposalPdf(edited, day));
    // The rows the proposal lists: the cost table's with an edition to quote.
    const expected = costTableRows(edited.programmes.programmes, day, labels).filter(
      (row) => row.edition,
    ).length;
    const pages = tableByPage(pdfLines);
    expect(pages.flatMap((page) => page.rows)).toHaveLength(expected);
    for (const { page, headers, rows } of pages) {
      expect(headers, `page ${page}: one header row`).toHaveLength(1);
      expect(rows.length, `page ${page}: rows under the header`).toBeGreaterThanOrEqual(
        Math.min(2, expected),
      );
      for (const row of rows) expect(row.y, `page ${page}`).toBeLessThan(headers[0]!.y);
    }
    // The heading and its words start on the table's first page.
    const heading = pdfLines.find((line) => line.cells.join(" ") === labels.costsHeading)!;
    expect(heading.page).toBe(pages[0]!.page);
    return pages;
  }

  it("stands whole under its header with the content as it is", async () => {
    for (const day of [before, after]) {
      const pages = await expectWholeOrHeaded(content, day);
      expect(pages).toHaveLength(1);
    }
  });

  it("repeats its header on every page it runs onto, with many programmes", async () => {
    // A page holds about twenty rows: 32 counts in a row meet every way the last page can fall.
    let pageCounts = new Set<number>();
    for (let count = 14; count < 46; count += 1) {
      const pages = await expectWholeOrHeaded(withProgrammes(count), after);
      pageCounts = pageCounts.add(pages.length);
    }
    expect(Math.max(...pageCounts)).toBeGreaterThan(2);
  }, 30_000);

  it("keeps a single programme's row under its header", async () => {
    const pages = await expectWholeOrHeaded(withProgrammes(1), after);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.rows).toHaveLength(1);
  });
});

describe("the proposal's letters", () => {
  /** The content with names in several Latin alphabets where the proposal prints them. */
  function withNames(names: { programme: string; contact: string; address: string }): Content {
    const edited = structuredClone(content);
    const [programme] = edited.programmes.programmes;
    const partnerships = edited.contacts.contacts.find(
      (contact) => contact.id === edited.home.proposal.contact,
    );
    if (!programme || !partnerships) throw new Error("no programme or partnerships contact");
    programme.name = names.programme;
    partnerships.purpose = names.contact;
    edited.site.office.address = [names.address, ...edited.site.office.address.slice(1)];
    return edited;
  }

  it("prints a name in any Latin alphabet letter for letter, as selectable text", async () => {
    const names = {
      programme: "Renée Ní Bhriain-Łukasiewicz Cup",
      contact: "Nguyễn Thị Minh Khai and Zoë Dvořák",
      address: "Şahin Hall, Ærøskøbing Road",
    };
    const text = await readPdfText(await buildProposalPdf(withNames(names), before));
    expect(text).toContain(names.programme);
    expect(text).toContain(`${names.contact}:`);
    expect(text).toContain(names.address);
  });

  it("prints a letter typed as a base and a combining accent as the one letter", async () => {
    const decomposed = "Rene\u0301e Nguye\u0302\u0303n";
    const text = await readPdfText(
      await buildProposalPdf(
        withNames({ programme: decomposed, contact: "Partnerships", address: "Kingston" }),
        before,
      ),
    );
    expect(text).toContain("Renée Nguyễn");
  });

  it("refuses a character its font lacks, naming the file, the record and the field", async () => {
    const names = { programme: "Жанна Cup", contact: "Partnerships", address: "Kingston" };
    const [programme] = content.programmes.programmes;
    const error = await buildProposalPdf(withNames(names), before).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain(
      `content/programmes.yaml › Programme 1 "${programme?.id}" › name: has "Ж" (U+0416), "а" (U+0430), "н" (U+043D)`,
    );
    expect((error as ContentError).problems).toHaveLength(1);
  });

  it("embeds Inter, regular and bold, as small TrueType subsets", async () => {
    const bytes = await buildProposalPdf(content, before);
    const fonts = await readPdfFontFiles(bytes);
    expect(fonts.map((font) => font.kind)).toEqual(["FontFile2", "FontFile2"]);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "Inter-Bold",
      "Inter-Regular",
    ]);
    // A subset's name starts with a tag of six capitals (PDF 9.6.4), a different one for each.
    for (const font of fonts) expect(font.name).toMatch(/^[A-Z]{6}\+Inter-/);
    expect(new Set(fonts.map((font) => font.name.slice(0, 6))).size).toBe(2);
    // Only the glyphs the proposal uses: the whole fonts are about 75 KB each.
    for (const font of fonts) expect(font.bytes, font.name).toBeLessThan(12_000);
    expect(bytes.length).toBeLessThan(30_000);
  });
});

describe("the proposal cover", () => {
  it("is an SVG with the association's name and the tagline", () => {
    const svg = proposalCoverSvg(content);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 595 842"/);
    expect(svg).toContain(content.home.proposal.coverTagline);
    expect(svg).toContain("Debating");
  });
});
