/**
 * Which of the office's details are samples, from the `sample` marks in content/site.yaml, and the
 * line that says so in the footer and the proposal. Browser-safe: the footer is an island.
 */
import { isSample } from "../content/sample-values";
import type { Content } from "../content/schema";
import { formatList } from "./format";
import { fill } from "./template";

export type OfficeField = "address" | "phone" | "email" | "website";

/** The fields among `fields`, in that order, whose values a sample mark covers. */
export function sampleOfficeFields(
  site: Content["site"],
  fields: readonly OfficeField[],
): OfficeField[] {
  return fields.filter((field) => isSample(site, ["office", field]));
}

/**
 * "Sample address, phone and email" (`sampleWords.listed`, each field named as `sampleWords`
 * names it) for the sample fields among `fields`; undefined when none is a sample.
 */
export function sampleOfficeLine(
  site: Content["site"],
  fields: readonly OfficeField[],
): string | undefined {
  const samples = sampleOfficeFields(site, fields);
  if (samples.length === 0) return undefined;
  const words = site.sampleWords;
  return fill(words.listed, { details: formatList(samples.map((field) => words[field])) });
}
