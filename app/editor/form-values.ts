import { calendarDateParts, formatLongDate, formatNumber } from "~/lib/format";
import {
  allows,
  branchFor,
  isBlank,
  isRecord,
  nonNull,
  resolve,
  type JsonSchema,
} from "./json-schema";

/**
 * What the content editor's form shows for a file's values, and back. Staff read and type dates
 * and amounts as people in Jamaica write them ("12 October 2025", "J$200,000"), never as the file
 * holds them (2025-10-12, 200000): "10/12/2025" is read as 10 December there. The JSON Schema says
 * which fields are dates (`format: date`) and amounts (`format: money`).
 *
 * Back from the form, values are also put in the form the content schemas accept, as people write
 * them:
 * - an optional field that is empty (`''`, `[]`, `{}`, or null where null is not allowed) is left
 *   out; a required text that may be empty (a banner's title) is kept as `''`;
 * - a required field is kept as it is, even empty: the check then names it;
 * - an emptied amount is null ("not offered"), a typed one a number; what cannot be read as an
 *   amount or a date stays as typed, so the check refuses it by name rather than losing it;
 * - a path with a leading slash (an upload, or any file as the form shows it) loses it where the
 *   field wants a path under assets/;
 * - a record's fields are in the schema's order, so a new field is written where people expect;
 * - fields the schema does not know are kept, so the check names them rather than the editor
 *   dropping them silently.
 */

/** An amount as the form shows it: 200000 is "200,000", not offered (null) is empty. */
export function formatAmount(amount: number | null): string {
  return amount === null ? "" : formatNumber(amount);
}

/**
 * An amount as staff type it: "200,000", "J$200,000", "J$ 200000" and "200000" are 200000; empty
 * is null (not offered). Undefined when it is not a whole, positive number of dollars written so.
 */
export function readAmount(text: string): number | null | undefined {
  // The field shows "J$" before the box and writes it into the value; staff may type it too.
  const bare = text.trim().replace(/^(?:J\$\s*)+/i, "");
  if (bare === "") return text.trim() === "" ? null : undefined;
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)$/.test(bare)) return undefined;
  const amount = Number(bare.replaceAll(",", ""));
  return Number.isSafeInteger(amount) ? amount : undefined;
}

/** What the form accepts as an amount (checked as staff type; empty is left to "required"). */
export const amountPattern = String.raw`/^\s*(?:(?:J\$\s*)*(?:\d{1,3}(?:,\d{3})+|\d+))?\s*$/i`;
export const amountMessage =
  "Write a whole number of Jamaican dollars, like 200,000 or J$200,000: no cents, no minus sign, no words.";

const monthNames = Array.from({ length: 12 }, (_, index) =>
  calendarDateParts(`2000-${String(index + 1).padStart(2, "0")}-01`).month.toLowerCase(),
);

/**
 * A date as staff type it: "12 October 2025", "12 Oct 2025" or 2025-10-12, as YYYY-MM-DD.
 * Undefined when it is not written so; whether the day exists is the check's to say.
 */
