/**
 * `npm run content:report`: lists every sample value still in content/, file by file, so the
 * association knows what to replace before launch, then each place for a picture that still
 * shows a drawing rather than a photograph ("Pictures"), then what has gone out of date as of
 * today in Jamaica ("Out of date"). Exits 1 if the content is invalid, never because of a list.
 */
import { ContentError, loadContent } from "../app/content/load.server";
import { formatOutOfDate, outOfDate } from "../app/pipeline/out-of-date.server";
import { collectSamples, type SampleEntry } from "../app/pipeline/samples.server";
import { formatPictures, illustratedPlaces } from "../app/content/illustrations";
import { jamaicaToday } from "../app/lib/dates";

const maxValueLength = 80;

function shorten(value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  return oneLine.length <= maxValueLength ? oneLine : `${oneLine.slice(0, maxValueLength - 1)}…`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

// Map.groupBy needs Node 21; the project supports Node 20.
function groupByFile(entries: readonly SampleEntry[]): Map<string, SampleEntry[]> {
  const byFile = new Map<string, SampleEntry[]>();
  for (const entry of entries) byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  return byFile;
}

function formatReport(entries: readonly SampleEntry[]): string {
  const byFile = groupByFile(entries);
  const sections = [...byFile].map(
    ([file, fileEntries]) =>
      `${file} (${plural(fileEntries.length, "sample value")})\n` +
      fileEntries.map((entry) => `  ${entry.where}: ${shorten(entry.value)}`).join("\n"),
  );
  const total =
    entries.length === 0
      ? "No sample values left: the content is ready for launch."
      : `${plural(entries.length, "sample value")} in ${plural(byFile.size, "file")} still to replace before launch.`;
  return [...sections, total].join("\n\n");
}

let content;
try {
  content = loadContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(formatReport(collectSamples()));
console.log(`\n${formatPictures(illustratedPlaces(content))}`);
const today = jamaicaToday(Date.now());
console.log(
  `\n${formatOutOfDate(outOfDate(content, today), today) || "Out of date: nothing, as of today in Jamaica."}`,
);
