import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMap, isNode, isPair, isScalar, isSeq, parse, parseDocument, Parser } from "yaml";
import type { Document, Node } from "yaml";
import { z } from "zod";
import { contentSchemas, type ContentName } from "~/content/schema";
import { isReservedValue } from "~/content/sample-values";
import { fromForm, toForm } from "./form-values";
import type { JsonSchema } from "./json-schema";
import { updateSampleMarks } from "./samples";
import { patchYaml } from "./yaml-patch";
import { contentText } from "../../tests/support/content-files";

/**
 * The writer against random sequences of edits to every content file, each edit saved into the
 * text the save before wrote, as the editor does. After each save: the text reads back as the
 * edited value with its keys in order, passes the file's schema, changed only the lines of the
 * records edited, kept every comment line (but those of removed entries) in order, and saving
 * it again changes nothing.
 *
 * The same sequences, put through the form and the sample marks' update as the editor does,
 * hold the marks to their rule (docs/decisions/0047): every value is a sample after the save if
 * and only if it was one before, except a value edited, which is not, and a reserved example
 * value (an example.org address), which is always; and no mark changes form (`true`, or its
 * names in their order) when nothing in its record changed, but where the mark above the record
 * moved onto it, which then covers the record whole.
 *
 * `npm test` runs a few sequences a file, always the same ones: the seed is fixed, so every run
 * checks the same cases and a failure is a change, never luck (docs/decisions/0038). To explore
 * more, WRITER_RUNS sets how many sequences (and prints how many edits the schema kept), and
 * WRITER_SEED another seed, or `random` for a new one each run; a failure names its seed, which
 * WRITER_SEED replays:
 *
 *     WRITER_SEED=random WRITER_RUNS=100 npx vitest run app/editor/yaml-patch.property.test.ts
 *     WRITER_SEED=-402783642 npx vitest run app/editor/yaml-patch.property.test.ts
 */
const runs = Number(process.env.WRITER_RUNS ?? 4);
const fixedSeed = 20261127;
const seed =
  process.env.WRITER_SEED === "random" ? undefined : Number(process.env.WRITER_SEED ?? fixedSeed);
const report = process.env.WRITER_RUNS !== undefined;

const names = Object.keys(contentSchemas) as ContentName[];
const read = (name: string) => contentText(name);

type Path = (string | number)[];
type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// What the schema says a file holds: zod's definitions, read just enough to find each field's kind

interface Schema {
  _zod: { def: Def; optin?: string };
  safeParse(value: unknown): { success: boolean };
}

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  in?: Schema;
}

const wrappers = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);

function unwrap(schema: Schema): { schema: Schema; nullable: boolean } {
  let nullable = false;
  for (let current = schema; ;) {
    const def = current._zod.def;
    if (def.type === "nullable") nullable = true;
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return { schema: current, nullable };
  }
}

/** The schema of `value`: through wrappers, and through a union to the option it is. */
function schemaOf(schema: Schema, value: unknown): { schema: Schema; nullable: boolean } {
  let { schema: current, nullable } = unwrap(schema);
  while (current._zod.def.type === "union") {
    const options = current._zod.def.options ?? [];
    const chosen = options.find((option) => option.safeParse(value).success) ?? options[0];
    if (!chosen) break;
    const inner = unwrap(chosen);
    current = inner.schema;
    nullable ||= inner.nullable;
  }
  return { schema: current, nullable };
}

interface Leaf {
  path: Path;
  schema: Schema;
  /** The schema as declared: a union whose other options a value may change to. */
  declared: Schema;
  nullable: boolean;
  value: unknown;
}
interface Rec {
  path: Path;
  schema: Schema;
  value: Json;
}
interface List {
  path: Path;
  schema: Schema;
  declared: Schema;
  value: unknown[];
}
interface Survey {
  leaves: Leaf[];
  records: Rec[];
  lists: List[];
}

/** Every value, record and list in `value`, each with its schema. */
function survey(schema: Schema, value: unknown, path: Path = [], found?: Survey): Survey {
  const out = found ?? { leaves: [], records: [], lists: [] };
  const { schema: own, nullable } = schemaOf(schema, value);
  const declared = unwrap(schema).schema;
  const def = own._zod.def;
  if (def.type === "object" && isJson(value)) {
    out.records.push({ path, schema: own, value });
    for (const [key, field] of Object.entries(value)) {
      const fieldSchema = def.shape?.[key];
      if (fieldSchema) survey(fieldSchema, field, [...path, key], out);
    }
  } else if (def.type === "array" && Array.isArray(value) && def.element) {
    out.lists.push({ path, schema: own, declared, value });
    for (const [index, item] of value.entries()) survey(def.element, item, [...path, index], out);
  } else out.leaves.push({ path, schema: own, declared, nullable, value });
  return out;
}

/** A value the schema would take for a field nothing in the file has yet. */
function synth(schema: Schema, key: string | number | undefined, n: number): unknown {
  const { schema: own } = unwrap(schema);
  const def = own._zod.def;
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, field]) => field._zod.optin !== "optional")
          .map(([name, field]) => [name, synth(field, name, n)]),
      );
    case "array":
      return def.element ? [synth(def.element, undefined, n)] : [];
    case "union":
      return def.options?.[0] ? synth(def.options[0], key, n) : null;
    case "literal":
      return def.values?.[0];
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "boolean":
      return false;
    case "number":
      return 1;
    case "string":
      return synthString(String(key), n);
    default:
      return null;
  }
}

