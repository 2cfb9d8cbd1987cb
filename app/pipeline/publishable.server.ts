/**
 * What the production publish refuses (`npm run content:production`, run by the workflow on the
 * way to production only): bank details still under a `sample` mark in content/donate.yaml. A
 * donor could send money to them. The other sample values (the office's phone and address, people,
 * links) may go out: the pages say they are samples where they show (issue 30). Reads the file as
 * written, with line numbers for the workflow's annotations; validation is the loader's job.
 */
import { LineCounter, isNode, parseDocument } from "yaml";
import type { ContentProblem } from "../content/load.server";
import { locate } from "../content/locate";
import { walk } from "../content/sample-values";

/** A sample bank detail, where it is (as in problems) and on which line of the file. */
export interface SampleBankDetail extends ContentProblem {
  line: number;
  value: string;
}

/** The lists of content/donate.yaml whose values a donor transfers money to. */
const bankLists: readonly (readonly PropertyKey[])[] = [["bankDetails"], ["abroad", "details"]];

/** Whether `at` is the value of a detail in one of those lists: `bankDetails.5.value`. */
const isBankValue = (at: readonly PropertyKey[]) =>
  bankLists.some(
    (list) =>
      at.length === list.length + 2 &&
      list.every((key, index) => at[index] === key) &&
      at.at(-1) === "value",
  );

/**
 * Every bank detail's value that a sample mark covers (its own, its record's or one above), in the
 * file's order. A detail's label and id are not what a donor acts on, so a mark on them alone is
 * not refused.
 */
export function sampleBankDetails(text: string, file = "content/donate.yaml"): SampleBankDetail[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length > 0) {
    return [
      {
        file,
        where: "",
        message: `is not valid YAML: ${document.errors[0]?.message ?? ""}`,
        line: document.errors[0]?.linePos?.[0].line ?? 1,
        value: "",
      },
    ];
  }
  const raw: unknown = document.toJS();
  const found: SampleBankDetail[] = [];
  walk(raw, [], false, (value, at, marked) => {
    if (!marked || !isBankValue(at) || value.trim() === "") return;
    const node: unknown = document.getIn(at, true);
    const offset = isNode(node) ? (node.range?.[0] ?? 0) : 0;
    found.push({
      file,
      where: locate("donate", raw, at),
      message: `is a sample value (${JSON.stringify(value)}): replace it with the association's real account details, and remove its sample mark, before publishing to production`,
      line: lineCounter.linePos(offset).line,
      value,
    });
  });
  return found;
}
