import { isReservedValue } from "~/content/sample-values";
import { isRecord } from "./json-schema";
import { deepEqual } from "./yaml-patch";

/**
 * Sample marks after an edit. A `sample` mark says which of a record's values are examples the
 * association has still to replace (`npm run content:report` lists them): `true` for all of them,
 * or the names of some. The form shows a record's mark as the list of its sample fields, and staff
 * may take a field off it. Editing a value takes it off by itself: what staff typed is theirs.
 *
 * Marks stay where they were but on the record and field edited (docs/decisions/0038): a marked
 * field that holds records (a staging's results and their placings) leaves its record's mark as a
 * whole when anything in it changes, and no mark moves onto the records inside it. A record
 * nothing changed in keeps its mark exactly as written (`true` stays `true`, names keep their
 * order), whatever form the editor's list of names gave it.
 *
 * A value that is still a reserved example (an example.org address, a 555-01xx number) stays
 * marked, or is marked if it was not: it is a sample by what it is, and the build refuses one
 * without a mark, so a partner added with an example.org address is listed, not refused.
 *
 * `before` is the file as it was (marks as written, `true` or names); `after` the file from the
 * form (marks as lists of names, as staff left them). Returns `after` with each mark recomputed.
 */
export function updateSampleMarks(before: unknown, after: unknown): unknown {
  return markReserved(update(before, structuredClone(after)), false);
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

function update(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) {
    const previous = Array.isArray(before) ? before : [];
    const matches = matchItems(previous, after);
    return after.map((item, index) => {
      const match = matches[index];
      return update(match === undefined ? undefined : previous[match], item);
    });
  }
  if (!isRecord(after)) return after;
  const old = isRecord(before) ? before : undefined;
  const fields = Object.keys(after).filter((key) => key !== "sample");
  const mark = after.sample;
  const covered = new Set(mark === true ? fields : Array.isArray(mark) ? mark.map(String) : []);
  for (const key of [...covered])
    if (!(key in after) || (old && key in old && !sameValues(old[key], after[key])))
      covered.delete(key);
  const names = fields.filter((key) => covered.has(key));
  if (names.length === 0) delete after.sample;
  else after.sample = asWritten(old, fields, names);
  for (const key of fields) after[key] = update(old?.[key], after[key]);
  return after;
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
