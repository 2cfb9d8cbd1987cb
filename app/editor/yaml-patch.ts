import { Document, isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { Node, Pair, Scalar, YAMLMap, YAMLSeq } from "yaml";

/**
 * Writes an edited value back into the YAML text it was read from, changing only the places
 * whose value changed: comments, blank lines, key order, quoting and folded text everywhere else
 * stay byte for byte as people wrote them.
 *
 * The `yaml` package's Document keeps comments, but printing a Document re-renders every line
 * (folded paragraphs are re-wrapped, flow maps broken up), so this does not print the Document.
 * It reads the Document only for each node's place in the text, compares node by node, and
 * splices new text into the original where a value differs:
 *
 * - a changed scalar is rewritten in its own place, in its own style (plain, quoted, folded);
 * - a key added or dropped adds or removes its own lines, next to its neighbours in the value;
 * - list items are matched by `id` (or, without ids, by equal values), so adding or removing
 *   one touches only that item's lines;
 * - a flow collection (`{ a: 1 }`, `[a, b]`) is rewritten on its own line, still as a flow;
 * - anything else that changes shape (a list becoming empty, a scalar becoming a map) rewrites
 *   that one entry.
 *
 * New text is printed by `yaml` itself, so it is always valid YAML, at this project's width.
 */
export function patchYaml(original: string, value: unknown): string {
  const doc = parseDocument(original);
  const [error] = doc.errors;
  if (error) throw new Error(`Cannot patch invalid YAML: ${error.message}`);
  const old: unknown = doc.toJS();
  if (deepEqual(old, value)) return original;
  const edits: Edit[] = [];
  const contents = doc.contents as Node | null;
  if (!contents || !patchNode(new Source(original), contents, old, value, 0, edits))
    return render(value, 0);
  return applyEdits(original, edits);
}

/** The width people wrap this project's YAML at (see content/*.yaml). */
const lineWidth = 100;
/** Never wrap narrower than this, however deep a value is indented. */
const minWidth = 40;

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  // Edits never overlap: each is made for a node whose parent was left as it is.
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const edit of sorted) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Positions in the original text: where lines start and end, what belongs to an entry. */
class Source {
  constructor(readonly text: string) {}

  lineStart(pos: number): number {
    return this.text.lastIndexOf("\n", pos - 1) + 1;
  }

  column(pos: number): number {
    return pos - this.lineStart(pos);
  }

