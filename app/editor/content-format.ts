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
 * read or wrote: the entry is normalised by the file's schema, then patched into that text.
 */
export function contentFormat(schema: JsonSchema): FileFormat {
  let last: string | undefined;
  return {
    fromFile(text) {
      last = text;
      return parse(text) as unknown;
    },
    toFile(value) {
      const data = normalizeEntry(value, schema);
      const text = last === undefined ? stringify(data, { lineWidth: 100 }) : patchYaml(last, data);
      last = text;
      return text;
    },
  };
}
