import { isReservedValue } from "~/content/sample-values";
import { isRecord } from "./json-schema";
import { deepEqual } from "./yaml-patch";

/**
 * Sample marks after an edit. A `sample` mark says which of a record's values are examples the
 * association has still to replace (`npm run content:report` lists them): `true` for all of them,
 * or the names of some. The form shows each record's mark as the list of its sample fields, and
 * staff take a field off it once its value is right. Editing a value takes it off by itself: what
 * staff typed is theirs.
 *
 * A mark belongs to each record (docs/decisions/0047, amending 0038). A mark that covers a field
 * holding records (a staging's results marked `true` covers its placings) covers them as a whole
 * while nothing in them changes, and the form lists every field on each of them. Once one of
 * them changes, or staff take a field off one of their marks, the mark moves onto those records:
 * each gets its own (`sample: true` where it covers every field), the one edited without the
 * field edited, and the mark above no longer names them. So entering one real placing leaves the
 * invented ones marked, and a placing staff confirm is taken off with one press, on its own mark.
 *
 * Otherwise marks stay as they were (0038): a record nothing changed in keeps its mark exactly as
 * written (`true` stays `true`, names keep their order), whatever form the editor's list of names
 * gave it, and a record staff add has none.
 *
 * A value that is still a reserved example (an example.org address, a 555-01xx number) stays
 * marked, or is marked if it was not: it is a sample by what it is, and the build refuses one
 * without a mark, so a partner added with an example.org address is listed, not refused.
 *
 * `before` is the file as it was (marks as written, `true` or names); `after` the file from the
 * form (marks as lists of names, as staff left them, with the marks from above listed on each
 * record: form-values.ts). Returns `after` with each mark recomputed.
 */
export function updateSampleMarks(before: unknown, after: unknown): unknown {
  return markReserved(update(before, structuredClone(after), false, "none"), false);
}

/**
 * The marks of a form Sveltia hands over again, rebased on the file as it is now. After a save,
 * Sveltia keeps the form as staff left it: a record's list still names the value whose mark the
 * save took off (a fee staff replaced), and handed back at the next save that stale list would
 * mark the real fee again. So each list is taken as a change to the one the form showed
 * (`shown`: the form as it was read or last saved): the names staff added or took off since are
 * applied to the list the file now gives (`current`: the file as the form would show it now).
 * Records are matched by id where they have one, else by their place. Returns `form`, changed.
 */
export function rebaseMarks(form: unknown, shown: unknown, current: unknown): unknown {
  if (Array.isArray(form))
    return form.map((item, index) =>
      rebaseMarks(item, counterpart(shown, item, index), counterpart(current, item, index)),
    );
  if (!isRecord(form)) return form;
  const before = isRecord(shown) ? shown : {};
  const now = isRecord(current) ? current : {};
  for (const key of Object.keys(form))
    if (key !== "sample") form[key] = rebaseMarks(form[key], before[key], now[key]);
  if (!Array.isArray(form.sample)) return form;
  const asked = form.sample.map(String);
  const was = Array.isArray(before.sample) ? before.sample.map(String) : [];
  const is = Array.isArray(now.sample) ? now.sample.map(String) : [];
  const added = asked.filter((name) => !was.includes(name));
  const removed = was.filter((name) => !asked.includes(name));
  form.sample = [
    ...is.filter((name) => !removed.includes(name)),
    ...added.filter((name) => !is.includes(name)),
  ];
  return form;
}

/**
 * A copy of a form's values, as plain lists and records: Sveltia's form may hand over proxies
 * (Svelte's state), which structuredClone refuses to copy.
 */
export function copyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyValues);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copyValues(field)]));
}

/** The item of `list` that `item` continues: the one with its id, else the one at its place. */
function counterpart(list: unknown, item: unknown, index: number): unknown {
  if (!Array.isArray(list)) return undefined;
  const id = isRecord(item) && typeof item.id === "string" ? item.id : undefined;
  if (id === undefined) return list[index];
  return list.find((candidate) => isRecord(candidate) && candidate.id === id);
}

/** Marks each reserved example value no mark covers, on the record that holds it. */
function markReserved(value: unknown, covered: boolean): unknown {
  if (Array.isArray(value)) value.forEach((item) => markReserved(item, covered));
  if (!isRecord(value)) return value;
  const mark = value.sample;
  const names = Array.isArray(mark) ? mark.map(String) : [];
  for (const [key, field] of Object.entries(value)) {
    if (key === "sample") continue;
    const own = covered || mark === true || names.includes(key);
    if (!own && holdsReserved(field)) names.push(key);
    markReserved(field, own);
  }
  if (mark !== true && names.length > 0) value.sample = names;
  return value;
}

/** A reserved example as the value itself, or as one of a list's texts. */
function holdsReserved(value: unknown): boolean {
  if (typeof value === "string" || typeof value === "number") return isReservedValue(String(value));
  return Array.isArray(value) && value.some((item) => !isRecord(item) && holdsReserved(item));
}

/** The values alone, marks left out: a mark written `true` or as names is the same value. */
function sameValues(a: unknown, b: unknown): boolean {
  return deepEqual(withoutMarks(a), withoutMarks(b));
}

function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "sample")
      .map(([key, field]) => [key, withoutMarks(field)]),
  );
}

/**
 * How the mark above a record comes out of the save: it still covers the record, untouched, which
 * is then written as it was ("kept"); it moves onto the record ("moved"); or there is none ("none":
 * never was, or staff took the record's field off it).
 */
type Above = "kept" | "moved" | "none";

