/**
 * Reads a content file's YAML as plain data: maps, lists, text, numbers, true, false and null,
 * in YAML 1.2, and nothing else. A tag (`!!binary`, `!!js/function`, `!anything`) makes a value
 * of another type or asks for code a reader may not have; `%YAML 1.1` changes what plain words
 * mean (`y` and `no` become true and false, `<<` merges another record in); and a merge key
 * copies fields from elsewhere that the file does not show where they apply. The `yaml` library
 * would read each with a warning at most, printed where nobody looks, so each is refused here by
 * its place, as every other mistake is (decision 0046). So is an alias (`*name`), which repeats a
 * value marked elsewhere: the editor never writes one, it hides what a record holds, and aliases
 * of aliases make a few lines expand to billions of values. Browser-safe.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Scalar,
  visit as visitYaml,
} from "yaml";
import type { Document, Node } from "yaml";

/** A refusal inside a file: the path of keys and indexes to the value, and its line. */
export interface YamlProblem {
  at: PropertyKey[];
  line: number;
  message: string;
}

export type YamlReading =
  | { ok: true; value: unknown }
  /** Refused, with the values as the library reads them, to name each place by its record. */
  | { ok: false; problems: YamlProblem[]; value: unknown }
  /** Not YAML at all: the parser's own message, with its line, column and the line itself. */
  | { ok: false; invalid: string };

/** Reads `text` as a content file, refusing tags, directives other than `%YAML 1.2` and merges. */
export function readYaml(text: string): YamlReading {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, logLevel: "silent" });
  const [error] = document.errors;
  if (error) return { ok: false, invalid: error.message };
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined) =>
    lines.linePos(node?.range?.[0] ?? 0).line;

  const problems: YamlProblem[] = [];
  const aliasLines = new Set<number>();
  const version = document.directives?.yaml;
  if (version?.explicit && version.version !== "1.2")
    problems.push({
      at: [],
      line: 1,
      message: `starts with %YAML ${version.version}, which changes what plain words mean (in YAML 1.1, y, yes and no are true and false, and << merges other fields in): delete that line and the --- after it`,
    });
  const visit = (node: Node | null | undefined, at: PropertyKey[]) => {
    if (!node) return;
    if (isAlias(node)) {
      // Once a line: a line of nine aliases is one thing to write out.
      if (aliasLines.has(lineOf(node))) return;
      aliasLines.add(lineOf(node));
      problems.push({
        at,
        line: lineOf(node),
        message: `repeats the value marked &${node.source} with *${node.source} (line ${lineOf(node)}), which hides what the record holds, and aliases of aliases make a few lines stand for billions of values: write the value out in full`,
      });
      return;
    }
    if (node.tag) {
      const written = document.directives?.tagString(node.tag) ?? node.tag;
      problems.push({
        at,
        line: lineOf(node),
        message: `is marked with the YAML tag ${written} (line ${lineOf(node)}), which makes a value of another kind than text, numbers, lists and fields: delete "${written}" and write the value itself`,
      });
      return;
    }
    if (isMap(node))
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if ((isScalar(pair.key) && pair.key.tag) || isAlias(pair.key)) visit(pair.key as Node, at);
        else if (key === "<<" || (typeof key === "symbol" && key.description === "<<"))
          problems.push({
            at,
            line: lineOf(isScalar(pair.key) ? pair.key : node),
            message: `merges fields from elsewhere with << (line ${lineOf(isScalar(pair.key) ? pair.key : node)}), which hides what the record holds: write its fields out in full`,
          });
        else visit(pair.value as Node | null, [...at, typeof key === "number" ? key : String(key)]);
      }
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item as Node, [...at, index]));
  };
  visit((document as Document).contents as Node | null, []);
  const value: unknown = readable(document);
  if (problems.length > 0)
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line), value };
  // What the library still warns of: refused too, in its words, with its place.
  for (const warning of document.warnings)
    problems.push({
      at: [],
      line: warning.linePos?.[0]?.line ?? 1,
      message: `is not plain YAML at line ${warning.linePos?.[0]?.line ?? 1}: ${warning.message.split("\n")[0]}`,
    });
  if (problems.length > 0) return { ok: false, problems, value };
  return { ok: true, value };
}

/**
 * The document's values, to name the places refused: as the library reads them where it can (a
 * `<<` merge of YAML 1.1 merged), else with each alias read as null, for aliases of aliases the
 * library refuses to expand past a hundred.
 */
function readable(document: Document): unknown {
  try {
    return document.toJS();
  } catch {
    const copy = document.clone();
    visitYaml(copy, { Alias: () => new Scalar(null) });
    return copy.toJS();
  }
}