function synthString(key: string, n: number): string {
  if (/^(id|staging|article|contact)$/.test(key)) return `new-${n}`;
  if (key === "youtubeUrl") return "https://www.youtube.com/watch?v=NEW";
  if (/url|href|website/i.test(key)) return `https://example.org/new-${n}`;
  if (/^(start|end|from|until|published|asOf|registrationCloses)$/.test(key)) return "2026-01-01";
  if (/email/i.test(key)) return "new@example.org";
  if (/image|logo|mp4|webm|poster|captions/.test(key)) return "assets/new/new.svg";
  return "New text";
}

// ---------------------------------------------------------------------------------------------
// Edits

/** Values that need quoting, folding or care somewhere in YAML. */
const tricky = [
  "Kingston: Jamaica",
  "Room #2",
  "a #b",
  "- dash",
  "-dash",
  "{curly}",
  "[square]",
  "*star",
  "&anchor",
  "!tag",
  "%percent",
  "@handle",
  "`tick",
  "|pipe",
  ">gt",
  "yes",
  "no",
  "on",
  "off",
  "true",
  "false",
  "null",
  "~",
  "2027",
  "1e3",
  "0x1F",
  "0o17",
  ".5",
  "+1",
  "12:30",
  "2026-01-01",
  "'single'",
  '"double"',
  "it's",
  "trailing space ",
  " leading space",
  "tab\there",
  "Renée – café",
  "emoji 🎉",
  "back\\slash",
  "colon at end:",
  "question?",
  "? question",
  ": colon first",
  "key: value",
  "a: b # c",
  "line one\nline two",
  "para one\n\npara two",
  "ends with newline\n",
  "ends with blank lines\n\n",
  "  indented\nlines",
  "---",
  "...",
  "--- x",
  "# not a comment",
  "x\n# not a comment either",
  "\u00a0nbsp",
  "a,b",
  "[a, b]",
  "{ a: 1 }",
  "<<",
  "!!str",
];

const textArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tricky) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(..."ab :#-{}[],&*!|>'\"%@`?\n\t\\~".split("")),
      maxLength: 16,
    }),
  },
  { weight: 2, arbitrary: fc.lorem({ maxCount: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
);
/** Text longer than a line: it folds. */
const longArb = fc
  .array(fc.lorem({ maxCount: 14 }), { minLength: 2, maxLength: 5 })
  .map((sentences) => `${sentences.join(". ")}. Debate gives young Jamaicans a voice in public.`);

interface OpSeed {
  op: number;
  target: number;
  at: number;
  pick: number;
  mode: number;
  n: number;
  text: string;
  long: string;
}

const opArb: fc.Arbitrary<OpSeed> = fc.record({
  op: fc.nat(99),
  target: fc.nat(),
  at: fc.nat(),
  pick: fc.nat(),
  mode: fc.nat(),
  n: fc.integer({ min: -100000, max: 2000000 }),
  text: textArb,
  long: longArb,
});
/** One save: one edit, or a few within one record (recording a staging's results, say). */
const stepArb = fc.record({
  scope: fc.nat(),
  ops: fc.oneof(
    { weight: 3, arbitrary: fc.array(opArb, { minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(opArb, { minLength: 2, maxLength: 4 }) },
  ),
});
/**
 * A sequence of saves, starting from the file as it is, as Sveltia hands it over (trimmed), or
 * with comments added among its entries (`commented` picks where) to test what staff's edits do
 * to comments in places the files have none yet.
 */
const runArb = fc.record({
  trimmed: fc.boolean(),
  commented: fc.option(fc.nat(), { freq: 3 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 8 }),
});

/** What an edit touched, for the lines it may change. */
type Change =
  | { kind: "set"; path: Path }
  | { kind: "addKey" | "removeKey"; path: Path; key: string }
  | { kind: "addItem" | "removeItem"; path: Path; index: number };

interface Applied {
  value: unknown;
  change: Change;
  label: string;
}

let fresh = 0;

/** Applies the edit `seed` picks, within `scope` (a record's path) if given. */
function applyOp(schema: Schema, value: unknown, seed: OpSeed, scope?: Path): Applied | undefined {
  const found = survey(schema, value);
  const inside = (path: Path) => !scope || startsWith(path, scope);
  const within = (path: Path) => !scope || (startsWith(path, scope) && path.length > scope.length);
  const pick = <T>(items: T[], index: number): T | undefined => items[index % items.length];
  const next = structuredClone(value);
  const op = seed.op;

  if (op < 40) {
    const leaf = pick(
      found.leaves.filter((candidate) => within(candidate.path)),
      seed.target,
    );
    if (!leaf) return undefined;
    const edited = leafValue(leaf, seed);
    setAt(next, leaf.path, edited);
    return {
      value: next,
      change: { kind: "set", path: leaf.path },
      label: `set ${show(leaf.path)} = ${JSON.stringify(edited)}`,
    };
  }
  if (op < 62) {
    const adding = op < 52;
    const candidates = found.records
      .filter((record) => inside(record.path))
      .flatMap((record) =>
        Object.entries(record.schema._zod.def.shape ?? {})
          .filter(
            ([key, field]) =>
              field._zod.optin === "optional" && (record.value[key] === undefined) === adding,
          )
          .map(([key]) => ({ record, key })),
      );
    const chosen = pick(candidates, seed.target);
    if (!chosen) return undefined;
    const { record, key } = chosen;
    const target = getAt(next, record.path) as Json;
    if (!adding) {
      Reflect.deleteProperty(target, key);
      return {
        value: next,
        change: { kind: "removeKey", path: record.path, key },
        label: `remove ${show([...record.path, key])}`,
      };
    }
    const donors = found.records.filter(
      (other) => other.schema === record.schema && other.value[key] !== undefined,
    );
    const donor = pick(donors, seed.pick);
    const field = record.schema._zod.def.shape?.[key];
    const added =
      key === "sample" && seed.mode % 3 === 0
        ? [pick(Object.keys(record.value), seed.pick) ?? "id"]
        : donor
          ? structuredClone(donor.value[key])
          : field
            ? synth(field, key, fresh++)
            : null;
    // Usually in the schema's order, as the editor writes it; sometimes anywhere.
    const order = Object.keys(record.schema._zod.def.shape ?? {});
    const entries = Object.entries(target);
    const at =
      seed.mode % 4 === 1
        ? seed.at % (entries.length + 1)
        : entries.filter(([name]) => order.indexOf(name) < order.indexOf(key)).length;
    entries.splice(at, 0, [key, added]);
    for (const name of Object.keys(target)) Reflect.deleteProperty(target, name);
    Object.assign(target, Object.fromEntries(entries));
    return {
      value: next,
      change: { kind: "addKey", path: record.path, key },
      label: `add ${show([...record.path, key])} at ${at} = ${JSON.stringify(added)}`,
    };
  }
  const lists = found.lists.filter((list) => within(list.path));
  if (op < 77) {
    const list = pick(lists, seed.target);
    if (!list) return undefined;
    const element = list.schema._zod.def.element;
    const neighbour = pick(list.value, seed.pick);
    const donorList = pick(
      found.lists.filter((other) => other.schema === list.schema && other.value.length > 0),
      seed.pick,
    );
    const source =
      neighbour !== undefined
        ? neighbour
        : donorList
          ? pick(donorList.value, seed.pick)
          : element
            ? synth(element, undefined, fresh++)
            : null;
    const item = freshCopy(source, seed);
    const length = list.value.length;
    const at = [0, length, seed.at % (length + 1)][seed.mode % 3] ?? length;
    (getAt(next, list.path) as unknown[]).splice(at, 0, item);
    return {
      value: next,
      change: { kind: "addItem", path: list.path, index: at },
      label: `add ${show([...list.path, at])} = ${JSON.stringify(item)}`,
    };
  }
  const filled = lists.filter((list) => list.value.length > 0);
  if (op < 87) {
    const list = pick(filled, seed.target);
    if (!list) return undefined;
    const length = list.value.length;
    const at = seed.mode % 3 === 0 ? length - 1 : seed.at % length;
    (getAt(next, list.path) as unknown[]).splice(at, 1);
    return {
      value: next,
      change: { kind: "removeItem", path: list.path, index: at },
      label: `remove ${show([...list.path, at])}`,
    };
  }
  if (op < 92) {
    const list = pick(filled, seed.target);
    if (!list) return undefined;
    // A list that may be something else (a sample mark's names, or `true`) sometimes becomes it.
    const other = otherOption(list.declared, list.schema, seed);
    const emptied = other ? synth(other, list.path.at(-1), fresh++) : [];
    setAt(next, list.path, emptied);
    return {
      value: next,
      change: { kind: "set", path: list.path },
      label: `${other ? "set" : "empty"} ${show(list.path)} = ${JSON.stringify(emptied)}`,
    };
  }
  const list = pick(
    filled.filter((candidate) => candidate.value.length > 1),
    seed.target,
  );
  if (!list) return undefined;
  const length = list.value.length;
  const at = seed.at % length;
  const from = (at + 1 + (seed.pick % (length - 1))) % length;
  const item = freshCopy(list.value[from], seed);
  setAt(next, [...list.path, at], item);
  return {
    value: next,
    change: { kind: "set", path: [...list.path, at] },
    label: `replace ${show([...list.path, at])} with a copy of item ${from}`,
  };
}

/** Now and then, for a value of a union, another of its options: a scalar becoming a list. */
function otherOption(declared: Schema, own: Schema, seed: OpSeed): Schema | undefined {
  const options = (declared._zod.def.type === "union" && declared._zod.def.options) || [];
  const others = options.filter((option) => unwrap(option).schema !== own);
  return seed.pick % 3 === 0 ? others[seed.pick % Math.max(1, others.length)] : undefined;
}

/** A copy of a list item with a fresh id, or a scalar item sometimes changed. */
function freshCopy(item: unknown, seed: OpSeed): unknown {
  const copy = structuredClone(item);
  if (isJson(copy) && typeof copy.id === "string") copy.id = `${copy.id}-${fresh++}`;
  if (typeof copy === "string" && seed.mode % 2 === 1) return `${copy} ${seed.text}`;
  return copy;
}

/** A new value for a leaf, of its kind. */
function leafValue({ path, schema, declared, nullable, value }: Leaf, seed: OpSeed): unknown {
  const def = schema._zod.def;
  const key = path.at(-1);
  const other = otherOption(declared, schema, seed);
  if (other) return synth(other, key, fresh++);
  if (nullable && (value === null || seed.pick % 4 === 0))
    return value === null ? number(seed, 0) : null;
  switch (def.type) {
    case "boolean":
      return !value;
    case "number":
      return number(seed, typeof value === "number" ? value : 0);
    case "enum": {
      const options = Object.values(def.entries ?? {});
      return options[seed.pick % options.length];
    }
    case "literal":
      return def.values?.[seed.pick % def.values.length];
    case "string":
      return stringValue(String(key), typeof value === "string" ? value : "", seed);
    default:
      return value;
  }
}

function number(seed: OpSeed, old: number): number {
  if (seed.mode % 3 === 0) return Math.max(1, old + (seed.n % 7));
  return (Math.abs(seed.n) % 1000000) + 1;
}

function stringValue(key: string, old: string, seed: OpSeed): string {
  const word =
    seed.text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || `x${Math.abs(seed.n)}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(old)) {
    const day = new Date(Date.UTC(2024, 0, 1) + (Math.abs(seed.n) % 2000) * 86400000);
    return day.toISOString().slice(0, 10);
  }
  if (old.startsWith("https://")) {
    if (key === "youtubeUrl") return `https://www.youtube.com/watch?v=${word}`;
    return [
      `https://example.org/${word}`,
      `${old}/${word}`,
      `${old}#${word}`,
      `${old}?q=${encodeURIComponent(seed.text)}`,
    ][seed.mode % 4]!;
  }
  if (/^[^@\s]+@[^@\s]+$/.test(old)) return `${word}@example.org`;
  if (old.startsWith("assets/")) return `assets/samples/${word}.svg`;
  if (/^(id|staging|article|contact)$/.test(key)) return `${old}-${word}`;
  if (key === "phone") return `+1 876-555-${String(Math.abs(seed.n) % 10000).padStart(4, "0")}`;
  return [
    seed.text,
    `${old} ${seed.text}`,
    `${seed.text} ${old}`,
    `${old} ${seed.long}`,
    `${old}\n${seed.text}`,
    "",
    `${old}\n\n${seed.long}`,
  ][seed.mode % 7]!;
}

// ---------------------------------------------------------------------------------------------
// The lines an edit may change

/** Line numbers of a text, from offsets. */
class Lines {
  readonly lines: string[];
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    this.lines = text.split("\n");
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1))
      this.starts.push(at + 1);
  }

  of(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  indent(line: number): number {
    return /^ */.exec(this.lines[line] ?? "")?.[0].length ?? 0;
  }

  blank(line: number): boolean {
    return /^[ \t]*$/.test(this.lines[line] ?? "x");
  }
}

interface Parsed {
  doc: Document.Parsed;
  lines: Lines;
  comments: Map<number, string>;
}

function parsed(text: string): Parsed {
  return { doc: parseDocument(text), lines: new Lines(text), comments: commentLines(text) };
}

/** The lines that are comments alone (not `#` inside text), found by the YAML parser. */
function commentLines(text: string): Map<number, string> {
  const lines = new Lines(text);
  const found = new Map<number, string>();
  const visit = (token: unknown) => {
    if (Array.isArray(token)) return token.forEach(visit);
    if (!token || typeof token !== "object") return;
    const { type, offset, source } = token as { type?: string; offset?: number; source?: string };
    if (type === "comment" && typeof offset === "number" && typeof source === "string") {
      const line = lines.of(offset);
      if ((lines.lines[line] ?? "").trimStart().startsWith(source))
        found.set(line, lines.lines[line]!);
    }
    Object.values(token).forEach(visit);
  };
  for (const token of new Parser().parse(text)) visit(token);
  return found;
}

/**
 * Where the entry holding the value at `path` stands: the pair or list item, or the entry of
 * the outermost flow collection on the way (a flow is rewritten whole).
 */
function entryOf({ doc }: Parsed, path: Path): { start: number; end: number } | undefined {
  let node: unknown = doc.contents;
  let entry: { start: number; end: number } | undefined;
  for (const key of path) {
    if ((isMap(node) || isSeq(node)) && node.flow) break;
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === String(key),
      );
      if (!pair || !isScalar(pair.key) || !pair.key.range) throw new Error(`no ${show(path)}`);
      const value = pair.value as Node | null;
      entry = {
        start: pair.key.range[0],
        end: Math.max(pair.key.range[1], value?.range?.[1] ?? 0),
      };
      node = value;
    } else if (isSeq(node)) {
      const item = node.items[Number(key)] as Node | undefined;
      if (!item?.range) throw new Error(`no ${show(path)}`);
      entry = { start: item.range[0], end: item.range[1] };
      node = item;
    } else throw new Error(`no ${show(path)}`);
  }
  return entry;
}

