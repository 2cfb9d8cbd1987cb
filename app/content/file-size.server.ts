/**
 * How large a file under content/ outside its assets may be, before it is read as YAML: a content
 * file as large as its schema lets its values be, and its comments up to `commentMaxBytes`; a
 * file no schema names (which every build's checkout carries) up to `otherFileMaxBytes`. Text at
 * every length and list at every limit the editor takes is published (legal.yaml so is about
 * 20 MB), while a pasted document in a comment, or a file left in content/, is refused in words
 * (decision 0056).
 */
import { Lexer, CST } from "yaml";
import { resolve, type Schema, schemaOf } from "./asset-fields";
import { sizeInWords, sizeOver } from "./asset-rules";
import { type ContentName, contentSchemas } from "./schema";

/** The most a file in content/ that no schema names may be: notes, a copy, a file left there. */
export const otherFileMaxBytes = 1_000_000;

/** The most a content file's comments (its lines from "#") may hold in all: 25 pages of notes. */
export const commentMaxBytes = 100_000;

/** A string's JSON Schema, as far as its length is read. */
interface StringSchema extends Schema {
  maxLength?: number;
  format?: string;
  const?: unknown;
  enum?: unknown[];
}

/**
 * The most bytes a value of `schema` writes as YAML at `depth`, however it is written: each
 * character as 3 bytes of UTF-8 (the most one counted character takes), and each line of a text
 * written as a block (one character and a line break) indented as deep as the value is.
 * Infinity for a string or list with no limit.
 */
function mostBytes(node: Schema, root: Schema, depth: number): number {
  const schema = resolve(node, root) as StringSchema;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return Math.max(...branches.map((branch) => mostBytes(branch, root, depth)));
  const written = (value: unknown) => JSON.stringify(value).length;
  if (schema.const !== undefined) return written(schema.const);
  if (schema.enum) return Math.max(...schema.enum.map(written));
  const indent = 2 * depth + 2;
  const types = [schema.type ?? []].flat();
  if (schema.properties) {
    let sum = 0;
    for (const [key, property] of Object.entries(schema.properties))
      sum += indent + key.length + 3 + mostBytes(property, root, depth + 1);
    return sum;
  }
  if (schema.items) {
    if (schema.maxItems === undefined) return Infinity;
    return schema.maxItems * (indent + 2 + mostBytes(schema.items, root, depth + 1));
  }
  if (types.includes("string")) {
    const length = schema.format === "date" ? 10 : schema.maxLength;
    if (length === undefined) return Infinity;
    return 3 * length + Math.ceil(length / 2) * indent + 2;
  }
  // A number, a boolean or null.
  return 24;
}

const largest = new Map<ContentName, number>();
/** The most bytes a content file's values write as YAML (Infinity if a value has no limit). */
export function largestValues(name: ContentName): number {
  let bytes = largest.get(name);
  if (bytes === undefined) {
    const root = schemaOf(name);
    bytes = Math.ceil(mostBytes(root, root, 0));
    largest.set(name, bytes);
  }
  return bytes;
}

/** Whether a name is a content file's ("programmes"), as `content/<name>.yaml` is. */
export function isContentName(name: string): name is ContentName {
  return Object.hasOwn(contentSchemas, name);
}

/** The most a file may be: a content file's by its schema, another's `otherFileMaxBytes`. */
export function fileMaxBytes(name: ContentName | undefined): number {
  return name ? largestValues(name) + commentMaxBytes : otherFileMaxBytes;
}

/**
 * The refusal of a file in content/ outside its assets over its size, or undefined when it fits:
 * `name` is the content file it is (content/<name>.yaml), or undefined for any other.
 */
export function fileTooLarge(bytes: number, name: ContentName | undefined): string | undefined {
  const maxBytes = fileMaxBytes(name);
  if (bytes <= maxBytes) return undefined;
  const size = sizeOver(bytes, maxBytes);
  return name
    ? `is ${size}, more than every field and list of it at its limit can hold (${sizeInWords(maxBytes)}, with its comments): delete what does not belong in it, such as a pasted document, and put pictures and documents in content/assets`
    : `is ${size}, and is not one of the site's content files, which the site reads: a file of notes or a copy left in content/ holds at most ${sizeInWords(otherFileMaxBytes)}; move it out of content/, or delete it`;
}

/** The bytes of a YAML text's comments: each from "#" to the end of its line. */
export function commentBytes(text: string): number {
  let bytes = 0;
  for (const token of new Lexer().lex(text))
    if (CST.tokenType(token) === "comment") bytes += Buffer.byteLength(token);
  return bytes;
}

/** The refusal of a content file whose comments hold more than `commentMaxBytes`, or undefined. */
export function commentsTooLong(text: string): string | undefined {
  const bytes = commentBytes(text);
  if (bytes <= commentMaxBytes) return undefined;
  return `has ${sizeOver(bytes, commentMaxBytes)} of comments (the lines, or ends of lines, from "#"); a content file's comments hold at most ${sizeInWords(commentMaxBytes)}: delete a long comment or a pasted document`;
}
