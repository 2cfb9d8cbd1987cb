import { Document, isMap, isNode, isPair, isScalar, isSeq, parseDocument, Scalar } from "yaml";
import type { Node, Pair, ToStringOptions, YAMLMap, YAMLSeq } from "yaml";

/**
 * Writes an edited value back into the YAML text it was read from, changing only the places
 * whose value changed: comments, blank lines, key order, quoting and folded text everywhere else
 * stay byte for byte as people wrote them.
 *
 * The `yaml` package's Document keeps comments, but printing a Document re-renders every line
 * (folded paragraphs are re-wrapped, flow maps broken up), so this does not print the Document.
 * It reads the Document only for each node's place in the text, compares node by node, and
 * collects edits (a range of the text and what replaces it), which are then applied in one pass
 * from the start of the text to its end:
 *
 * - a changed scalar is rewritten in its own place, in its own style (plain, quoted, folded);
 * - a key added or dropped adds or removes its own lines, next to its neighbours in the value,
 *   with the comment lines directly above a dropped key;
 * - list items are matched by `id` (or, without ids, by equal values), so adding or removing
 *   one touches only that item's lines;
 * - a flow collection (`{ a: 1 }`, `[a, b]`) is rewritten where it stands, still as a flow;
 * - anything else that changes shape (a list becoming empty, a scalar becoming a list) rewrites
 *   that one entry.
 *
 * New text is printed by `yaml` itself, so it is always valid YAML, at this project's width, and
 * in the file's own style: a key the file writes as a flow (`sample: [venue]`, `costs: { … }`) is
 * written as a flow, long text is folded (`>-`), and items join a list of flow maps as flow maps.
 *
 * The text may come without its final newline (Sveltia CMS trims what it hands over): the result
 * always ends with exactly one.
 */
export function patchYaml(original: string, value: unknown): string {
  const text = `${original.replace(/\n+$/, "")}\n`;
  const doc = parseDocument(text);
  const [error] = doc.errors;
  if (error) throw new Error(`Cannot patch invalid YAML: ${error.message}`);
  const old: unknown = doc.toJS();
  if (deepEqual(old, value)) return text;
  const contents = doc.contents as Node | null;
  let result: string;
  // A file of comments alone gets the value after them.
  if (!contents) result = (isSpace(text) ? "" : text) + renderDocument(value);
  else {
    const writer = new Writer(text, fileStyle(contents));
    const patched = writer.patch(contents, old, value, { column: 0, top: true });
    result = patched ? writer.result() : renderDocument(value);
  }
  // What is written must read back as the value: a mistake here would lose staff's work quietly.
  const written = parseDocument(result);
  if (written.errors.length > 0 || !deepEqual(written.toJS(), value))
    throw new Error("yaml-patch: the text written does not read back as the value edited");
  return result;
}

/** The width people wrap this project's YAML at (see content/*.yaml). */
const lineWidth = 100;
/** Never wrap narrower than this, however deep a value is indented. */
const minWidth = 40;

/** One change to the text: [start, end) is replaced with `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
  /** The order it was made in: of two insertions at one place, the first made goes first. */
  order: number;
}

/** Where a node stands: the key it is the value of (none for a list item), and its column. */
interface Place {
  key?: string;
  column: number;
  /** The document's top-level collection: the comments above its first entry head the file. */
  top?: boolean;
}

/** One entry of a block collection, a `key: value` pair or a `- item`, and the text it owns. */
interface Entry {
  /** Where its key or its dash is. */
  start: number;
  /** Where its text starts: the comment lines directly above it, at its column, belong to it. */
  lead: number;
  /** Past the line its value ends on. */
  valueEnd: number;
  /** Past its last line and the comment lines indented under it. */
  end: number;
}

/** The entries of a block collection and how they are laid out. */
interface Layout {
  entries: Entry[];
  column: number;
  /** The first entry shares its line with a parent's dash (`- id: x`): it has no line of its own. */
  compact: boolean;
  /** Blank lines stand between the entries: new entries get one too. */
  spaced: boolean;
}

/**
 * How the file writes collections under each key: a key whose every value is a flow collection
 * (`sample: [a]`, `costs: { … }`) gets new values as flows, a key the file writes only as block
 * collections gets blocks.
 */