/** The lines of an entry, with the comments indented under it (and above it, `withAbove`). */
function entryLines(target: Parsed, path: Path, withAbove = false): number[] {
  const entry = entryOf(target, path);
  if (!entry) return [];
  const { lines } = target;
  let first = lines.of(entry.start);
  // A list item starts at its dash.
  const before = lines.text.slice(lines.text.lastIndexOf("\n", entry.start - 1) + 1, entry.start);
  if (/^\s*$/.test(before) && first > 0 && /^\s*-\s*$/.test(lines.lines[first - 1] ?? "")) first--;
  let last = lines.of(Math.max(entry.start, entry.end - 1));
  // A list item's column is its dash's: the comments above `- x` stand at the dash.
  const dashed = /^( *)-[ -]*$/.exec(before);
  const column = dashed ? dashed[1]!.length : before.length;
  while (target.comments.has(last + 1) && lines.indent(last + 1) > column) last++;
  if (withAbove)
    while (target.comments.has(first - 1) && lines.indent(first - 1) === column) first--;
  return range(first, last);
}

/** The line of a record's first key, and the lines from its dash when it is a list item. */
function headLines(target: Parsed, path: Path): number[] {
  const node = path.length === 0 ? target.doc.contents : target.doc.getIn(path, true);
  const first = isMap(node) ? node.items[0] : undefined;
  if (!isPair(first) || !isScalar(first.key) || !first.key.range) return [];
  const line = target.lines.of(first.key.range[0]);
  const dash = typeof path.at(-1) === "number" ? (entryLines(target, path)[0] ?? line) : line;
  return range(Math.min(dash, line), line);
}