  /** Just past the newline that ends the line `pos` is on (or, at a line's start, `pos`). */
  endOfLine(pos: number): number {
    if (pos > 0 && this.text[pos - 1] === "\n") return pos;
    const newline = this.text.indexOf("\n", pos);
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** Past any comment lines that follow `pos` indented deeper than `column`: they belong to it. */
  endWithComments(pos: number, column: number): number {
    let end = this.endOfLine(pos);
    for (;;) {
      const next = this.endOfLine(end + 1);
      const line = this.text.slice(end, next);
      const indent = line.length - line.trimStart().length;
      if (end >= this.text.length || !line.trimStart().startsWith("#") || indent <= column)
        return end;
      end = next;
    }
  }

  /** Removes [start, end), and the blank line after it if a blank line also stands before it. */
  removal(start: number, end: number): Edit {
    const blankBefore = start >= 1 && this.lineStart(start - 1) === start - 1;
    const blankAfter = this.text[end] === "\n";
    return { start, end: blankBefore && blankAfter ? end + 1 : end, text: "" };
  }

  /** Back over the comment lines directly above `pos` at its column: they introduce it. */
  startWithComments(pos: number): number {
    const column = this.column(pos);
    let start = this.lineStart(pos);
    while (start > 0) {
      const previous = this.lineStart(start - 1);
      const line = this.text.slice(previous, start);
      if (!line.trimStart().startsWith("#") || line.length - line.trimStart().length !== column)
        break;
      start = previous;
    }
    return start;
  }
}

/**
 * Patches `node` (whose value is `old`) towards `value`; false when that cannot be done in place
 * and the caller rewrites the entry.
 */
function patchNode(
  src: Source,
  node: Node,
  old: unknown,
  value: unknown,
  indent: number,
  edits: Edit[],
): boolean {
  if (deepEqual(old, value)) return true;
  if (isScalar(node)) return patchScalar(src, node, value, indent, edits);
  if ((isMap(node) || isSeq(node)) && node.flow) {
    if (!isCollection(value) || node.items.length === 0) return false;
    const [start, end] = range(node);
    edits.push({ start, end, text: renderFlow(value) });
    return true;
  }
  if (isMap(node))
    return isRecord(value) && patchMap(src, node, old as Record<string, unknown>, value, edits);
  if (isSeq(node))
    return (
      Array.isArray(value) &&
      value.length > 0 &&
      patchSeq(src, node, old as unknown[], value, edits)
    );
  return false;
}

function patchScalar(src: Source, node: Scalar, value: unknown, indent: number, edits: Edit[]) {
  if (isCollection(value)) return false;
  const [start, end] = range(node);
  const old = src.text.slice(start, end);
  // `key:` with no value: the new one goes after the colon, before any comment.
  if (old === "") return false;
  const keepType = typeof node.value === "string" && typeof value === "string";
  let text = indentLines(renderValue(value, indent, keepType ? node.type : undefined), indent);
  text = text.trimStart();
  if (old.endsWith("\n") && !text.endsWith("\n")) text += "\n";
  edits.push({ start, end, text });
  return true;
}

function patchMap(
  src: Source,
  map: YAMLMap,
  old: Record<string, unknown>,
  value: Record<string, unknown>,
  edits: Edit[],
) {
  const pairs = map.items as Pair<Scalar, Node | null>[];
  const [first] = pairs;
  if (!first) return false;
  const indent = src.column(range(first.key)[0]);
  const present = new Map(pairs.map((pair) => [String(pair.key.value), pair]));
  const pairEnd = (pair: Pair<Scalar, Node | null>) =>
    src.endWithComments(
      Math.max(range(pair.key)[1], pair.value ? range(pair.value)[1] : 0),
      indent,
    );

  for (const pair of pairs) {
    const key = String(pair.key.value);
    const [keyStart] = range(pair.key);
    if (!(key in value) || value[key] === undefined) {
      edits.push(src.removal(src.startWithComments(keyStart), pairEnd(pair)));
      continue;
    }
    const next = value[key];
    const patched = pair.value
      ? patchNode(src, pair.value, old[key], next, indent, edits)
      : deepEqual(null, next);
    if (!patched)
      edits.push({
        start: src.lineStart(keyStart),
        end: pairEnd(pair),
        text: renderPair(key, next, indent),
      });
  }

  // New keys go after the key before them in the value, or above the first key.
  let at = src.startWithComments(range(first.key)[0]);
  const inserts = new Map<number, string>();
  for (const [key, next] of Object.entries(value)) {
    const pair = present.get(key);
    if (pair) at = pairEnd(pair);
    else if (next !== undefined)
      inserts.set(at, (inserts.get(at) ?? "") + renderPair(key, next, indent));
  }
  for (const [pos, text] of inserts) edits.push({ start: pos, end: pos, text });
  return true;
}

function patchSeq(src: Source, seq: YAMLSeq, old: unknown[], value: unknown[], edits: Edit[]) {
  const items = seq.items as Node[];
  const [first] = items;
  if (!first) return false;
  const dash = (item: Node) => src.text.lastIndexOf("-", range(item)[0]);
  const indent = src.column(dash(first));
  const itemStart = (item: Node) => src.startWithComments(dash(item));
  const itemEnd = (item: Node) => src.endWithComments(range(item)[1], indent);
  const flow = items.some((item) => (isMap(item) || isSeq(item)) && item.flow);

  const matches = alignItems(old, value);
  // Items that no new item continues go, with their comments.
  const kept = new Set(matches);
  for (const [index, item] of items.entries())
    if (!kept.has(index)) edits.push(src.removal(itemStart(item), itemEnd(item)));
  // New items go after the kept item before them, or above the first item.
  let at = itemStart(first);
  let inserted = "";
  const flush = () => {
    if (inserted) edits.push({ start: at, end: at, text: inserted });
    inserted = "";
  };
  for (const [newIndex, next] of value.entries()) {
    const match = matches[newIndex];
    const item = match === undefined ? undefined : items[match];
    if (match === undefined || !item) {
      inserted += renderItem(next, indent, flow);
      continue;
    }
    flush();
    if (!patchNode(src, item, old[match], next, indent, edits))
      edits.push({
        start: src.lineStart(dash(item)),
        end: itemEnd(item),
        text: renderItem(next, indent, flow),
      });
    at = itemEnd(item);
  }
  flush();
  return true;
}

/** A parsed node's place in the text: [start, end of its value, end with its comment]. */
function range(node: Node): [number, number, number] {
  if (!node.range) throw new Error("a parsed YAML node has no range");
  return node.range;
}

/**
 * For each new item, the index of the old item it continues, or undefined for a new one. Items
 * with ids are matched by id, others by equal value; then, between matched neighbours, the
 * unmatched ones in order (edited items). Matches keep their order (a longest common subsequence), so an item
 * moved elsewhere is a removal and an addition.
 */
function alignItems(old: unknown[], next: unknown[]): (number | undefined)[] {
  const ids = [...old, ...next].every((item) => isRecord(item) && typeof item.id === "string");
  const key = (item: unknown) => (ids ? (item as { id: string }).id : JSON.stringify(item));
  const a = old.map(key);
  const b = next.map(key);
  // Longest common subsequence of the keys: length(i, j) for a[i..] and b[j..].
  const width = b.length + 1;
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const length = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] =
        a[i] === b[j] ? length(i + 1, j + 1) + 1 : Math.max(length(i + 1, j), length(i, j + 1));
  const matches: (number | undefined)[] = new Array<undefined>(b.length).fill(undefined);
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) matches[j++] = i++;
    else if (length(i + 1, j) >= length(i, j + 1)) i++;
    else j++;
  // An unmatched item between two matched ones is an edit of an unmatched old one there (its
  // value, or its id, changed).
  let lastOld = -1;
  for (let j = 0; j < b.length; j++) {
    const match = matches[j];
    if (match !== undefined) {
      lastOld = match;
      continue;
    }
    const nextOld = matches.slice(j + 1).find((m) => m !== undefined) ?? a.length;
    if (lastOld + 1 < nextOld) matches[j] = lastOld = lastOld + 1;
  }
  return matches;
}

