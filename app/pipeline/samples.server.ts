/**
 * Lists the sample content still in place: every string under a `sample` mark, for
 * `npm run content:report`. Reads the files as written; validation is loadContent's job.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { contentDirectory, locate, walk } from "../content/load.server";
import { type ContentName, contentSchemas } from "../content/schema";

export interface SampleEntry {
  /** As in problems: `content/donate.yaml`. */
  file: string;
  /** As in problems: `bankDetails[5] "account-number" › value`. */
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
  const raw: unknown = parse(readFileSync(path.join(contentDir, `${name}.yaml`), "utf8"));
  const entries: SampleEntry[] = [];
  walk(raw, [], false, (value, at, marked) => {
    // An empty string under a mark holds nothing to replace.
    if (marked && value.trim() !== "") entries.push({ file, where: locate(raw, at), value });
  });
  return entries;
}