export function readDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^(\d{1,2})\s+([a-z]{3,})\.?,?\s+(\d{4})$/i.exec(trimmed);
  if (!match) return undefined;
  const [, day = "", name = "", year = ""] = match;
  // The month's name, or its start: "Oct", "Sept".
  const month = monthNames.findIndex((candidate) => candidate.startsWith(name.toLowerCase()));
  if (month === -1) return undefined;
  return `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** What the form accepts as a date, any case: the day, the month in words (or its first three letters), the year. */
export const datePattern = String.raw`/^\s*(?:\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2})?\s*$/i`;
export const dateMessage = "Write the day, the month in words and the year, like 12 October 2025.";

/** A date as the form shows it: 2025-10-12 is "12 October 2025". */
export function formatDate(date: string): string {
  try {
    return formatLongDate(date);
  } catch {
    return date;
  }
}

const isMoney = (schema: JsonSchema, root: JsonSchema) => nonNull(schema, root).format === "money";
const isDate = (schema: JsonSchema, root: JsonSchema) => nonNull(schema, root).format === "date";

/** The form's value for a file's data. */
export function toForm(data: unknown, root: JsonSchema): unknown {
  return show(data, root, root, false);
}

/** `covered`: a sample mark above covers the value, which the form lists on each record in it. */
function show(value: unknown, schema: JsonSchema, root: JsonSchema, covered: boolean): unknown {
  const resolved = resolve(schema, root);
  if (isMoney(resolved, root) && (typeof value === "number" || value === null))
    return formatAmount(value);
  if (isDate(resolved, root) && typeof value === "string") return formatDate(value);
  const branch = branchFor(value, resolved, root);
  if (!branch) return value;
  if (Array.isArray(value))
    return value.map((item) => show(item, branch.items ?? {}, root, covered));
  // A file of the site's shows one way: with the leading slash Sveltia gives a file chosen in the
  // form, which `read` takes off again.
  if (typeof value === "string" && wantsAsset(branch) && /^assets\//.test(value))
    return `/${value}`;
  if (!isRecord(value)) return value;
  // `sample: true` marks every field of the record, and so does a mark above that covers it (a
  // staging's results marked `true` covers each placing): the form lists them, so staff see which
  // and can take one off on the record itself (samples.ts).
  const fields = Object.keys(value).filter((name) => name !== "sample");
  const own = value.sample === true ? fields : Array.isArray(value.sample) ? value.sample : [];
  const entries = Object.entries(value).map(([key, field]): [string, unknown] => {
    if (key === "sample") return [key, covered ? fields : own];
    const property = branch.properties?.[key];
    return [key, property ? show(field, property, root, covered || own.includes(key)) : field];
  });
  if (covered && !("sample" in value) && "sample" in (branch.properties ?? {}))
    entries.push(["sample", fields]);
  return Object.fromEntries(entries);
}

/** A file's data for what the form holds. */
export function fromForm(value: unknown, root: JsonSchema): unknown {
  return read(value, root, root);
}

function read(value: unknown, schema: JsonSchema | undefined, root: JsonSchema): unknown {
  if (!schema) return value;
  const resolved = resolve(schema, root);
  if (typeof value === "string") {
    if (isMoney(resolved, root)) {
      const amount = readAmount(value);
      return amount === undefined ? value : amount;
    }
    if (isDate(resolved, root)) return value.trim() === "" ? "" : (readDate(value) ?? value);
    // An emptied field that may be null but not text.
    if (value === "" && allows(resolved, "null", root) && !allows(resolved, "string", root))
      return null;
  }
  const branch = branchFor(value, resolved, root);
  if (!branch) return value;
  if (Array.isArray(value)) return value.map((item) => read(item, branch.items, root));
  if (isRecord(value)) return readRecord(value, branch, root);
  if (typeof value === "string" && value.startsWith("/") && wantsAsset(branch))
    return value.slice(1);
  return value;
}

function readRecord(value: Record<string, unknown>, schema: JsonSchema, root: JsonSchema) {
  const required = new Set(schema.required ?? []);
  const known = Object.keys(schema.properties ?? {});
  const order = [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
  const entries = order.flatMap((key): [string, unknown][] => {
    const property = schema.properties?.[key];
    const target = property && resolve(property, root);
    if (!(key in value)) {
      // A required text that may be empty, left out by the form: written empty, as people do.
      const blankText = target && allows(target, "string", root) && !target.minLength;
      return required.has(key) && blankText && target.type === "string" ? [[key, ""]] : [];
    }
    const next = read(value[key], property, root);
    // Empty and optional, or empty and not this shape's (another shape's field left blank).
    if (
      !required.has(key) &&
      isBlank(next) &&
      !(next === null && target && allows(target, "null", root))
    )
      return [];
    return [[key, next]];
  });
  return Object.fromEntries(entries);
}

function wantsAsset(schema: JsonSchema): boolean {
  return typeof schema.pattern === "string" && schema.pattern.startsWith("^assets\\/");
}