/** `key: value` and its lines, at `indent`, ending in a newline. */
function renderPair(key: string, value: unknown, indent: number): string {
  return indentLines(`${renderKey(key)}:${renderValue(value, indent)}`, indent) + "\n";
}

/** `- value` and its lines, at `indent`, ending in a newline; as a flow if its siblings are. */
function renderItem(value: unknown, indent: number, flow: boolean): string {
  const text =
    flow && isCollection(value)
      ? `- ${renderFlow(value)}`
      : render([value], indent).replace(/\n$/, "");
  return indentLines(text, indent) + "\n";
}

/**
 * What follows `key:` for a value whose key sits at `indent`: " 5", " >-\n  text…" or
 * "\n  a: 1…", its lines after the first indented relative to column 0 (indentLines moves them).
 */
function renderValue(value: unknown, indent: number, type?: Scalar.Type): string {
  const doc = new Document({ k: value });
  const node = (doc.contents as YAMLMap<Scalar, Node>).items[0]?.value;
  if (type && isScalar(node)) node.type = type;
  return doc
    .toString({ lineWidth: Math.max(minWidth, lineWidth - indent), minContentWidth: 0 })
    .replace(/^k:/, "")
    .replace(/\n$/, "");
}

function render(value: unknown, indent: number): string {
  return new Document(value).toString({
    lineWidth: Math.max(minWidth, lineWidth - indent),
    minContentWidth: 0,
  });
}

/** A collection on one line, in this project's style: `{ a: 1, b: [x, y] }`. */
function renderFlow(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(renderFlow).join(", ")}]`;
  if (isRecord(value))
    return `{ ${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${renderKey(k)}: ${renderFlow(v)}`)
      .join(", ")} }`;
  // `yaml` quotes a scalar as a flow needs when it prints it inside one.
  const doc = new Document([value]);
  (doc.contents as YAMLSeq).flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trim().slice(1, -1);
}

function renderKey(key: string): string {
  return new Document(key).toString().trim();
}

function indentLines(text: string, indent: number): string {
  const pad = " ".repeat(indent);
  return text
    .split("\n")
    .map((line, index) => (index === 0 ? pad + line : line === "" ? line : pad + line))
    .join("\n");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCollection(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}