interface FileStyle {
  flowKeys: Set<string>;
  blockKeys: Set<string>;
}

function fileStyle(contents: Node): FileStyle {
  const flow = new Set<string>();
  const block = new Set<string>();
  const visit = (node: unknown) => {
    if (!isMap(node) && !isSeq(node)) return;
    for (const item of node.items) {
      if (!isPair(item)) {
        visit(item);
        continue;
      }
      // An empty `[]` says nothing of how its items are written.
      if (
        isScalar(item.key) &&
        (isMap(item.value) || isSeq(item.value)) &&
        item.value.items.length > 0
      )
        (item.value.flow ? flow : block).add(String(item.key.value));
      visit(item.value);
    }
  };
  visit(contents);
  return { flowKeys: new Set([...flow].filter((key) => !block.has(key))), blockKeys: block };
}

class Writer {
  private readonly edits: Edit[] = [];

  constructor(
    private readonly text: string,
    private readonly style: FileStyle,
  ) {}

  /** The text with every edit made, in one pass from its start to its end. */
  result(): string {
    // Of edits at one place, insertions go before the edit that replaces what stands there, and
    // insertions keep the order they were made in: a list's new last item before the key after it.
    const edits = [...this.edits].sort(
      (a, b) =>
        a.start - b.start || Number(a.end > a.start) - Number(b.end > b.start) || a.order - b.order,
    );
    let out = "";
    let at = 0;
    for (const edit of edits) {
      if (edit.start < at) throw new Error("yaml-patch: two edits overlap");
      out += this.text.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return out + this.text.slice(at);
  }

  private edit(start: number, end: number, text: string) {
    if (start !== end || text !== "")
      this.edits.push({ start, end, text, order: this.edits.length });
  }

  /**
   * Patches `node` (whose value is `old`) towards `value`; false when that cannot be done in
   * place, and the caller rewrites the entry the node is the value of.
   */
  patch(node: Node, old: unknown, value: unknown, place: Place): boolean {
    if (deepEqual(old, value)) return true;
    if (isScalar(node)) return this.scalar(node, value, place);
    if (isMap(node) || isSeq(node)) {
      if (node.flow) return this.flow(node, value);
      if (isMap(node)) return isRecord(old) && isRecord(value) && this.map(node, old, value, place);
      return Array.isArray(old) && Array.isArray(value) && this.seq(node, old, value, place);
    }
    return false;
  }

  private scalar(node: Scalar, value: unknown, place: Place): boolean {
    if (isCollection(value) || place.top) return false;
    const [start, end] = range(node);
    const source = this.text.slice(start, end);
    // `key:` with no value: the whole entry is rewritten.
    if (isSpace(source)) return false;
    // A value with a comment after it on its line stays on one line, and so does one that people
    // wrote on one line longer than the width: they chose not to wrap it.
    const lineEnd = this.endOfLine(end);
    const oneLine =
      !isSpace(this.text.slice(end, lineEnd)) ||
      (!source.includes("\n") && lineEnd - this.lineStart(start) - 1 > lineWidth);
    if (oneLine && typeof value === "string" && /[\n\r]/.test(value)) {
      this.edit(start, end, quoteOnOneLine(value));
      return true;
    }
    const type =
      typeof node.value === "string" && typeof value === "string" ? node.type : undefined;
    const entry = this.render(place.key, value, place.column, { type, oneLine });
    const prefix = place.key === undefined ? "-" : renderKey(place.key);
    if (!entry.startsWith(prefix)) throw new Error("yaml-patch: a rendered entry lost its key");
    let text = entry.slice(prefix.length).replace(/^[ \n]+/, "");
    if (source.endsWith("\n") && !text.endsWith("\n")) text += "\n";
    this.edit(start, end, text);
    return true;
  }

  private flow(node: YAMLMap | YAMLSeq, value: unknown): boolean {
    // An empty `[]` or `{}` refilled is written out by its entry, in the file's style for its key.
    if (!isCollection(value) || node.items.length === 0) return false;
    const [start, end] = range(node);
    this.edit(start, end, this.renderFlowKeeping(node, value));
    return true;
  }

  /**
   * A flow collection written anew, each entry whose value did not change kept as it was written
   * (`suffix: "+"` keeps its quotes), so undoing an edit gives back the line as it was.
   */
  private renderFlowKeeping(node: Node | null, value: unknown): string {
    const source = (from: Node | Scalar, to: Node) => this.text.slice(range(from)[0], range(to)[1]);
    const same = (child: unknown, next: unknown) =>
      isNode(child) && deepEqual(child.toJSON(), next);
    if (isMap(node) && node.flow && isRecord(value)) {
      const pairs = Object.entries(value)
        .filter(([, next]) => next !== undefined)
        .map(([key, next]) => {
          const pair = (node.items as Pair<unknown, Node | null>[]).find(
            (candidate) => isScalar(candidate.key) && String(candidate.key.value) === key,
          );
          if (!pair || !isScalar(pair.key) || !pair.value)
            return `${renderFlowScalar(key)}: ${renderFlow(next)}`;
          if (same(pair.value, next)) return source(pair.key, pair.value);
          return `${this.text.slice(...range(pair.key).slice(0, 2))}: ${this.renderFlowKeeping(pair.value, next)}`;
        });
      return pairs.length === 0 ? "{}" : `{ ${pairs.join(", ")} }`;
    }
    if (isSeq(node) && node.flow && Array.isArray(value))
      return `[${value
        .map((next, index) => {
          const item = node.items[index];
          if (isNode(item) && same(item, next)) return source(item, item);
          return this.renderFlowKeeping(isNode(item) ? item : null, next);
        })
        .join(", ")}]`;
    return renderFlow(value);
  }

  private map(
    map: YAMLMap,
    old: Record<string, unknown>,
    value: Record<string, unknown>,
    place: Place,
  ): boolean {
    const pairs = map.items as Pair<unknown, Node | null>[];
    if (pairs.length === 0 || !pairs.every((pair) => isScalar(pair.key))) return false;
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    if (keys.length === 0) return false;
    const names = pairs.map((pair) => String((pair.key as Scalar).value));
    const layout = this.layout(
      pairs.map((pair) => range(pair.key as Scalar)[0]),
      pairs.map((pair) =>
        Math.max(range(pair.key as Scalar)[1], pair.value ? range(pair.value)[1] : 0),
      ),
      place.top === true,
    );
    const { column } = layout;
    const kept = names.map((name) => Object.hasOwn(value, name) && value[name] !== undefined);
    const index = new Map(names.map((name, i) => [name, i]));

    // New keys go after the key before them in the value, or above the first key.
    const inserts = new Inserts(layout, kept[0] === true);
    for (const key of keys) {
      const i = index.get(key);
      const entry = i === undefined ? undefined : layout.entries[i];
      const pair = i === undefined ? undefined : pairs[i];
      if (!entry || !pair) {
        inserts.add(this.render(key, value[key], column));
        continue;
      }
      this.insert(inserts.flush());
      const patched = pair.value
        ? this.patch(pair.value, old[key], value[key], { key, column })
        : false;
      if (!patched)
        this.edit(entry.start, entry.valueEnd, `${this.render(key, value[key], column)}\n`);
      inserts.after(entry.end);
    }
    this.insert(inserts.flush());
    this.removeEntries(layout, kept, inserts.atHead);
    return true;
  }

  private seq(seq: YAMLSeq, old: unknown[], value: unknown[], place: Place): boolean {
    const items = seq.items as Node[];
    if (items.length === 0 || value.length === 0 || !items.every((item) => isNode(item)))
      return false;
    const layout = this.layout(
      items.map((item) => this.dash(item)),
      items.map((item) => range(item)[1]),
      place.top === true,
    );
    const { column } = layout;
    const flow = items.some((item) => (isMap(item) || isSeq(item)) && item.flow);
    const matches = alignItems(old, value);
    const kept = items.map((_, i) => matches.includes(i));

    // New items go after the kept item before them, or above the first item.
    const inserts = new Inserts(layout, kept[0] === true);
    for (const [j, next] of value.entries()) {
      const i = matches[j];
      const entry = i === undefined ? undefined : layout.entries[i];
      const item = i === undefined ? undefined : items[i];
      if (i === undefined || !entry || !item) {
        inserts.add(this.renderItem(next, column, flow));
        continue;
      }
      this.insert(inserts.flush());
      if (!this.patch(item, old[i], next, { column }))
        this.edit(entry.start, entry.valueEnd, `${this.renderItem(next, column, flow)}\n`);
      inserts.after(entry.end);
    }
    this.insert(inserts.flush());
    this.removeEntries(layout, kept, inserts.atHead);
    return true;
  }

  private insert(insert: { at: number; text: string } | undefined) {
    if (insert) this.edit(insert.at, insert.at, insert.text);
  }

  /**
   * Removes the entries not kept, each with the comment lines above it, keeping blank lines as
   * they were between the entries that stay: no blank line left at the start or the end of the
   * collection, and never two where there was one.
   */
  private removeEntries(layout: Layout, kept: boolean[], insertedAtHead: boolean) {
    const { entries, compact } = layout;
    let removedTo = -1;
    let allBefore = true;
    for (const [i, entry] of entries.entries()) {
      if (kept[i]) {
        allBefore = false;
        continue;
      }
      if (entry.lead < removedTo) continue;
      if (i === 0 && compact && !insertedAtHead) {
        removedTo = this.removeHead(layout, kept);
        continue;
      }
      let { lead: start, end } = entry;
      const before = start > 0 ? this.lineStart(start - 1) : -1;
      const blankBefore =
        before >= 0 && before >= removedTo && this.isBlank(before) && !(i === 0 && compact);
      const blankAfter = end < this.text.length && this.isBlank(end);
      const last = i === entries.length - 1;
      if (blankBefore && (blankAfter || last) && !(i === 0 && insertedAtHead)) start = before;
      else if (!blankBefore && blankAfter && allBefore && !insertedAtHead && !last)
        end = this.endOfLine(end + 1);
      this.edit(start, end, "");
      removedTo = end;
    }
  }

  /**
   * Removes the first entry of a collection that shares its line with a parent's dash
   * (`- id: x`), when nothing new takes its place: the next entry kept moves up onto the dash's
   * line. Where comment lines stand between them, the dash keeps a line of its own instead.
   * Returns where the removal ends.
   */
  private removeHead({ entries }: Layout, kept: boolean[]): number {
    const [first] = entries;
    const next = entries[kept.indexOf(true)];
    if (!first || !next) throw new Error("yaml-patch: a collection lost every entry");
    // The comment lines that stay: not those of the entries removed with it.
    const removed = entries.filter((_, i) => !kept[i]);
    const staying = (at: number) => !removed.some((entry) => entry.lead <= at && at < entry.end);
    if (!this.hasCommentLine(first.end, next.start, staying)) {
      this.edit(first.start, next.start, "");
      return next.start;
    }
    let dashEnd = first.start;
    while (dashEnd > 0 && /[ \t]/.test(this.text.charAt(dashEnd - 1))) dashEnd--;
    this.edit(dashEnd, first.end - 1, "");
    return first.end;
  }

  /** The entries of a block collection, from where their keys or dashes stand. */
  private layout(starts: number[], valueEnds: number[], top: boolean): Layout {
    const [first = 0] = starts;
    const column = this.column(first);
    const compact = !isSpace(this.text.slice(this.lineStart(first), first));
    const entries: Entry[] = [];
    let floor = 0;
    for (const [i, start] of starts.entries()) {
      // The comments above a file's first key head the file, and the first entry after a dash
      // has nothing above it on its line.
      const lead =
        i > 0 || (!compact && !top)
          ? this.startWithComments(start, column, floor)
          : compact
            ? start
            : this.lineStart(start);
      const valueEnd = this.endOfLine(Math.max(start, valueEnds[i] ?? start));
      const end = this.endWithComments(valueEnd, column);
      entries.push({ start, lead, valueEnd, end });
      floor = end;
    }
    const [a, b] = entries;
    const spaced = !!a && !!b && this.hasBlankLine(a.end, b.lead);
    return { entries, column, compact, spaced };
  }

  /** Text for new entries, from one key or item (prefix-free, later lines indented) at a time. */
  private render(
    key: string | undefined,
    value: unknown,
    column: number,
    options: { type?: Scalar.Type; oneLine?: boolean } = {},
  ): string {
    return renderEntry(key, value, column, this.style, options);
  }

  private renderItem(value: unknown, column: number, flow: boolean): string {
    return flow && isCollection(value)
      ? `- ${renderFlow(value)}`
      : this.render(undefined, value, column);
  }

  // Positions in the text.

  private lineStart(pos: number): number {
    return this.text.lastIndexOf("\n", pos - 1) + 1;
  }

  private column(pos: number): number {
    return pos - this.lineStart(pos);
  }

  /** Just past the newline that ends the line `pos` is on (or, at a line's start, `pos`). */
  private endOfLine(pos: number): number {
    if (pos > 0 && this.text[pos - 1] === "\n") return pos;
    const newline = this.text.indexOf("\n", pos);
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** The line starting at `start`, without its newline. */
  private line(start: number): string {
    const newline = this.text.indexOf("\n", start);
    return this.text.slice(start, newline === -1 ? this.text.length : newline);
  }

  private isBlank(start: number): boolean {
    return isSpace(this.line(start));
  }

  private isComment(start: number): boolean {
    return /^[ \t]*#/.test(this.line(start));
  }

  private hasCommentLine(from: number, to: number, counts: (at: number) => boolean): boolean {
    for (let at = this.lineStart(from); at < to; at = this.endOfLine(at + 1))
      if (this.isComment(at) && counts(at)) return true;
    return false;
  }

  private hasBlankLine(from: number, to: number): boolean {
    for (let at = from; at < to; at = this.endOfLine(at + 1)) if (this.isBlank(at)) return true;
    return false;
  }

  /** Back over the comment lines directly above `pos` at its column (not above `floor`). */
  private startWithComments(pos: number, column: number, floor: number): number {
    let start = this.lineStart(pos);
    while (start > floor) {
      const previous = this.lineStart(start - 1);
      const line = this.line(previous);
      if (!this.isComment(previous) || indentOf(line) !== column) break;
      start = previous;
    }
    return start;
  }

  /** Past the comment lines after `pos` (a line's start) indented deeper than `column`. */
  private endWithComments(pos: number, column: number): number {
    let end = pos;
    while (end < this.text.length && this.isComment(end)) {
      if (indentOf(this.line(end)) <= column) break;
      end = this.endOfLine(end + 1);
    }
    return end;
  }

  /** The dash of a list item. */
  private dash(item: Node): number {
    const [start] = range(item);
    let at = start - 1;
    while (at >= 0 && /[ \t\r\n]/.test(this.text.charAt(at))) at--;
    return this.text.charAt(at) === "-" ? at : this.text.lastIndexOf("-", start);
  }
}

/**
 * New entries waiting for their place in a block collection: above the first entry until an
 * entry is kept, then after the last entry kept.
 */
class Inserts {
  private texts: string[] = [];
  private at: number | undefined;
  /** Whether anything was inserted above the first entry. */
  atHead = false;

  constructor(
    private readonly layout: Layout,
    private readonly firstKept: boolean,
  ) {}

  add(text: string) {
    this.texts.push(text);
  }

  after(end: number) {
    this.at = end;
  }

  flush(): { at: number; text: string } | undefined {
    const { texts, layout } = this;
    this.texts = [];
    const [first] = layout.entries;
    if (texts.length === 0 || !first) return undefined;
    const pad = " ".repeat(layout.column);
    const blank = layout.spaced ? "\n" : "";
    if (this.at !== undefined)
      return { at: this.at, text: texts.map((text) => `${blank}${pad}${text}\n`).join("") };
    this.atHead = true;
    if (!layout.compact)
      return { at: first.lead, text: texts.map((text) => `${pad}${text}\n${blank}`).join("") };
    // After a parent's dash: the first new entry takes the dash's line, and the entry that
    // stood there moves to a line of its own (or goes, when it was removed).
    const text = texts.map((line, i) => (i === 0 ? line : pad + line)).join("\n");
    return { at: first.start, text: this.firstKept ? `${text}\n${pad}` : `${text}\n` };
  }
}

/** A parsed node's place in the text: [start, end of its value, end with its comment]. */
function range(node: Node): [number, number, number] {
  if (!node.range) throw new Error("yaml-patch: a parsed YAML node has no range");
  return node.range;
}

/**
 * For each new item, the index of the old item it continues, or undefined for a new one. Items
 * with ids are matched by id, others by equal value; then, between matched neighbours, the
 * unmatched ones in order (edited items). Matches keep their order (a longest common
 * subsequence), so an item moved elsewhere is a removal and an addition.
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

function toStringOptions(column: number, oneLine = false): ToStringOptions {
  return {
    lineWidth: oneLine ? 0 : Math.max(minWidth, lineWidth - column),
    minContentWidth: 0,
    flowCollectionPadding: false,
  };
}

function renderDocument(value: unknown): string {
  return new Document(value).toString(toStringOptions(0));
}

/** Why a new collection is written as a flow: the file writes its key so, or it fits its line. */
type FlowChoice = "file" | "fits";

/**
 * `key: value` (or `- value` without a key) as `yaml` prints it for an entry at `column`: its
 * first line as it starts after the entry's indentation, its other lines indented, no final
 * newline. In the file's style: collections under a key the file writes as flows are flows, a
 * list of plain values under a key the file never wrote is a flow when it fits on its line, long
 * text is folded (`>-`), and text ending in blank lines is quoted (Sveltia trims what it writes).
 */
function renderEntry(
  key: string | undefined,
  value: unknown,
  column: number,
  style: FileStyle,
  { type, oneLine = false }: { type?: Scalar.Type; oneLine?: boolean },
): string {
  const root = key === undefined ? [value] : { [key]: value };
  const topPath = key === undefined ? "/0" : `/${escapePath(key)}`;
  const flows = new Map<string, FlowChoice>();
  const choose = (node: unknown, name: string | undefined, path: string) => {
    if (!Array.isArray(node) && !isRecord(node)) return;
    const choice = path === "" ? undefined : flowChoice(node, name, style);
    if (choice) flows.set(path, choice);
    else if (Array.isArray(node))
      node.forEach((item, i) => choose(item, undefined, `${path}/${i}`));
    else for (const [k, v] of Object.entries(node)) choose(v, k, `${path}/${escapePath(k)}`);
  };
  choose(root, undefined, "");
  const folded = new Set<string>();
  const quoted = new Set<string>();
  const options = toStringOptions(column, oneLine);
  const width = Math.max(minWidth, lineWidth - column);

  for (let round = 0; ; round++) {
    const doc = new Document(root);
    // Flows are printed by renderFlow, in this project's style (`[a, b]`, `{ a: 1 }`), in place
    // of a token `yaml` prints as it is.
    const tokens = new Map<string, string>();
    const texts = new Map<string, string>();
    visitNodes(doc.contents, "", (node, path) => {
      if (isScalar(node) && typeof node.value === "string") {
        texts.set(path, node.value);
        if (path === topPath && type) node.type = type;
        if (folded.has(path))
          node.type = node.value.includes("\n") ? undefined : Scalar.BLOCK_FOLDED;
        if (quoted.has(path)) node.type = Scalar.QUOTE_DOUBLE;
      }
      if (!(isMap(node) || isSeq(node)) || !flows.has(path)) return node;
      const token = `yaml-patch-flow-${tokens.size}-token`;
      tokens.set(token, renderFlow(node.toJSON()));
      return doc.createNode(token);
    });
    let out = doc.toString(options).replace(/\n$/, "");
    for (const [token, flow] of tokens) out = out.replace(token, () => flow);
    if (round === 4) return indentLines(out, column);

    // What `yaml` chose: text that does not read back as it is (a folded paragraph starting with
    // a space, where `yaml` wraps a line it may not) and text kept with its final blank lines
    // (`|+`) are quoted, long text it wrapped as plain or quoted lines is folded instead, and a
    // list that is a flow only if it fits its line, and does not, is a block.
    let changed = false;
    const printed = new Map<string, Node>();
    visitNodes(parseDocument(out).contents, "", (node, path) => {
      printed.set(path, node);
      return node;
    });
    for (const [path, text] of texts) {
      const node = printed.get(path);
      if ((!isScalar(node) || node.value !== text) && !quoted.has(path)) {
        quoted.add(path);
        changed = true;
      }
    }
    for (const [path, node] of printed) {
      if (!node.range) continue;
      const [start, end] = node.range;
      if (isScalar(node)) {
        const source = out.slice(start, end);
        const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
        if (oneLine || quoted.has(path)) continue;
        if (!block && source.includes("\n") && !folded.has(path)) {
          folded.add(path);
          changed = true;
        } else if (block && /^[|>][0-9]?\+/.test(source)) {
          quoted.add(path);
          changed = true;
        }
      } else if (flows.get(path) === "fits") {
        const lineEnd = out.indexOf("\n", end);
        const line = out.slice(
          out.lastIndexOf("\n", start) + 1,
          lineEnd === -1 ? undefined : lineEnd,
        );
        if (line.length > width) {
          flows.delete(path);
          changed = true;
        }
      }
    }
    if (!changed) return indentLines(out, column);
  }
}

/** Whether a new collection under `key` is written as a flow, and why. */
function flowChoice(
  value: unknown[] | Record<string, unknown>,
  key: string | undefined,
  style: FileStyle,
): FlowChoice | undefined {
  const values = Array.isArray(value) ? value : Object.values(value);
  if (values.length === 0) return undefined;
  if (key !== undefined && style.flowKeys.has(key)) return "file";
  if (key !== undefined && style.blockKeys.has(key)) return undefined;
  const plain = values.every(
    (item) =>
      item === null ||
      typeof item === "number" ||
      typeof item === "boolean" ||
      (typeof item === "string" && !item.includes("\n")),
  );
  return Array.isArray(value) && plain ? "fits" : undefined;
}

/**
 * Visits the nodes under a collection, depth first, each with the path of keys and indexes that
 * leads to it (`/programmes/0/id`), and puts what `visit` returns in its place.
 */
function visitNodes(node: unknown, path: string, visit: (node: Node, path: string) => Node) {
  if (!isMap(node) && !isSeq(node)) return;
  const items = node.items as unknown[];
  for (const [i, item] of items.entries()) {
    if (isPair(item)) {
      if (!isNode(item.value)) continue;
      const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
      const childPath = `${path}/${escapePath(key)}`;
      item.value = visit(item.value, childPath);
      visitNodes(item.value, childPath, visit);
    } else if (isNode(item)) {
      const childPath = `${path}/${i}`;
      const next = visit(item, childPath);
      items[i] = next;
      visitNodes(next, childPath, visit);
    }
  }
}

function escapePath(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A collection on one line, in this project's style: `{ a: 1, b: [x, y] }`. */
function renderFlow(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(renderFlow).join(", ")}]`;
  if (isRecord(value)) {
    const pairs = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${renderFlowScalar(k)}: ${renderFlow(v)}`);
    return pairs.length === 0 ? "{}" : `{ ${pairs.join(", ")} }`;
  }
  return renderFlowScalar(value);
}

