import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Document, isMap, isSeq, parse, parseDocument } from "yaml";
import { contentDirectory, describeProblem, loadContent } from "../content/load.server";
import { sampleBankDetails } from "./publishable.server";

const donateText = readFileSync(path.join(contentDirectory(), "donate.yaml"), "utf8");
const { donate } = loadContent();
const { bankDetails } = donate;
const last = bankDetails.length - 1;
const middle = Math.floor(last / 2);

/**
 * content/donate.yaml with every sample mark on the bank details taken off (the file's own and
 * its lists' records'), then `mark` applied: the file as it would be with real details.
 */
function fixture(mark: (document: Document) => void = () => undefined): string {
  const document = parseDocument(donateText);
  document.delete("sample");
  for (const list of [["bankDetails"], ["abroad", "details"]]) {
    const items = document.getIn(list);
    if (!isSeq(items)) throw new Error(`content/donate.yaml has no ${list.join(".")}`);
    for (const item of items.items) if (isMap(item)) item.delete("sample");
    const parent = document.getIn(list.slice(0, -1));
    if (isMap(parent)) parent.delete("sample");
  }
  mark(document);
  return String(document);
}

/** The lines of a fixture holding a detail's value (flow records: one line per detail). */
const lineOf = (text: string, value: string) =>
  text.split("\n").findIndex((line) => line.includes(value)) + 1;

const where = (index: number, field = "value") =>
  `Bank detail ${index + 1} "${bankDetails[index]!.id}" › ${field}`;

describe("sampleBankDetails, what the production publish refuses", () => {
  it("finds the sample bank details of content/donate.yaml as it stands", () => {
    const found = sampleBankDetails(donateText);
    const marked = bankDetails.filter((detail) => detail.sample !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    expect(found.map((sample) => sample.value)).toEqual(
      expect.arrayContaining(marked.map((detail) => detail.value)),
    );
    for (const sample of found) expect(sample.file).toBe("content/donate.yaml");
  });

  it("passes the file with no sample marks at all", () => {
    const text = fixture();
    const parsed = parse(text) as typeof donate;
    expect(
      [...parsed.bankDetails, ...parsed.abroad.details].map((detail) => detail.sample),
    ).toEqual([...parsed.bankDetails, ...parsed.abroad.details].map(() => undefined));
    expect(sampleBankDetails(text)).toEqual([]);
    // A mark elsewhere in the file (the reference's length limit) is not a bank detail's.
    const elsewhere = fixture((document) => document.setIn(["reference", "sample"], true));
    expect(sampleBankDetails(elsewhere)).toEqual([]);
  });

  it.each([
    ["first", 0],
    ["middle", middle],
    ["last", last],
  ])("names the %s bank detail by file, record and field, on its line", (_, index) => {
    const text = fixture((document) => document.setIn(["bankDetails", index, "sample"], ["value"]));
    const detail = bankDetails[index]!;
    const found = sampleBankDetails(text);
    expect(found).toEqual([
      {
        file: "content/donate.yaml",
        where: where(index),
        message: expect.stringContaining(JSON.stringify(detail.value)) as string,
        line: lineOf(text, detail.value),
        value: detail.value,
      },
    ]);
    expect(describeProblem(found[0]!)).toBe(
      `content/donate.yaml › ${where(index)}: is a sample value (${JSON.stringify(detail.value)}): replace it with the association's real account details, and remove its sample mark, before publishing to production`,
    );
  });

  it("refuses a record marked as a whole by its value, not its id or label", () => {
    const text = fixture((document) => document.setIn(["bankDetails", last, "sample"], true));
    expect(sampleBankDetails(text).map((sample) => sample.where)).toEqual([where(last)]);
  });

  it("reads a list of marked fields: the value refused, a label alone not", () => {
    const both = fixture((document) =>
      document.setIn(["bankDetails", middle, "sample"], ["label", "value"]),
    );
    expect(sampleBankDetails(both).map((sample) => sample.where)).toEqual([where(middle)]);
    const label = fixture((document) =>
      document.setIn(["bankDetails", middle, "sample"], ["label"]),
    );
    expect(sampleBankDetails(label)).toEqual([]);
  });

  it("refuses the details for donors abroad too, and every detail under a mark above them", () => {
    const [intermediary] = donate.abroad.details;
    const abroad = fixture((document) =>
      document.setIn(["abroad", "details", 0, "sample"], ["value"]),
    );
    expect(sampleBankDetails(abroad).map((sample) => sample.where)).toEqual([
      `abroad › Detail 1 "${intermediary!.id}" › value`,
    ]);
    const file = fixture((document) => document.set("sample", ["bankDetails"]));
    expect(sampleBankDetails(file).map((sample) => sample.where)).toEqual(
      bankDetails.map((_, index) => where(index)),
    );
  });

  it("refuses a file that is not YAML, saying so", () => {
    const [problem] = sampleBankDetails("bankDetails: [ { value: 1");
    expect(problem?.message).toMatch(/^is not valid YAML/);
  });
});