/** The line of the key after `key` in the record at `path`. */
function nextKeyLine(target: Parsed, path: Path, key: string): number[] {
  const node = path.length === 0 ? target.doc.contents : target.doc.getIn(path, true);
  if (!isMap(node)) return [];
  const index = node.items.findIndex(
    (pair) => isScalar(pair.key) && String(pair.key.value) === key,
  );
  const after = node.items[index + 1];
  return isPair(after) && isScalar(after.key) && after.key.range
    ? [target.lines.of(after.key.range[0])]
    : [];
}

function inFlow({ doc }: Parsed, path: Path): boolean {
  for (let depth = 0; depth <= path.length; depth++) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if ((isMap(node) || isSeq(node)) && node.flow) return true;
  }
  return false;
}

/**
 * A list without ids has its items matched by value, so of items with equal values any one may
 * be the one edited: a change to such an item is a change to its list.
 */
function widened(change: Change, old: unknown, next: unknown): Change {
  const path = change.kind === "set" ? change.path : [...change.path, change.kind];
  for (let depth = 0; depth < path.length; depth++) {
    const index = path[depth];
    const oldList = getAt(old, path.slice(0, depth));
    const newList = getAt(next, path.slice(0, depth));
    if (typeof index !== "number" || !Array.isArray(oldList) || !Array.isArray(newList)) continue;
    if (byId([...oldList, ...newList])) continue;
    const twins = (list: unknown[]) =>
      list.filter((item) => sameValue(item, list[index])).length > 1;
    if (twins(oldList) || twins(newList)) return { kind: "set", path: path.slice(0, depth) };
  }
  return change;
}

/** Whether a list's items are matched by their ids (all records with a string id). */
function byId(items: unknown[]): boolean {
  return items.every((item) => isJson(item) && typeof item.id === "string");
}

/** The items of the list at `path` equal to its item at `index`: in a list without ids, each. */
function twinsOf(value: unknown, path: Path, index: number): number[] {
  const list = getAt(value, path) as unknown[];
  if (byId(list)) return [index];
  return list.flatMap((item, at) => (sameValue(item, list[index]) ? [at] : []));
}

/** The lines a change may change in the text before it and in the text after it. */
function allowedLines(
  edit: Change,
  before: Parsed,
  after: Parsed,
  old: unknown,
  next: unknown,
): { old: number[]; new: number[] } {
  const change = widened(edit, old, next);
  const set = (path: Path) => ({ old: entryLines(before, path), new: entryLines(after, path) });
  switch (change.kind) {
    case "set":
      return set(change.path);
    case "addKey":
      if (inFlow(before, change.path)) return set(change.path);
      return {
        old: headLines(before, change.path),
        new: [
          ...entryLines(after, [...change.path, change.key]),
          ...headLines(after, change.path),
          ...nextKeyLine(after, change.path, change.key),
        ],
      };
    case "removeKey":
      if (inFlow(before, change.path)) return set(change.path);
      return {
        old: [
          ...entryLines(before, [...change.path, change.key], true),
          ...headLines(before, change.path),
          ...nextKeyLine(before, change.path, change.key),
        ],
        new: headLines(after, change.path),
      };
    case "addItem": {
      const list = before.doc.getIn(change.path, true);
      if (inFlow(before, change.path) || !isSeq(list) || list.items.length === 0)
        return set(change.path);
      return {
        old: [],
        new: twinsOf(next, change.path, change.index).flatMap((index) =>
          entryLines(after, [...change.path, index]),
        ),
      };
    }
    case "removeItem": {
      const list = after.doc.getIn(change.path, true);
      if (inFlow(before, change.path) || !isSeq(list) || list.items.length === 0)
        return set(change.path);
      return {
        old: twinsOf(old, change.path, change.index).flatMap((index) =>
          entryLines(before, [...change.path, index], true),
        ),
        new: [],
      };
    }
  }
}

/** Each line, and the blank lines next to it. */
function withBlanks(lines: Lines, numbers: number[]): Set<number> {
  const out = new Set<number>();
  for (const line of numbers) {
    out.add(line);
    for (let up = line - 1; lines.blank(up); up--) out.add(up);
    for (let down = line + 1; down < lines.lines.length - 1 && lines.blank(down); down++)
      out.add(down);
  }
  return out;
}

/**
 * Whether `after` is `before` with only allowed lines removed and only allowed lines added: a
 * common subsequence that leaves out nothing else.
 */
function changedOnly(
  before: string[],
  after: string[],
  oldOk: Set<number>,
  newOk: Set<number>,
): boolean {
  let head = 0;
  while (head < before.length && head < after.length && !oldOk.has(head) && !newOk.has(head)) {
    if (before[head] !== after[head]) return false;
    head++;
  }
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    !oldOk.has(before.length - 1 - tail) &&
    !newOk.has(after.length - 1 - tail)
  ) {
    if (before[before.length - 1 - tail] !== after[after.length - 1 - tail]) return false;
    tail++;
  }
  const n = before.length - head - tail;
  const m = after.length - head - tail;
  const reach = new Uint8Array((n + 1) * (m + 1));
  reach[0] = 1;
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= m; j++) {
      if (!reach[i * (m + 1) + j]) continue;
      if (i < n && j < m && before[head + i] === after[head + j])
        reach[(i + 1) * (m + 1) + j + 1] = 1;
      if (i < n && oldOk.has(head + i)) reach[(i + 1) * (m + 1) + j] = 1;
      if (j < m && newOk.has(head + j)) reach[i * (m + 1) + j + 1] = 1;
    }
  return reach[(n + 1) * (m + 1) - 1] === 1;
}

