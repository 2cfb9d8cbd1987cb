import { isReservedValue } from "~/content/sample-values";
import { isRecord } from "./json-schema";
import { deepEqual } from "./yaml-patch";

/**
 * Sample marks after an edit. A `sample` mark says which of a record's values are examples the
 * association has still to replace (`npm run content:report` lists them): `true` for all of them,
 * or the names of some. The form shows a record's mark as the list of its sample fields, and staff
 * may take a field off it. Editing a value takes it off by itself: what staff typed is theirs.
 *
 * A marked value that holds records (a staging's results, their placings) is not cleared whole
 * when one of its values changes: the mark moves down onto the records inside, so the invented
 * names that were not touched stay listed as samples.
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

/** Records whose mark came down from the value holding them: marked whole, written `true`. */
const markedWhole = new WeakSet<object>();

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
  for (const key of [...covered]) {
    if (!(key in after)) {
      covered.delete(key);
      continue;
    }
    if (!old || !(key in old) || sameValues(old[key], after[key])) continue;
    covered.delete(key);
    markWhole(old[key], after[key]);
  }
  const fieldsOf = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => key !== "sample");
  const whole = old?.sample === true || markedWhole.has(after);
  const wasWhole =
    whole &&
    (!old || fields.length === fieldsOf(old).length) &&
    fields.every((key) => covered.has(key));
  if (covered.size === 0) delete after.sample;
  else after.sample = wasWhole ? true : fields.filter((key) => covered.has(key));
  for (const key of fields) after[key] = update(old?.[key], after[key]);
  return after;
}

/**
 * A marked value that changed: the records inside it that continue records before it are marked
 * whole, and `update` then takes off them what changed.
 */
function markWhole(before: unknown, after: unknown) {
  const mark = (record: Record<string, unknown>) => {
    record.sample = Object.keys(record).filter((key) => key !== "sample");
    markedWhole.add(record);
  };
  if (isRecord(before) && isRecord(after)) return mark(after);
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  const matches = matchItems(before, after);
  after.forEach((item, index) => {
    if (matches[index] !== undefined && isRecord(item)) mark(item);
  });
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
