/**
 * Lists the sample content still in place: every string under a `sample` mark, for
 * `npm run content:report`. Reads the files as written; validation is loadContent's job.
 */
import path from "node:path";
import { parse } from "yaml";
import { readPlainFile } from "../content/file-checks.server";
import { ContentError, contentDirectory, locate, walk } from "../content/load.server";
import { type ContentName, contentSchemas } from "../content/schema";

export interface SampleEntry {
  /** As in problems: `content/donate.yaml`. */
  file: string;
  /** As in problems: `Bank detail 6 "account-number" › value`. */
  where: string;
  value: string;
}

/** Every sample value, file by file in the order of `contentSchemas`, each file in document order. */
export function collectSamples(contentDir = contentDirectory()): SampleEntry[] {
  return (Object.keys(contentSchemas) as ContentName[]).flatMap((name) =>
    samplesIn(name, contentDir),
  );
}

function samplesIn(name: ContentName, contentDir: string): SampleEntry[] {
  const file = `content/${name}.yaml`;
  // Opened only if it is a plain file, as the loader opens it.
  const read = readPlainFile(path.join(contentDir, `${name}.yaml`));
  if (!read.ok)
    throw new ContentError([
      { file, where: "", message: read.missing ? "the file is missing" : read.message },
    ]);
  const raw: unknown = parse(read.bytes.toString("utf8"));
  const entries: SampleEntry[] = [];
  walk(raw, [], false, (value, at, marked) => {
    // An empty string under a mark holds nothing to replace.
    if (marked && value.trim() !== "") entries.push({ file, where: locate(name, raw, at), value });
  });
  return entries;
}
