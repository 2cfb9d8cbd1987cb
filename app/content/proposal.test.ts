import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { formatJmd } from "../lib/money";
import { formatStagingDates } from "../lib/stagings";
import { loadContent } from "./load";
import { buildProposalPdf, proposalCoverSvg } from "./proposal";
import { sponsorTiers } from "./sets";

const content = loadContent();
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

interface Line {
  page: number;
  y: number;
  cells: string[];
}

/** The PDF's text, as pdf.js reads it, grouped into lines of cells (left to right). */
async function readLines(bytes: Uint8Array): Promise<Line[]> {
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const lines: Line[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const text = await page.getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const item of text.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const [, , , , x, y] = item.transform as number[];
      const key = Math.round(y ?? 0);
      byY.set(key, [...(byY.get(key) ?? []), { x: x ?? 0, text: item.str }]);
    }
    for (const [y, cells] of [...byY.entries()].sort((a, b) => b[0] - a[0])) {
      lines.push({
        page: number,
        y,
        cells: cells.sort((a, b) => a.x - b.x).map((cell) => cell.text),
      });
    }
  }
  return lines;
}

let lines: Line[];
let allText: string;

beforeAll(async () => {
  lines = await readLines(await buildProposalPdf(content));
  allText = lines.map((line) => line.cells.join(" ")).join("\n");
});

describe("the partnership proposal PDF", () => {
  it("names every programme, with its purpose and staging dates, as selectable text", () => {
    for (const programme of content.programmes.programmes) {
      expect(allText).toContain(programme.name);
      for (const staging of programme.stagings)
        expect(allText).toContain(formatStagingDates(staging));
    }
  });

  it("lists every tier and every entitlement", () => {
    for (const tier of content.sponsorship.tiers) {
      expect(allText).toContain(tier.name);
      for (const entitlement of tier.entitlements)
        expect(allText.replace(/\s+/g, " ")).toContain(entitlement.replace(/\s+/g, " "));
    }
  });

  it("carries every cost of the sponsorship table in J$, row by row, tier by tier", () => {
    for (const row of content.sponsorship.costs) {
      const programme = content.programmes.programmes.find(
        (candidate) => candidate.id === row.programme,
      )!;
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
      expect(match, `${programme.name} ${row.edition}: ${expected.join(", ")}`).toBeDefined();
    }
  });

  it("gives the partnerships contact and the office", () => {
    const partnerships = content.contacts.contacts.find(
      (contact) => contact.id === content.home.proposal.contact,
    )!;
    expect(allText).toContain(partnerships.email);
    expect(allText).toContain(content.site.office.phone);
  });

  it("is the same file for the same content", async () => {
    const [first, second] = await Promise.all([
      buildProposalPdf(content),
      buildProposalPdf(content),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
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