/**
 * `inherited`: a mark above covered the record in the file, so the form listed every field on its
 * own mark.
 */
function update(before: unknown, after: unknown, inherited: boolean, above: Above): unknown {
  if (Array.isArray(after)) {
    const previous = Array.isArray(before) ? before : [];
    const matches = matchItems(previous, after);
    return after.map((item, index) => {
      const match = matches[index];
      const old = match === undefined ? undefined : previous[match];
      // A record staff add is nobody's sample: no mark above reaches it.
      return update(old, item, inherited && old !== undefined, old === undefined ? "none" : above);
    });
  }
  if (!isRecord(after)) return after;
  const old = isRecord(before) ? before : undefined;
  if (above === "kept" && old) return structuredClone(old);
  const fields = Object.keys(after).filter((key) => key !== "sample");
  const derived = formMark(old, inherited);
  const shown = markOf(after, fields);
  // The form listed the mark above on this record: where that mark is gone and staff left the
  // list as it was shown, the record keeps only its own.
  const start =
    above === "none" && inherited && old && sameSet(shown, derived) ? ownMark(old) : shown;
  const covered = new Set(start.filter((key) => key in after));
  const names: string[] = [];
  for (const key of fields) {
    const was = old?.[key];
    const coveredBefore = derived.includes(key);
    if (!covered.has(key)) {
      after[key] = update(was, after[key], coveredBefore, "none");
      continue;
    }
    const unchanged = !old || !(key in old) || sameValues(was, after[key]);
    if (holdsRecords(after[key]) && old && key in old) {
      // Records under this mark: covered as a whole while untouched, else each with its own.
      const untouched = unchanged && sameMarks(was, after[key], coveredBefore);
      after[key] = update(was, after[key], coveredBefore, untouched ? "kept" : "moved");
      if (untouched) names.push(key);
      continue;
    }
    after[key] = update(was, after[key], coveredBefore, "none");
    if (unchanged) names.push(key);
  }
  if (names.length === 0) delete after.sample;
  else
    after.sample =
      above === "moved" && old?.sample === undefined && names.length === fields.length
        ? true
        : asWritten(old, fields, names);
  return after;
}

/** The names a record's mark covers, `true` as every field, from the file or the form. */
function markOf(record: Record<string, unknown>, fields: string[]): string[] {
  const mark = record.sample;
  if (mark === true) return fields;
  return Array.isArray(mark) ? [...new Set(mark.map(String))] : [];
}

function ownMark(record: Record<string, unknown>): string[] {
  return markOf(
    record,
    Object.keys(record).filter((key) => key !== "sample"),
  );
}

/** The mark the form shows for a record of the file: its own, or every field under a mark above. */
function formMark(record: Record<string, unknown> | undefined, inherited: boolean): string[] {
  if (!record) return [];
  return inherited ? Object.keys(record).filter((key) => key !== "sample") : ownMark(record);
}

/**
 * Whether the form shows every record in `form` (values equal to `file`'s) with the mark it was
 * shown with: nothing taken off or added by staff.
 */
function sameMarks(file: unknown, form: unknown, inherited: boolean): boolean {
  if (Array.isArray(file) && Array.isArray(form))
    return form.every((item, index) => sameMarks(file[index], item, inherited));
  if (!isRecord(file) || !isRecord(form)) return true;
  const derived = formMark(file, inherited);
  const fields = Object.keys(form).filter((key) => key !== "sample");
  // A record that takes no mark of its own (a staging's costs) shows none.
  if ("sample" in form && !sameSet(markOf(form, fields), derived)) return false;
  return fields.every((key) => sameMarks(file[key], form[key], derived.includes(key)));
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/** A record, or a list with one: what a mark covering it covers as a whole. */
function holdsRecords(value: unknown): boolean {
  return isRecord(value) || (Array.isArray(value) && value.some(isRecord));
}

/**
 * A mark in the form it had: `true` while it still covers every field the record had, names in
 * the order the file had them (new names after), so a mark nothing took a name from is written
 * back exactly as it was.
 */
function asWritten(
  old: Record<string, unknown> | undefined,
  fields: string[],
  names: string[],
): true | string[] {
  const mark = old?.sample;
  if (!old || mark === undefined) return names;
  const oldFields = Object.keys(old).filter((key) => key !== "sample");
  if (
    mark === true &&
    names.length === fields.length &&
    oldFields.length === fields.length &&
    oldFields.every((key) => names.includes(key))
  )
    return true;
  const written = Array.isArray(mark) ? mark.map(String) : oldFields;
  return [
    ...written.filter((key) => names.includes(key)),
    ...names.filter((key) => !written.includes(key)),
  ];
}

/**
 * For each new item, the index of the old item it continues: the one with its id where every item
 * has one, otherwise the one with the same values; then the remaining ones in order (an item whose
 * id or values were edited).
 */
function matchItems(before: unknown[], after: unknown[]): (number | undefined)[] {
  const idOf = (item: unknown) =>
    isRecord(item) && typeof item.id === "string" ? item.id : undefined;
  const byId = [...before, ...after].every((item) => idOf(item) !== undefined);
  const same = (old: unknown, item: unknown) =>
    byId ? idOf(old) === idOf(item) : sameValues(old, item);
  const taken = new Set<number>();
  const matches = after.map((item) => {
    const index = before.findIndex((old, at) => !taken.has(at) && same(old, item));
    if (index === -1) return undefined;
    taken.add(index);
    return index;
  });
  const free = before.map((_, index) => index).filter((index) => !taken.has(index));
  return matches.map((match) => (match === undefined ? free.shift() : match));
}