// ---------------------------------------------------------------------------------------------

/**
 * The text with a comment line above some of its entries (at the entry's column) and a comment
 * after some values on their line; the text as it is where that would change what it reads as.
 */
function withComments(text: string, seed: number): string {
  const doc = parseDocument(text);
  const lines = new Lines(text);
  const above = new Map<number, number>();
  const after = new Set<number>();
  let count = 0;
  const chosen = (every: number) => (count++ * 7 + seed) % every === 0;
  const note = (offset: number) => {
    const line = lines.of(offset);
    const column = offset - (lines.text.lastIndexOf("\n", offset - 1) + 1);
    // The first key after a dash has the dash's line above it.
    if (/^ *$/.test(lines.text.slice(offset - column, offset)) && chosen(3))
      above.set(line, column);
  };
  const visit = (node: unknown) => {
    if (!isMap(node) && !isSeq(node)) return;
    for (const item of node.items) {
      if (isPair(item)) {
        if (isScalar(item.key) && item.key.range) {
          note(item.key.range[0]);
          const value = item.value as Node | null;
          const oneLine =
            value?.range &&
            lines.of(value.range[0]) === lines.of(item.key.range[0]) &&
            lines.of(Math.max(value.range[0], value.range[1] - 1)) === lines.of(value.range[0]);
          const flowScalar =
            isScalar(value) && value.type !== "BLOCK_FOLDED" && value.type !== "BLOCK_LITERAL";
          if (
            oneLine &&
            (flowScalar || ((isMap(value) || isSeq(value)) && value.flow)) &&
            chosen(4)
          )
            after.add(lines.of(item.key.range[0]));
        }
        visit(item.value);
      } else if (isNode(item) && item.range) {
        let dash = item.range[0] - 1;
        while (dash > 0 && /[ \n]/.test(text.charAt(dash))) dash--;
        note(dash);
        visit(item);
      }
    }
  };
  visit(doc.contents);
  const build = (trailing: boolean) =>
    lines.lines
      .flatMap((line, i) => {
        const column = above.get(i);
        const comment = column === undefined ? [] : [`${" ".repeat(column)}# note ${i}`];
        return [...comment, trailing && after.has(i) ? `${line} # after ${i}` : line];
      })
      .join("\n");
  const value: unknown = parse(text);
  for (const candidate of [build(true), build(false)]) {
    const read = parseDocument(candidate);
    if (read.errors.length === 0 && sameValue(read.toJS(), value)) return candidate;
  }
  return text;
}

interface Tally {
  sequences: number;
  kept: number;
  refused: number;
  none: number;
}

/** Runs one sequence of saves on a file, asserting every save. */
function run(
  name: ContentName,
  schema: Schema,
  text: string,
  steps: { scope: number; ops: OpSeed[] }[],
  tally: Tally,
) {
  let current = text;
  let value: unknown = parse(text);
  fresh = 0;
  const log: string[] = [];
  tally.sequences++;
  // Saving what was read writes the text back, with its final newline.
  expect(patchYaml(current, value)).toBe(`${text.replace(/\n+$/, "")}\n`);
  for (const step of steps) {
    let next: unknown = value;
    let change: Change | undefined;
    const labels: string[] = [];
    if (step.ops.length === 1) {
      const applied = applyOp(schema, value, step.ops[0]!);
      if (applied) {
        next = applied.value;
        change = applied.change;
        labels.push(applied.label);
      }
    } else {
      const records = survey(schema, value).records.filter((record) => record.path.length > 0);
      const scope = records[step.scope % records.length];
      if (scope) {
        for (const op of step.ops) {
          const applied = applyOp(schema, next, op, scope.path);
          if (!applied) continue;
          next = applied.value;
          labels.push(applied.label);
        }
        if (labels.length > 0) change = { kind: "set", path: scope.path };
      }
    }
    if (!change) {
      tally.none++;
      continue;
    }
    if (!schema.safeParse(next).success) {
      tally.refused++;
      continue;
    }
    tally.kept++;
    log.push(labels.join("; "));
    const context = `${name}.yaml after:\n  ${log.join("\n  ")}`;

    const written = patchYaml(current, next);
    // (a) It reads back as the value, and (b) passes the schema.
    const { errors } = parseDocument(written);
    if (errors.length > 0) expect.fail(`${context}\n${errors.join("\n")}\n${written}`);
    if (!sameValue(parse(written), next))
      expect.fail(`${context}\nreads back as\n${JSON.stringify(parse(written))}\n${written}`);
    // A new key stands where the value has it: after the key before it.
    if (change.kind === "addKey")
      expect(Object.keys(getAt(parse(written), change.path) as Json), context).toEqual(
        Object.keys(getAt(next, change.path) as Json),
      );
    expect(schema.safeParse(parse(written)).success, context).toBe(true);
    expect(written.endsWith("\n") && !written.endsWith("\n\n"), context).toBe(true);
    const before = parsed(current.endsWith("\n") ? current : `${current}\n`);
    const after = parsed(written);
    // (c) Only the lines of the records edited changed.
    const allowed = allowedLines(change, before, after, value, next);
    const oldOk = withBlanks(before.lines, allowed.old);
    const newOk = withBlanks(after.lines, allowed.new);
    if (!changedOnly(before.lines.lines, after.lines.lines, oldOk, newOk))
      expect.fail(`${context}\nchanged lines outside ${JSON.stringify(allowed)}:\n${written}`);
    // (d) Every comment line is kept, in order, but those of entries removed; none is added.
    const survived = [...after.comments.values()];
    const mustStay = [...before.comments]
      .filter(([line]) => !oldOk.has(line))
      .map(([, text]) => text);
    expect(
      isSubsequence(survived, [...before.comments.values()]),
      `${context}\ncomments added`,
    ).toBe(true);
    expect(isSubsequence(mustStay, survived), `${context}\ncomments lost`).toBe(true);
    // Saving the same value again changes nothing.
    expect(patchYaml(written, next), context).toBe(written);
    current = written;
    value = parse(written);
  }
}

