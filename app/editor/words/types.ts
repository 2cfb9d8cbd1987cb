/**
 * What office staff read in the content editor (/admin) for each field of a content file: its
 * label, and help in plain words shown under the label. One module per content file, keyed by
 * the field's path in the file (`programmes[].stagings[].registrationCloses`: `[]` steps into a
 * list's items). `app/editor/words.test.ts` holds every path of every schema to a label and help
 * without code words, so a field added to a schema cannot reach staff unexplained.
 */
export interface FieldWords {
  /** The field's name as staff know it: "Registration closes", never "registrationCloses". */
  label: string;
  /**
   * What the field is, where it shows on the site and what to keep in mind, in one or two plain
   * sentences. The editor adds how to write dates, amounts, links and placeholders by itself.
   */
  help: string;
  /**
   * A list of records: the field whose value names an item as staff know it (shown when it is
   * closed, and in a refused save's note), or the fields that do together (a person's first and
   * last names). Never an ID or a number.
   */
  itemName?: string | string[];
  /**
   * A list staff read newest first (articles, announcements, stagings): "Add" puts the new item
   * at the top. Its help says so.
   */
  newestFirst?: true;
  /**
   * A list that holds a closed set whole, each once (the sponsorship tiers, the bank details):
   * its limit under it reads "All 5 tiers, each once." rather than "Up to 5 tiers.".
   */
  allOnce?: true;
}

export interface FileWords {
  /** The file's name in the editor's list of files. */
  label: string;
  /**
   * The top-level fields staff edit most, shown first and open; every other top-level field
   * follows in the file's order, groups of page wording closed until opened.
   */
  first: string[];
  fields: Record<string, FieldWords>;
}
