import { parse, stringify } from "yaml";
import { normalizeEntry, type JsonSchema } from "./normalize";
import { patchYaml } from "./yaml-patch";

/** Sveltia CMS's custom file format: how a file's text becomes an entry and back. */
export interface FileFormat {
  fromFile: (text: string) => unknown;
  toFile: (value: unknown) => string;
}

/**
 * The file format of one content file. Sveltia hands `toFile` only the entry, not the text it
 * was read from, so each content file gets a format of its own that remembers the last text it
 * read or wrote: the entry is normalised by the file's schema, checked by the build's rules for
 * the file, then patched into that text.
 */
export function contentFormat(
  schema: JsonSchema,
  /** The build's own rules for this file: each problem in words, none when it may be saved. */
  check: (data: unknown) => string[] = () => [],
): FileFormat {
  let last: string | undefined;
  return {
    fromFile(text) {
      last = text;
      return parse(text) as unknown;
    },
    toFile(value) {
      const data = normalizeEntry(value, schema);
      // What the build would refuse is not written: the editor shows this and keeps the form.
      const problems = check(data);
      if (problems.length > 0)
        throw new Error(`This cannot be saved as it is:\n${problems.join("\n")}`);
      const text = last === undefined ? stringify(data, { lineWidth: 100 }) : patchYaml(last, data);
      last = text;
      return text;
    },
  };
}