describe("patchYaml on random sequences of edits", () => {
  const timeout = 5000 + runs * 1500;
  it.each(names)(
    "%s.yaml: every save reads back, passes the schema and changes only what was edited",
    (name) => {
      const schema = contentSchemas[name] as unknown as Schema;
      const text = read(name);
      expect(schema.safeParse(parse(text)).success).toBe(true);
      const tally: Tally = { sequences: 0, kept: 0, refused: 0, none: 0 };
      fc.assert(
        fc.property(runArb, ({ trimmed, commented, steps }) => {
          const start = commented === null ? text : withComments(text, commented);
          run(name, schema, trimmed ? start.trim() : start, steps, tally);
        }),
        { numRuns: runs, seed },
      );
      if (report)
        console.log(
          `${name}: ${tally.sequences} sequences, ${tally.kept} edits saved, ${tally.refused} refused by the schema, ${tally.none} with nothing to edit`,
        );
    },
    timeout,
  );
});

/** Runs one sequence of saves through the form and the marks' update, asserting the marks' rule. */
function runMarks(schema: Schema, form: JsonSchema, text: string, steps: { ops: OpSeed[] }[]) {
  let value: unknown = parse(text);
  fresh = 0;
  const log: string[] = [];
  for (const step of steps) {
    let next: unknown = value;
    const marksEdited: Free[] = [];
    for (const op of step.ops) {
      const applied = applyOp(schema, next, op);
      if (!applied) continue;
      next = applied.value;
      log.push(applied.label);
      // An edit of a mark itself is staff's choice for that record, and for the records inside
      // the fields it names or no longer names: the rule leaves them free.
      const { change } = applied;
      const at = "key" in change ? [...change.path, change.key] : change.path;
      const sampleAt = at.indexOf("sample");
      // The step ends there, so that no later edit moves the record it names.
      if (sampleAt !== -1) {
        marksEdited.push({ path: at.slice(0, sampleAt), inside: true });
        break;
      }
      // A record replaced whole (by a copy of another) is a record staff made, and so is every
      // record inside it: the copy of a staging is not the staging it replaced, and carries the
      // marks of the one it copies, not of the one it replaced.
      if (change.kind === "set" && isJson(getAt(next, at))) {
        marksEdited.push({ path: at, inside: true });
        break;
      }
    }
    if (!schema.safeParse(next).success) continue;
    const shown = fromForm(toForm(next, form), form);
    // A value the form cannot show as it is (none, for the files' own values) tells nothing here.
    if (!same(withoutMarks(shown), withoutMarks(next))) continue;
    const saved = updateSampleMarks(value, shown);
    const context = `after:\n  ${log.join("\n  ")}`;
    checkMarks(value, saved, shown, [], marksEdited, context, false, false);
    value = saved;
  }
}

/** A record whose mark the rule leaves free, and whether the records inside it are free too. */
interface Free {
  path: Path;
  inside: boolean;
}

/**
 * The marks' rule, record by record: `before` and `after` matched as the file's records are (list
 * items by ID where every item has one, otherwise by equal values; then the rest in order, as an
 * item whose ID was edited continues the one it was). `above`: whether a mark above the record
 * covered it before the save, and after.
 */
