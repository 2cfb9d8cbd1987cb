import { parse, stringify } from "yaml";
import type { ContentName } from "~/content/schema";
import { fromForm, toForm } from "./form-values";
import type { Refusal } from "./messages";
import type { JsonSchema } from "./json-schema";
import { remember } from "./registry";
import { copyValues, rebaseMarks, updateSampleMarks } from "./samples";
import { patchYaml } from "./yaml-patch";

/** Sveltia CMS's custom file format: how a file's text becomes an entry and back. */
export interface FileFormat {
  fromFile: (text: string) => unknown;
  toFile: (value: unknown) => string;
}

/**
 * The build's rules for a file's values: each problem in staff words with where its field is, none
 * when it may be saved.
 */
export type Check = (data: unknown) => Refusal[];

/**
 * A save the editor refuses. Sveltia shows the `cause`'s message in its error dialog when the
 * error's own message is "saving_failed" (its toolbar's protocol for a failed save, in 0.221.1),
 * so the problems appear in the one dialog, under "Not saved".
 */
export class SaveRefused extends Error {
  constructor(readonly problems: Refusal[]) {
    super("saving_failed", {
      cause: new Error(problems.map((problem) => problem.text).join("\n")),
    });
    this.name = "SaveRefused";
  }
}

/**
 * The file format of one content file. Sveltia hands `toFile` only the entry, not the text it
 * was read from, so each content file gets a format of its own that remembers the last text it
 * read or wrote. `fromFile` gets that text trimmed (Sveltia trims it, and writes what `toFile`
 * returns trimmed with one final newline), so the final newline is put back before anything is
 * patched after the last line.
 *
 * From the text to the form: the values as staff read them (form-values.ts). From the form to the
 * text: the values as the file holds them, the sample marks of edited values taken off
 * (samples.ts), the build's rules run, and only then the changes patched into the text.
 */
export function contentFormat(
  name: ContentName,
  schema: JsonSchema,
  check: Check = () => [],
): FileFormat {
  let last: string | undefined;
  /** The form as it was read or last saved: what staff's marks are a change to (samples.ts). */
  let shown: unknown;
  return {
    fromFile(text) {
      last = text.endsWith("\n") ? text : `${text}\n`;
      const data: unknown = parse(last);
      remember(name, data);
      const form = toForm(data, schema);
      shown = copyValues(form);
      return form;
    },
    toFile(value) {
      const before: unknown = last === undefined ? undefined : parse(last);
      // A second save hands back the form the first left: its marks as staff changed them since.
      const asked =
        shown === undefined || before === undefined
          ? value
          : rebaseMarks(copyValues(value), shown, toForm(before, schema));
      const data = updateSampleMarks(before, fromForm(asked, schema));
      // What the build would refuse is not written: Sveltia shows why and keeps the form.
      const problems = check(data);
      if (problems.length > 0) throw new SaveRefused(problems);
      const text = last === undefined ? stringify(data, { lineWidth: 100 }) : patchYaml(last, data);
      last = text;
      shown = copyValues(value);
      remember(name, data);
      return text;
    },
  };
}
