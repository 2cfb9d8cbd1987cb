/**
 * The partnership proposal, generated at build time from the same content as the site, so it can
 * never disagree with the sponsorship page: a PDF (pdf-lib, real selectable text) and its cover
 * as an SVG for the home page. Both covers come from one layout. Runs in Node only.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { pdfFontCoverage, pdfFonts } from "./font-subset.server.mjs";
import { brandColours as colours, markFacets, markRidge } from "../lib/brand";
import { formatNumber } from "../lib/format";
import { formatJmd } from "../lib/money";
import { proposalCoverSize, proposalFiles } from "../lib/proposal-files";
import { costTableRows, tierEntitlements, tierNames } from "../lib/sponsorship";
import { expectedNext, formatStagingDates, upcomingStaging } from "../lib/stagings";
import { tablePages } from "../lib/table-pages";
import { fill } from "../lib/template";
import { wrapText } from "../lib/wrap-text";
import { escapeXml } from "../lib/xml";
import { ContentError, type ContentProblem, locate, walk } from "../content/load.server";
import { sampleOfficeLine } from "../lib/office-samples";
import type { Content, ContentName } from "../content/schema";
import { sponsorTiers } from "../content/sets";

export { proposalFiles };

// A4 in points.
const { width: pageWidth, height: pageHeight } = proposalCoverSize;
const margin = 56;

type CoverElement =
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string }
  | {
      kind: "path";
      d: string;
      x: number;
      y: number;
      scale: number;
      fill?: string;
      stroke?: string;
      strokeWidth?: number;
    }
  | {
      kind: "text";
      text: string;
      x: number;
      y: number;
      size: number;
      bold: boolean;
      fill: string;
      spacing?: number;
    };

/** The cover, in points from the top-left corner of an A4 page. */
function coverLayout(content: Content): CoverElement[] {
  const { proposal } = content.home;
  const logoScale = 4;
  const logo = { x: margin, y: 150 };
  return [
    { kind: "rect", x: 0, y: 0, width: pageWidth, height: pageHeight, fill: colours.jade900 },
    { kind: "rect", x: 0, y: 600, width: pageWidth, height: 10, fill: colours.gold },
    ...markFacets.map(({ d, tone }): CoverElement => ({
      kind: "path",
      d,
      ...logo,
      scale: logoScale,
      fill: colours[tone],
    })),
    {
      kind: "path",
      d: markRidge.d,
      ...logo,
      scale: logoScale,
      stroke: colours[markRidge.tone],
      strokeWidth: markRidge.width,
    },
    {
      kind: "text",
      text: proposal.coverKicker.toUpperCase(),
      x: margin,
      y: 368,
      size: 16,
      bold: true,
      fill: colours.gold,
      spacing: 3,
    },
    {
      kind: "text",
      text: content.site.shortName,
      x: margin,
      y: 440,
      size: 64,
      bold: true,
      fill: colours.white,
      spacing: 6,
    },
    // The cover's layout is fixed: the name in lines of 30 characters at most.
    ...wrapText(content.site.name, (line) => line.length <= 30).map(
      (line, index): CoverElement => ({
        kind: "text",
        text: line,
        x: margin,
        y: 490 + index * 30,
        size: 24,
        bold: false,
        fill: colours.white,
      }),
    ),
    {
      kind: "text",
      text: proposal.coverTagline,
      x: margin,
      y: 660,
      size: 18,
      bold: true,
      fill: colours.gold,
    },
    {
      kind: "text",
      text: content.site.siteUrl.replace(/^https:\/\//, ""),
      x: margin,
      y: 780,
      size: 12,
      bold: false,
      fill: colours.white,
    },
  ];
}

/** The cover as an SVG image for the home page. */
export function proposalCoverSvg(content: Content): string {
  const body = coverLayout(content)
    .map((element) => {
      switch (element.kind) {
        case "rect":
          return `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="${element.fill}"/>`;
        case "path":
          return `<path d="${element.d}" transform="translate(${element.x} ${element.y}) scale(${element.scale})" fill="${element.fill ?? "none"}"${
            element.stroke
              ? ` stroke="${element.stroke}" stroke-width="${element.strokeWidth}" stroke-linecap="round"`
              : ""
          }/>`;
        case "text":
          return `<text x="${element.x}" y="${element.y}" font-family="Helvetica, Arial, sans-serif" font-size="${element.size}" font-weight="${
            element.bold ? 700 : 400
          }" letter-spacing="${element.spacing ?? 0}" fill="${element.fill}">${escapeXml(element.text)}</text>`;
      }
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pageWidth} ${pageHeight}" width="${pageWidth}" height="${pageHeight}">${body}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// The PDF

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Characters the fonts lack that have a stand-in they have: the same hyphen, only breakable; a
 * soft hyphen (a hint where a word may break, invisible otherwise) is left out.
 */
const standIns: Partial<Record<string, string>> = { "\u00AD": "", "\u2010": "-", "\u2011": "-" };

/**
 * Text as the fonts print it, never one letter less: composed (NFC, so "e" and a combining acute
 * are the one letter "é" the font has), every space a plain space, and a stand-in for a character
 * the fonts lack where there is one. Any other character they lack is noted, and the build
 * refuses the content once the whole proposal is written, naming where each one came from.
 */
class Typesetter {
  /** Everything written, as the content gave it, to find where a missing character came from. */
  readonly written: string[] = [];
  readonly missing = new Set<string>();
  private readonly covered: Set<number>;

  constructor(readonly fonts: Fonts) {
    const bold = new Set(fonts.bold.getCharacterSet());
    this.covered = new Set(fonts.regular.getCharacterSet().filter((code) => bold.has(code)));
  }

  printable(text: string): string {
    this.written.push(text);
    let printed = "";
    for (const character of text.normalize("NFC").replace(/\s+/g, " ")) {
      const standIn = standIns[character];
      if (this.covered.has(character.codePointAt(0) ?? 0)) printed += character;
      else if (standIn !== undefined) printed += standIn;
      else {
        this.missing.add(character);
        printed += character;
      }
    }
    return printed;
  }
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const listCharacters = (characters: readonly string[]) =>
  characters.map((character) => `"${character}" (${codePoint(character)})`).join(", ");

/**
 * Where the characters the fonts lack came from: each content field holding one, preferring the
 * fields the proposal prints as they are (a field it only transforms is named when no other is).
 */
function unprintable(content: Content, typesetter: Typesetter): ContentProblem[] {
  const written = typesetter.written.map((text) => text.normalize("NFC"));
  const found: { problem: ContentProblem; characters: string[]; printed: boolean }[] = [];
  for (const name of Object.keys(content) as ContentName[]) {
    const data = content[name];
    walk(data, [], false, (value, at) => {
      const text = value.normalize("NFC");
      const characters = [...new Set(text)].filter((character) =>
        typesetter.missing.has(character),
      );
      if (characters.length === 0) return;
      const them = characters.length === 1 ? "it" : "them";
      found.push({
        problem: {
          file: `content/${name}.yaml`,
          where: locate(name, data, at),
          message: `has ${listCharacters(characters)}, which the partnership proposal's font (${pdfFontCoverage}) does not have, so the PDF cannot print ${them}; write it with letters the font has, or have a developer add ${them} to the proposal's font (pdfFontRanges in app/outputs/font-subset.server.mjs, then npm run font)`,
        },
        characters,
        printed: written.some((entry) => entry.includes(text)),
      });
    });
  }
  const named = found.some((entry) => entry.printed)
    ? found.filter((entry) => entry.printed)
    : found;
  const traced = new Set(named.flatMap((entry) => entry.characters));
  const untraced = [...typesetter.missing].filter((character) => !traced.has(character));
  return [
    ...named.map((entry) => entry.problem),
    ...(untraced.length > 0
      ? [
          {
            file: proposalFiles.pdf,
            where: "",
            message: `writes ${listCharacters(untraced)}, which its font (${pdfFontCoverage}) does not have`,
          },
        ]
      : []),
  ];
}

/** The fonts' files: committed, so a build needs no font tools (`npm run font`). */
function readFonts(): { regular: Uint8Array; bold: Uint8Array } {
  const root = path.resolve(import.meta.dirname, "../..");
  return {
    regular: readFileSync(path.join(root, pdfFonts.regular.file)),
    bold: readFileSync(path.join(root, pdfFonts.bold.file)),
  };
}

/**
 * The fonts, embedded as subsets (only the glyphs the proposal uses) under subset names
 * ("ABCDEF+Inter-Bold", PDF 9.6.4): the tag comes from the content, so it differs between
 * different subsets and is the same for the same content.
 */
async function embedFonts(document: PDFDocument, content: Content, today: string): Promise<Fonts> {
  document.registerFontkit(fontkit);
  const files = readFonts();
  const tag = (style: string) =>
    [...createHash("sha256").update(JSON.stringify(content)).update(today).update(style).digest()]
      .slice(0, 6)
      .map((byte) => String.fromCharCode(65 + (byte % 26)))
      .join("");
  const embed = (bytes: Uint8Array, style: string) =>
    document.embedFont(bytes, { subset: true, customName: `${tag(style)}+Inter-${style}` });
  return {
    regular: await embed(files.regular, pdfFonts.regular.style),
    bold: await embed(files.bold, pdfFonts.bold.style),
  };
}

/** A figure of the band that opens the proposal: "10,000+" over what it counts. */
export interface Figure {
  value: string;
  label: string;
}

/** A table row laid out: each cell's lines, and the row's height. */
interface LaidRow {
  cells: string[][];
  height: number;
}

/** A table laid out for drawing: its columns, its header row and its rows. */
export interface LaidTable {
  firstWidth: number;
  otherWidth: number;
  header: LaidRow;
  rows: LaidRow[];
}

const tableText = 8.5;
const tableLine = tableText * 1.35;
/** Above and below a cell's lines. */
const cellPadding = 4;

/** Writes flowing text down the pages, starting a new page when one fills up. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  private readonly fonts: Fonts;

  constructor(
    private readonly document: PDFDocument,
    private readonly typesetter: Typesetter,
  ) {
    this.fonts = typesetter.fonts;
    this.newPage();
  }

  newPage() {
    this.page = this.document.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  /** The room left on this page. */
  private get room() {
    return this.y - margin;
  }

  /** Starts a new page unless `height` fits on this one: what follows is kept together. */
  ensure(height: number) {
    if (height > this.room) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** How tall `text` would be, written with these options. */
  textHeight(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = pageWidth - 2 * margin - (options.indent ?? 0);
    return this.wrap(this.typesetter.printable(text), font, size, width).length * size * 1.45;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; colour?: string; indent?: number } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lines = this.wrap(
      this.typesetter.printable(text),
      font,
      size,
      pageWidth - 2 * margin - indent,
    );
    for (const line of lines) {
      this.ensure(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(line, {
        x: margin + indent,
        y: this.y,
        size,
        font,
        color: colour(options.colour ?? colours.ink900),
      });
    }
  }

  /** What a heading takes, with its gaps. */
  static readonly headingHeight = 14 + 18 * 1.45 + 4;

  heading(text: string) {
    // Never leave a heading alone at the foot of a page: keep room for it and a few lines.
    this.ensure(110);
    this.gap(14);
    this.text(text, { size: 18, bold: true, colour: colours.jade600 });
    this.gap(4);
  }

  /**
   * The association's numbers as a band across the page: a gold rule, a small heading, then the
   * figures in up to four columns, row by row in the content's order, each figure large over what
   * it counts. The rows are as even as the count allows (seven: four and three).
   */
  figures(heading: string, figures: readonly Figure[]) {
    if (figures.length === 0) return;
    const width = pageWidth - 2 * margin;
    const padding = 18;
    const rowCount = Math.ceil(figures.length / 4);
    const columns = Math.ceil(figures.length / rowCount);
    const columnWidth = (width - 2 * padding) / columns;
    const { bold, regular } = this.fonts;
    // The largest size up to 26 points at which every figure fits its column on one line.
    const values = figures.map((figure) => this.typesetter.printable(figure.value));
    const widest = Math.max(...values.map((value) => bold.widthOfTextAtSize(value, 1)));
    const valueSize = Math.min(26, (columnWidth - 24) / widest);
    const labelSize = 9.5;
    // Each row of figures: the figures with their labels' lines, and the row's height.
    const rows = Array.from({ length: rowCount }, (_, row) => {
      const laid = figures.slice(row * columns, (row + 1) * columns).map((figure) => ({
        value: this.typesetter.printable(figure.value),
        lines: this.wrap(
          this.typesetter.printable(figure.label),
          regular,
          labelSize,
          columnWidth - 12,
        ),
      }));
      const lines = Math.max(...laid.map((figure) => figure.lines.length));
      return { figures: laid, height: valueSize * 1.15 + 4 + lines * labelSize * 1.3 };
    });
    const headingSize = 9.5;
    const rowGap = 14;
    const height =
      4 +
      padding +
      headingSize * 1.45 +
      10 +
      rows.reduce((sum, row) => sum + row.height, 0) +
      (rowCount - 1) * rowGap +
      padding;
    this.ensure(height);
    const top = this.y;
    this.page.drawRectangle({
      x: margin,
      y: top - height,
      width,
      height,
      color: colour(colours.jade50),
    });
    this.page.drawRectangle({
      x: margin,
      y: top - 4,
      width,
      height: 4,
      color: colour(colours.gold),
    });
    let y = top - 4 - padding - headingSize;
    this.page.drawText(this.typesetter.printable(heading.toUpperCase()), {
      x: margin + padding,
      y,
      size: headingSize,
      font: bold,
      color: colour(colours.jade600),
    });
    y -= headingSize * 0.45 + 10;
    for (const row of rows) {
      row.figures.forEach((figure, column) => {
        const x = margin + padding + column * columnWidth;
        this.page.drawText(figure.value, {
          x,
          y: y - valueSize,
          size: valueSize,
          font: bold,
          color: colour(colours.jade800),
        });
        figure.lines.forEach((line, index) =>
          this.page.drawText(line, {
            x,
            y: y - valueSize * 1.15 - 4 - (index + 1) * labelSize * 1.3 + labelSize * 0.3,
            size: labelSize,
            font: regular,
            color: colour(colours.ink600),
          }),
        );
      });
      y -= row.height + rowGap;
    }
    this.y = top - height;
  }

  /** A table with a first column of names and one column per value, each cell's lines wrapped. */
  layoutTable(header: readonly string[], rows: readonly (readonly string[])[]): LaidTable {
    const firstWidth = 150;
    const otherWidth = (pageWidth - 2 * margin - firstWidth) / (header.length - 1);
    const layRow = (cells: readonly string[], bold: boolean): LaidRow => {
      const wrapped = cells.map((cell, column) =>
        this.wrap(
          this.typesetter.printable(cell),
          bold ? this.fonts.bold : this.fonts.regular,
          tableText,
          (column === 0 ? firstWidth : otherWidth) - 6,
        ),
      );
      const lines = Math.max(...wrapped.map((cellLines) => cellLines.length));
      return { cells: wrapped, height: lines * tableLine + 2 * cellPadding };
    };
    return {
      firstWidth,
      otherWidth,
      header: layRow(header, true),
      rows: rows.map((row) => layRow(row, false)),
    };
  }

  /** How much of a page the table's start takes: its header and the rows a page must hold. */
  static tableStart(table: LaidTable): number {
    return table.rows.slice(0, 2).reduce((sum, row) => sum + row.height, table.header.height);
  }

  /**
   * Draws a laid-out table. It breaks between rows only (lib/table-pages.ts): each page it is on
   * starts with the header row, and none holds fewer than two of its rows, so no row is left
   * alone at the foot or the top of a page.
   */
  table(table: LaidTable) {
    const { newPage, pages } = tablePages(
      table.rows.map((row) => row.height),
      { header: table.header.height, first: this.room, page: pageHeight - 2 * margin },
    );
    pages.forEach((rows, index) => {
      if (index > 0 || newPage) this.newPage();
      this.drawRow(table, table.header, true);
      for (const row of table.rows.filter((_, at) => rows.includes(at)))
        this.drawRow(table, row, false);
    });
  }

  private drawRow(table: LaidTable, row: LaidRow, header: boolean) {
    const xOf = (column: number) =>
      margin + (column === 0 ? 0 : table.firstWidth + (column - 1) * table.otherWidth);
    if (header)
      this.page.drawRectangle({
        x: margin,
        y: this.y - row.height,
        width: pageWidth - 2 * margin,
        height: row.height,
        color: colour(colours.jade50),
      });
    row.cells.forEach((lines, column) =>
      lines.forEach((line, index) =>
        this.page.drawText(line, {
          // The names stand a little in from the header's band, as the header's own does.
          x: xOf(column) + (column === 0 ? 4 : 0),
          y: this.y - cellPadding - (index + 1) * tableLine + tableText * 0.2,
          size: tableText,
          font: header ? this.fonts.bold : this.fonts.regular,
          color: colour(header ? colours.jade800 : colours.ink900),
        }),
      ),
    );
    this.y -= row.height;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness: header ? 1 : 0.5,
      color: colour(header ? colours.jade600 : colours.rule),
    });
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines = wrapText(text, (line) => font.widthOfTextAtSize(line, size) <= width);
    return lines.length > 0 ? lines : [""];
  }
}

/** The proposal as PDF bytes. Deterministic: the same content gives the same file. */
export async function buildProposalPdf(content: Content, today: string): Promise<Uint8Array> {
  const { proposal } = content.home;
  const document = await PDFDocument.create();
  document.setTitle(`${proposal.coverKicker}: ${content.site.name}`);
  document.setAuthor(content.site.name);
  document.setSubject(proposal.coverTagline);
  document.setLanguage("en-JM");
  const fixedDate = new Date(Date.UTC(2000, 0, 1));
  document.setCreationDate(fixedDate);
  document.setModificationDate(fixedDate);
  document.setProducer(content.site.shortName);
  document.setCreator(content.site.shortName);
  const typesetter = new Typesetter(await embedFonts(document, content, today));

  drawCover(document.addPage([pageWidth, pageHeight]), coverLayout(content), typesetter);

  const writer = new Writer(document, typesetter);
  // The first page after the cover opens with the association's numbers, as the Services page
  // gives them (content/services.yaml).
  const { services } = content;
  writer.figures(
    services.labels.achievementsHeading,
    services.achievements.map((achievement) => ({
      value: `${formatNumber(achievement.value)}${achievement.suffix}`,
      label: achievement.label,
    })),
  );
  writer.gap(8);
  writer.heading(proposal.aboutHeading);
  for (const paragraph of content.about.background) {
    writer.text(paragraph);
    writer.gap(6);
  }
  writer.text(content.about.vision, { bold: true });

  writer.heading(proposal.programmesHeading);
  for (const programme of content.programmes.programmes) {
    writer.gap(6);
    writer.text(programme.name, { size: 13, bold: true });
    writer.text(programme.purpose);
    // The next staging, as the Programmes page shows it on the build's date.
    const next = upcomingStaging(programme, today);
    const expected = expectedNext(programme, today);
    const { labels: words } = content.programmes;
    writer.text(
      `${words.upcoming}: ${
        next
          ? `${programme.name} ${next.edition}, ${formatStagingDates(next)}${next.venue ? `, ${next.venue}` : ""}`
          : expected
            ? fill(words.usually, expected)
            : words.noneUpcoming
      }`,
      { colour: colours.ink600 },
    );
    writer.text(programme.sponsorshipNote, { colour: colours.ink600 });
  }

  const labels = content.sponsorship.labels;
  writer.heading(labels.tiersHeading);
  writer.text(labels.tiersIntro);
  for (const tier of tierEntitlements(content.sponsorship.tiers)) {
    writer.gap(6);
    writer.text(tier.name, { size: 13, bold: true });
    if (tier.includes)
      writer.text(fill(labels.includes, { tier: tier.includes.name }), { colour: colours.ink600 });
    for (const entitlement of tier.own) writer.text(`• ${entitlement}`, { indent: 8 });
  }

  // The editions on offer as of the build; between seasons, each programme's last edition's
  // prices under its name and when it usually runs next, as the page shows them, with one notice.
  // The proposal never sells a held edition.
  const rows = costTableRows(content.programmes.programmes, today, labels).flatMap((row) =>
    row.edition ? [{ ...row, edition: row.edition }] : [],
  );
  const partnerships = content.contacts.contacts.find((contact) => contact.id === proposal.contact);
  if (rows.length === 0) {
    writer.heading(labels.costsHeading);
    writer.text(labels.noneOffered);
  } else {
    const names = tierNames(content.sponsorship.tiers);
    const table = writer.layoutTable(
      [labels.programme, ...sponsorTiers.map((tier) => names[tier])],
      rows.map((row) => [
        row.edition.when ? `${row.name} (${row.edition.when})` : row.name,
        ...row.edition.amounts.map(({ amount }) =>
          amount === null ? labels.notOffered : formatJmd(amount),
        ),
      ]),
    );
    const notice = rows.some((row) => row.edition.guide)
      ? fill(labels.guideNotice, { email: partnerships?.email ?? "" })
      : undefined;
    // The heading and the words over the table go where the table starts.
    writer.ensure(
      Writer.headingHeight +
        writer.textHeight(labels.costsCaption) +
        (notice ? 6 + writer.textHeight(notice) : 0) +
        6 +
        Writer.tableStart(table),
    );
    writer.heading(labels.costsHeading);
    writer.text(labels.costsCaption);
    if (notice) {
      writer.gap(6);
      writer.text(notice, { colour: colours.ink600 });
    }
    writer.gap(6);
    writer.table(table);
  }

  writer.heading(proposal.contactHeading);
  // The person to talk to, by name where the contact names one, as the sponsorship page does.
  if (partnerships)
    writer.text(
      [
        partnerships.person
          ? `${partnerships.purpose}: ${partnerships.person}, ${partnerships.role}`
          : partnerships.purpose,
        partnerships.email,
        partnerships.phone,
      ]
        .filter(Boolean)
        .join(" · "),
      { bold: true },
    );
  writer.text(content.site.office.address.join(", "));
  writer.text(
    `${content.site.office.phone} · ${content.site.office.email} · ${content.site.office.website}`,
  );
  // While the office's details are samples, the proposal says so under them, as the site does.
  const samples = sampleOfficeLine(content.site, ["address", "phone", "email", "website"]);
  if (samples) writer.text(samples, { bold: true, colour: colours.ink600 });

  // A character the fonts lack would print as a blank box: the content must change first.
  if (typesetter.missing.size > 0) throw new ContentError(unprintable(content, typesetter));
  return document.save({ useObjectStreams: false });
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function drawCover(page: PDFPage, layout: CoverElement[], typesetter: Typesetter) {
  const { fonts } = typesetter;
  for (const element of layout) {
    if (element.kind === "rect") {
      page.drawRectangle({
        x: element.x,
        y: pageHeight - element.y - element.height,
        width: element.width,
        height: element.height,
        color: colour(element.fill),
      });
    } else if (element.kind === "path") {
      page.drawSvgPath(element.d, {
        x: element.x,
        y: pageHeight - element.y,
        scale: element.scale,
        ...(element.fill ? { color: colour(element.fill) } : {}),
        ...(element.stroke
          ? { borderColor: colour(element.stroke), borderWidth: element.strokeWidth }
          : {}),
      });
    } else {
      const font = element.bold ? fonts.bold : fonts.regular;
      const text = typesetter.printable(element.text);
      if (element.spacing) {
        // Letter-spaced text, drawn a character at a time as the SVG's letter-spacing does (a
        // letter with its accents being one character).
        let x = element.x;
        for (const { segment: character } of graphemes.segment(text)) {
          page.drawText(character, {
            x,
            y: pageHeight - element.y,
            size: element.size,
            font,
            color: colour(element.fill),
          });
          x += font.widthOfTextAtSize(character, element.size) + element.spacing;
        }
      } else {
        page.drawText(text, {
          x: element.x,
          y: pageHeight - element.y,
          size: element.size,
          font,
          color: colour(element.fill),
        });
      }
    }
  }
}