function checkMarks(
  before: unknown,
  after: unknown,
  shown: unknown,
  path: Path,
  free: Free[],
  context: string,
  coveredBefore: boolean,
  coveredAfter: boolean,
) {
  if (Array.isArray(after)) {
    const old = Array.isArray(before) ? before : [];
    const ids = [...old, ...after].every((item) => isJson(item) && typeof item.id === "string");
    const taken = new Set<number>();
    const pairs = after.map((item) => {
      const at = old.findIndex(
        (candidate, index) =>
          !taken.has(index) &&
          (ids
            ? (candidate as Json).id === (item as Json).id
            : same(withoutMarks(candidate), withoutMarks(item))),
      );
      if (at !== -1) taken.add(at);
      return at;
    });
    const rest = old.map((_, index) => index).filter((index) => !taken.has(index));
    after.forEach((item, index) => {
      const at = pairs[index] === -1 ? rest.shift() : pairs[index];
      const matched = at !== undefined && at !== -1;
      checkMarks(
        matched ? old[at] : undefined,
        item,
        Array.isArray(shown) ? shown[index] : undefined,
        [...path, index],
        free,
        context,
        matched && coveredBefore,
        coveredAfter,
      );
    });
    return;
  }
  if (!isJson(after)) return;
  const old = isJson(before) ? before : undefined;
  const fields = Object.keys(after).filter((key) => key !== "sample");
  const reserved = (key: string) => holdsReserved(after[key]);
  const where = `${context}\nat ${show(path)}: ${JSON.stringify(old?.sample)} became ${JSON.stringify(after.sample)}\nwas ${JSON.stringify(old)}\nis ${JSON.stringify(after)}`;
  // The mark the form showed for the record: its own, or every field under a mark above.
  const wasShown = old && coveredBefore ? fields.filter((key) => key in old) : markNames(old);
  // A record staff added (a copy of another, say) has the mark the form gave it. So does one
  // the form shows with another mark than the record it is matched with had: a new record
  // matched with one removed in the same save (the list emptied, then one added) is not that
  // record with its ID edited, and the form gave it its own mark.
  const made =
    free.some((edited) =>
      edited.inside ? startsWith(path, edited.path) : isDeepStrictEqual(edited.path, path),
    ) ||
    (old !== undefined &&
      isJson(shown) &&
      // A record that takes no mark of its own (a staging's costs) shows none.
      ("sample" in shown || old.sample !== undefined) &&
      wasShown.sort().join() !==
        markNames(shown)
          .filter((key) => key in old)
          .sort()
          .join());
  const was = markNames(old);
  const now = markNames(after);
  const unchanged = (key: string) =>
    old !== undefined && key in old && same(withoutMarks(old[key]), withoutMarks(after[key]));
  // A record that takes no mark of its own (a staging's costs) shows none where a mark covers it:
  // its values go together, judged as one value of the record above.
  const atomic = isJson(shown) && !("sample" in shown) && coveredBefore;
  if (old && !made && !atomic) {
    if (
      fields.every(unchanged) &&
      Object.keys(old).length - ("sample" in old ? 1 : 0) === fields.length
    ) {
      // Nothing in the record changed: its mark is exactly as written, or gained only a reserved
      // example that an edit above it uncovered, or covers it whole where the mark above it
      // moved onto it.
      if (!same(old.sample, after.sample))
        expect(
          (old.sample !== true &&
            now.slice(0, was.length).join() === was.join() &&
            now.slice(was.length).every(reserved)) ||
            (coveredBefore && !coveredAfter && after.sample === true),
          where,
        ).toBe(true);
    }
    // Each value is a sample after the save if and only if it was before, but a value edited,
    // which is not, and a reserved example, which always is. The records inside a field are
    // held to it one by one, below.
    for (const key of fields) {
      const inside = isJson(shown) ? shown[key] : undefined;
      const marksOfItsOwn = isJson(inside)
        ? "sample" in inside
        : Array.isArray(inside) && inside.some((item) => isJson(item) && "sample" in item);
      const records = isJson(after[key]) || (Array.isArray(after[key]) && after[key].some(isJson));
      if (records && (marksOfItsOwn || !(coveredBefore || was.includes(key)))) continue;
      const before = coveredBefore || was.includes(key);
      const nowCovered = coveredAfter || now.includes(key);
      if (unchanged(key))
        expect(nowCovered === before || (nowCovered && reserved(key)), where).toBe(true);
      else if (key in old) expect(!nowCovered || reserved(key), where).toBe(true);
    }
  }
  for (const key of fields)
    checkMarks(
      old?.[key],
      after[key],
      isJson(shown) ? shown[key] : undefined,
      [...path, key],
      free,
      context,
      old !== undefined && key in old && (coveredBefore || was.includes(key)),
      coveredAfter || now.includes(key),
    );
}

/** The names a record's mark covers: every field for `true`. */
function markNames(record: Json | undefined): string[] {
  const mark = record?.sample;
  if (mark === true) return Object.keys(record!).filter((key) => key !== "sample");
  return Array.isArray(mark) ? mark.map(String) : [];
}

function holdsReserved(value: unknown): boolean {
  if (typeof value === "string" || typeof value === "number") return isReservedValue(String(value));
  return Array.isArray(value) && value.some((item) => !isJson(item) && holdsReserved(item));
}

function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (!isJson(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "sample")
      .map(([key, field]) => [key, withoutMarks(field)]),
  );
}

/** Equal values, undefined included. */
function same(a: unknown, b: unknown): boolean {
  return a === undefined || b === undefined ? a === b : sameValue(a, b);
}

describe("sample marks on random sequences of edits through the form", () => {
  const timeout = 5000 + runs * 1500;
  it.each(names)(
    "%s.yaml: a value stays a sample until it is edited, and a mark stays as written where nothing changed",
    (name) => {
      const schema = contentSchemas[name] as unknown as Schema;
      const form = z.toJSONSchema(contentSchemas[name], {
        io: "input",
        unrepresentable: "any",
      }) as JsonSchema;
      const text = read(name);
      fc.assert(
        fc.property(
          fc.array(
            fc
              .oneof(
                { weight: 3, arbitrary: fc.array(opArb, { minLength: 1, maxLength: 1 }) },
                { weight: 1, arbitrary: fc.array(opArb, { minLength: 2, maxLength: 4 }) },
              )
              .map((ops) => ({ ops })),
            { minLength: 1, maxLength: 8 },
          ),
          (steps) => runMarks(schema, form, text, steps),
        ),
        { numRuns: runs * 4, seed },
      );
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------

/** Equal values, keys that are undefined counting as absent (as in JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

function isJson(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `items` appear in `sequence` in order (not necessarily next to each other). */
function isSubsequence(items: string[], sequence: string[]): boolean {
  let at = 0;
  for (const item of items) {
    while (at < sequence.length && sequence[at] !== item) at++;
    if (at === sequence.length) return false;
    at++;
  }
  return true;
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.every((key, index) => path[index] === key);
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  );
}

function setAt(value: unknown, path: Path, next: unknown) {
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
}

function show(path: Path): string {
  return path.join(".");
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}