/** A scalar inside a flow: `yaml` quotes it as a flow needs when it prints it inside one. */
function renderFlowScalar(value: unknown): string {
  const doc = new Document([value]);
  const seq = doc.contents as YAMLSeq;
  seq.flow = true;
  // Lines of text are joined with `\n` in quotes: a flow stays on its line.
  if (typeof value === "string" && /[\n\r]/.test(value)) return quoteOnOneLine(value);
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trim();
  const reads = parseDocument(text).toJS() as unknown;
  if (!Array.isArray(reads) || reads.length !== 1 || !deepEqual(reads[0], value) || /\n/.test(text))
    return typeof value === "string" ? quoteOnOneLine(value) : String(value);
  return text.slice(1, -1);
}

/**
 * Text in double quotes on one line, its line breaks written `\n` (`yaml` breaks the line after
 * them): JSON's escapes are YAML's, but for the controls YAML does not allow unescaped.
 */
function quoteOnOneLine(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** How `key` starts its entry: `key:`, quoted where a key needs quotes. */
function renderKey(key: string): string {
  return new Document({ [key]: null }).toString().replace(/ null\n$/, "");
}

function indentLines(text: string, indent: number): string {
  const pad = " ".repeat(indent);
  return text
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : pad + line))
    .join("\n");
}

/** Whether text is only YAML's white space (not the wider kind `trim` takes off). */
function isSpace(text: string): boolean {
  return /^[ \t\r\n]*$/.test(text);
}

function indentOf(line: string): number {
  return /^ */.exec(line)?.[0].length ?? 0;
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
