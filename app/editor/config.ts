import { isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { Node } from "yaml";
import { acceptOf, assetKinds, isAssetKind, isImageKind } from "~/content/asset-rules";
import { itemNoun } from "~/content/item-nouns";
import type { ContentName } from "~/content/schema";
import { amountMessage, amountPattern, dateMessage, datePattern } from "./form-values";
import { nonNull, resolve, type JsonSchema } from "./json-schema";
import { joinPath } from "./schema-paths";
import { fileWords } from "./words";
import type { FileWords } from "./words/types";

/**
 * The content editor's configuration (Sveltia CMS fields), generated from the JSON Schema that
 * zod writes for each content file, with the labels and help staff read from app/editor/words.
 * A field the schema gains appears in the editor without anyone writing it twice, and the words
 * test refuses it until it has a label and help.
 *
 * - Dates and amounts are text fields that take what staff type ("12 October 2025", "J$200,000"):
 *   form-values.ts turns them into the file's values and back.
 * - A field that names a record in another file (an announcement's staging) is chosen from those
 *   records (reference-field.ts), never typed.
 * - A text the schema lets be empty is not required; a list's items show their name when closed
 *   (a person's full name, a slide's picture description), a group what it holds.
 * - Each list says under it how many it holds ("Up to 12 programmes."), from the schema's own
 *   cap, so the editor never promises another number than the check refuses at.
 * - The lists staff edit most come first; groups of page wording follow, closed.
 * - A record's sample mark shows as the list of its values still to replace, where the file has
 *   marks at that place; elsewhere it is kept as written.
 *
 * Rules written as refinements (dates in order, ids that resolve) do not reach the JSON Schema:
 * the editor runs the build's own rules before it writes (docs/decisions/0022).
 */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  /** Help under the label (Sveltia's `comment`). */
  comment?: string;
  /** Help under the field's box (Sveltia's `hint`): a list's limit, under its "Add" button. */
  hint?: string;
  fields?: EditorField[];
  field?: EditorField;
  options?: ({ label: string; value: string | number } | string | number)[];
  multiple?: boolean;
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  value_type?: "int" | "float";
  type?: "url" | "email";
  pattern?: [string, string];
  prefix?: string;
  media_folder?: string;
  public_folder?: string;
  /** An upload's formats, as MIME types (app/content/asset-rules.ts). */
  accept?: string;
  /** An upload's largest size, in bytes, and names made safe for a web address. */
  media_library?: { config: { max_file_size: number; slugify_filename: boolean } };
  collapsed?: boolean;
  choose_url?: boolean;
  /** A list's items, in the singular: "1 Partner", "Add Partner". */
  label_singular?: string;
  /** A list item's title when it is closed, as "{{fields.name}}". */
  summary?: string;
  /** A list read newest first: "Add" puts the new item at the top. */
  add_to_top?: boolean;
  /** A reference field: what it names ("staging", "article", "contact"). */
  references?: string;
}

export interface ContentFile {
  /** The file's name in content/, without `.yaml`. */
  name: ContentName;
  schema: JsonSchema;
  /** The file's text, for its values (long text, media folders, where sample marks are). */
  text: string;
}

/** What the generator knows besides the files: the pages' names, for choices of a page. */
export interface EditorContext {
  pageNames: Record<string, string>;
}

/** The custom file format name of one content file (each remembers its own text). */
export const formatName = (name: string) => `jade-${name}`;

/** The custom field type of a field that names a record in another file. */
export const referenceWidget = "jade-reference";

export function editorCollection(files: ContentFile[], context: EditorContext) {
  return {
    name: "content",
    label: "Site content",
    description:
      "Every part of the site's text, dates and prices. Each save is checked the way the site is built, then goes to the site's repository to be published.",
    editor: { preview: false },
    files: files.map((file) => {
      const words = fileWords[file.name];
      const generator = new FieldGenerator(file, words, context);
      return {
        name: file.name,
        label: words.label,
        file: `content/${file.name}.yaml`,
        format: formatName(file.name),
        fields: generator.topLevel(),
      };
    }),
  };
}

/**
 * What a file holds at each path: its values, and whether records there carry a sample mark or
 * lie under one (a placing under its results' `sample: true`), which the form then shows.
 */
class FileValues {
  private readonly values = new Map<string, unknown[]>();
  private readonly marked = new Set<string>();

  constructor(text: string) {
    this.walk(parseDocument(text).contents as Node | null, "", false);
  }

  at(path: string): unknown[] {
    return this.values.get(path) ?? [];
  }

  hasMarks(path: string): boolean {
    return this.marked.has(path);
  }

  private walk(node: Node | null, path: string, covered: boolean) {
    if (isMap(node)) {
      const mark = node.get("sample", true);
      const names = isSeq(mark)
        ? mark.items.map((item) => (isScalar(item) ? String(item.value) : ""))
        : [];
      const whole = isScalar(mark) && mark.value === true;
      if (mark !== undefined || covered) this.marked.add(path);
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        if (key !== "sample")
          this.walk(
            pair.value as Node | null,
            joinPath(path, key),
            covered || whole || names.includes(key),
          );
      }
    } else if (isSeq(node))
      for (const item of node.items) this.walk(item as Node, `${path}[]`, covered);
    else if (isScalar(node)) this.values.set(path, [...this.at(path), node.value]);
  }
}

class FieldGenerator {
  private readonly values: FileValues;
  private readonly root: JsonSchema;

  constructor(
    readonly file: ContentFile,
    readonly words: FileWords,
    readonly context: EditorContext,
  ) {
    this.values = new FileValues(file.text);
    this.root = file.schema;
  }

  /** The file's own fields: the ones staff edit most first, then the rest, groups closed. */
  topLevel(): EditorField[] {
    const fields = this.recordFields(this.root, "");
    const first = this.words.first;
    const rank = (field: EditorField) => {
      const index = first.indexOf(field.name);
      return index === -1 ? first.length : index;
    };
    return fields
      .map((field) =>
        first.includes(field.name) || field.widget !== "object"
          ? field
          : { ...field, collapsed: true },
      )
      .sort((a, b) => rank(a) - rank(b));
  }

  private wordsFor(path: string) {
    const words = this.words.fields[path];
    if (!words)
      throw new Error(`${this.file.name}: no label and help for ${path} (app/editor/words)`);
    return words;
  }

  private recordFields(schema: JsonSchema, path: string): EditorField[] {
    const record = resolve(schema, this.root);
    const required = new Set(record.required ?? []);
    return Object.entries(record.properties ?? {}).map(([name, property]) =>
      name === "sample"
        ? this.sampleField(record, path)
        : this.field(name, resolve(property, this.root), required.has(name), joinPath(path, name)),
    );
  }

  private field(name: string, schema: JsonSchema, required: boolean, path: string): EditorField {
    const words = this.wordsFor(path);
    const widget = this.widget(schema, path, required);
    const { help, required: ownRequired, ...rest } = widget;
    return {
      name,
      label: words.label,
      ...rest,
      required: ownRequired ?? required,
      comment: [words.help, help].filter(Boolean).join(" "),
    };
  }

  private widget(
    schema: JsonSchema,
    path: string,
    required: boolean,
  ): Omit<EditorField, "name" | "label"> & { help?: string } {
    const target = nonNull(schema, this.root);
    const nullable = target !== schema;
    if (target.format === "money")
      return {
        widget: "string",
        prefix: "J$",
        pattern: [amountPattern, amountMessage],
        // Empty means "not offered" where the amount may be null; an amount that must be there
        // (an entry fee, 0 if free) is required.
        required: nullable ? false : required,
        help: nullable
          ? "In whole Jamaican dollars, like 200,000. Leave it empty where it is not offered, and the site says so."
          : "In whole Jamaican dollars, like 200,000.",
      };
    if (target.format === "date")
      return { widget: "string", pattern: [datePattern, dateMessage], help: dateMessage };
    if (typeof target.references === "string")
      return {
        widget: referenceWidget,
        references: target.references,
        help: referenceHelp(target.references),
      };
    const branches = (schema.anyOf ?? schema.oneOf)?.map((branch) => resolve(branch, this.root));
    if (branches && target === schema) return this.union(branches, path);
    switch (target.type) {
      case "object": {
        const fields = this.recordFields(target, path);
        return { widget: "object", fields, summary: groupSummary(fields) };
      }
      case "array":
        return this.list(target, path, required);
      case "boolean":
        return { widget: "boolean", required: false };
      case "integer":
      case "number":
        return numberWidget(target);
      case "string":
        return this.text(target, path, required);
      default:
        throw new Error(`${this.file.name}: ${path} is of a kind the editor cannot show`);
    }
  }

  /** Records of more than one shape (the navigation's pages and groups), or a closed set. */
  private union(branches: JsonSchema[], path: string) {
    const options = branches.flatMap(
      (branch) => branch.enum ?? (branch.const === undefined ? [] : [branch.const]),
    );
    if (branches.every((branch) => branch.enum !== undefined || branch.const !== undefined))
      return { widget: "select", options: this.options(options as (string | number)[]) };
    if (branches.every((branch) => branch.type === "object")) {
      const fields = this.shapeFields(branches, path);
      return {
        widget: "object",
        fields,
        summary: groupSummary(fields),
        help: this.eitherHelp(branches, path),
      };
    }
    throw new Error(`${this.file.name}: ${path} mixes kinds the editor cannot show`);
  }

  private list(schema: JsonSchema, path: string, required: boolean) {
    const words = this.wordsFor(path);
    const items = resolve(schema.items ?? {}, this.root);
    const itemPath = `${path}[]`;
    const noun = itemNoun(this.file.name, path);
    const limit = limitHint(schema, noun, words.allOnce);
    const bounds = {
      ...(typeof schema.minItems === "number" ? { min: schema.minItems } : {}),
      ...(typeof schema.maxItems === "number" ? { max: schema.maxItems } : {}),
      ...(limit ? { hint: limit } : {}),
      required: required && (schema.minItems ?? 0) > 0,
      label_singular: noun,
      ...(words.newestFirst ? { add_to_top: true } : {}),
    };
    const shapes = (items.anyOf ?? items.oneOf)?.map((branch) => resolve(branch, this.root));
    if (shapes && shapes.length > 1 && shapes.every((shape) => shape.type === "object"))
      return {
        widget: "list",
        ...bounds,
        collapsed: true,
        fields: this.shapeFields(shapes, itemPath),
        help: this.eitherHelp(shapes, itemPath),
        // Each shape by the field it must have first (a page, or a group's name): one is empty.
        ...(words.itemName ? { summary: itemSummary(words.itemName) } : {}),
      };
    if (items.type === "object")
      return {
        widget: "list",
        ...bounds,
        collapsed: true,
        fields: this.recordFields(items, itemPath),
        ...(words.itemName ? { summary: itemSummary(words.itemName) } : {}),
      };
    const { help, ...item } = this.widget(items, itemPath, true);
    return {
      widget: "list",
      ...bounds,
      field: { name: "item", label: itemNoun(this.file.name, path), ...item },
      ...(help ? { help } : {}),
    };
  }

  private text(schema: JsonSchema, path: string, required: boolean) {
    if (schema.enum) return { widget: "select", options: this.options(schema.enum as string[]) };
    if (schema.const !== undefined)
      return { widget: "select", options: this.options([schema.const as string]) };
    if (typeof schema.pattern === "string" && schema.pattern.startsWith("^assets\\/")) {
      const values = this.values
        .at(path)
        .filter((value): value is string => typeof value === "string");
      // Where the file names none yet (a first portrait), the schema says where such files go
      // and whether they can only be pictures.
      const folder =
        values.length > 0
          ? commonFolder(values)
          : typeof schema.folder === "string"
            ? schema.folder
            : "assets";
      // The upload takes the formats and size the check and the build take, from the rules they
      // share (app/content/asset-rules.ts): the editor's own check sees only the file's values.
      const kind = isAssetKind(schema.asset) ? schema.asset : undefined;
      const pictures = kind
        ? isImageKind(kind)
        : values.length > 0
          ? values.every((value) => imageFile.test(value))
          : !/pdf|mp4|webm|vtt/.test(schema.pattern);
      return {
        widget: pictures ? "image" : "file",
        media_folder: `/content/${folder}`,
        public_folder: `/${folder}`,
        // A file of the site's own, never an address elsewhere (the schema wants a path).
        choose_url: false,
        ...(kind
          ? {
              accept: acceptOf(kind),
              media_library: {
                config: { max_file_size: assetKinds[kind].maxBytes, slugify_filename: true },
              },
            }
          : {}),
      };
    }
    const long = this.values
      .at(path)
      .some((value) => typeof value === "string" && (value.length > 80 || value.includes("\n")));
    const placeholders = placeholdersOf(schema);
    return {
      widget: long ? "text" : "string",
      // A text the schema lets be empty (a banner's title) is not required of staff.
      required: required && !mayBeEmpty(schema),
      ...(schema.format === "uri" ? { type: "url" as const } : {}),
      ...(schema.format === "email" ? { type: "email" as const } : {}),
      ...(typeof schema.maxLength === "number" ? { maxlength: schema.maxLength } : {}),
      ...(typeof schema.pattern === "string" && schema.format === undefined && !placeholders.length
        ? { pattern: [orEmpty(schema.pattern), patternMessage(schema.pattern)] as [string, string] }
        : {}),
      help: [
        schema.format === "uri" ? "A full address, starting with https://." : "",
        placeholders.length > 0 ? this.keepHelp(placeholders, path) : "",
      ]
        .filter(Boolean)
        .join(" "),
    };
  }

  /**
   * "Keep {date} in the text", and what the site does with it where the field's own words do not
   * say so already: help says a thing once.
   */
  private keepHelp(placeholders: string[], path: string): string {
    const keep = `Keep ${placeholders.join(" and ")} in the text`;
    const explained = placeholders.every((placeholder) =>
      this.wordsFor(path).help.includes(placeholder),
    );
    return explained
      ? `${keep}.`
      : `${keep}: the site fills ${placeholders.length > 1 ? "them" : "it"} in.`;
  }

  /** A closed set's choices, each by its name: a page by the name it has in the menus. */
  private options(values: (string | number)[]) {
    return values.map((value) => ({
      value,
      label:
        typeof value === "string" && this.context.pageNames[value]
          ? this.context.pageNames[value]
          : optionLabel(String(value)),
    }));
  }

  /** The fields of several record shapes, in order of first appearance, none required. */
  private shapeFields(shapes: JsonSchema[], path: string): EditorField[] {
    const properties: Record<string, JsonSchema> = {};
    for (const shape of shapes)
      for (const [name, property] of Object.entries(shape.properties ?? {}))
        properties[name] ??= property;
    return this.recordFields({ type: "object", properties }, path).map((field) =>
      field.widget === "hidden" ? field : { ...field, required: false },
    );
  }

  /** "Fill in either “Page”, or “Group” and “Pages”." */
  private eitherHelp(shapes: JsonSchema[], path: string): string {
    const options = shapes.map((shape) =>
      (shape.required ?? [])
        .map((name) => `“${this.wordsFor(joinPath(path, name)).label}”`)
        .join(" and "),
    );
    return `Fill in either ${options.join(", or ")}.`;
  }

  /**
   * A record's sample mark, where the file has marks at this place: the values still to
   * replace, which staff may take off the list once a value is right. Elsewhere it is kept.
   */
  private sampleField(record: JsonSchema, path: string): EditorField {
    if (!this.values.hasMarks(path))
      return { name: "sample", label: "Sample values", widget: "hidden" };
    const options = Object.keys(record.properties ?? {})
      .filter((name) => name !== "sample")
      .map((name) => ({ value: name, label: this.wordsFor(joinPath(path, name)).label }));
    return {
      name: "sample",
      label: "Sample values still to replace",
      widget: "select",
      multiple: true,
      required: false,
      options,
      comment:
        "These values are examples written before the association gave the real ones. Replace them: a value you edit leaves this list by itself, unless it is still an example address or telephone number. If a value here is already right, take it off the list.",
    };
  }
}

/**
 * Where the records a reference chooses from are, by the file's name in the editor, and what is
 * changed there: a contact's person, email and phone are written once, in its own file, for every
 * page that names it.
 */
function referenceHelp(references: string): string {
  const where = (file: ContentName) => `“${fileWords[file].label}”`;
  switch (references) {
    case "contact":
      return `Chosen from the contacts in ${where("contacts")}, where each one's person, role, email address and phone number are changed, for every page that names it.`;
    case "staging":
      return `Chosen from the stagings in ${where("programmes")}.`;
    case "article":
      return `Chosen from the articles in ${where("articles")}.`;
    case "achievement":
      return `Chosen from the achievements in ${where("services")}, where their numbers are changed.`;
    default:
      return "";
  }
}

/**
 * What a list holds at most, in staff words, from its schema's cap: "Up to 12 programmes.",
 * "Exactly 3 sections." where the schema asks for that many, "All 5 tiers, each once." for a
 * closed set listed whole. Every list has a cap (app/content/caps.test.ts); `noun` is one item's
 * name as the check and the "Add" button say it (app/content/item-nouns.ts).
 */
export function limitHint(schema: JsonSchema, noun: string, allOnce = false): string | undefined {
  const max = schema.maxItems;
  if (typeof max !== "number") return undefined;
  const count = `${max.toLocaleString("en")} ${pluralOf(noun.charAt(0).toLowerCase() + noun.slice(1))}`;
  if (allOnce) return `All ${count}, each once.`;
  if (schema.minItems === max) return `Exactly ${count}.`;
  return `Up to ${count}.`;
}

/** More than one of an item: "stagings", "menu entries", "classes". */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A closed list item's title: the fields that name it, as Sveltia's template ("{{fields.name}}"). */
function itemSummary(itemName: string | string[]): string {
  return [itemName]
    .flat()
    .map((name) => `{{fields.${name}}}`)
    .join(" ");
}

/**
 * A closed group's summary: what it holds, by the labels of its first fields ("Most recent
 * staging, Upcoming staging, Not held yet and more"), never its first value (a bare "8").
 */
export function groupSummary(fields: EditorField[]): string {
  const labels = fields
    .filter((field) => field.name !== "sample" && field.widget !== "hidden")
    .map((field) => field.label);
  const shown = labels.slice(0, 3);
  if (labels.length <= 3) return shown.join(", ").replace(/, ([^,]*)$/, " and $1");
  return `${shown.join(", ")} and more`;
}

function numberWidget(schema: JsonSchema) {
  const safe = (value: unknown) =>
    typeof value === "number" && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const integer = schema.type === "integer";
  const exclusive = safe(schema.exclusiveMinimum);
  const min =
    safe(schema.minimum) ?? (exclusive === undefined ? undefined : exclusive + (integer ? 1 : 0));
  const max = safe(schema.maximum);
  return {
    widget: "number",
    value_type: integer ? ("int" as const) : ("float" as const),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

const imageFile = /\.(svg|png|jpe?g|webp|avif)$/i;

/** The folder under content/ that every value sits in (assets/ at least). */
function commonFolder(values: string[]): string {
  const folders = values.map((value) => value.split("/").slice(0, -1));
  const [first = ["assets"]] = folders;
  const common = first.filter((part, index) => folders.every((folder) => folder[index] === part));
  return common.length > 0 ? common.join("/") : "assets";
}

const idPattern = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

/** A text any string passes, the empty one included: no length, pattern or format asked. */
function mayBeEmpty(schema: JsonSchema): boolean {
  return (
    !schema.minLength &&
    !schema.pattern &&
    !schema.format &&
    !schema.enum &&
    schema.const === undefined
  );
}

/** A field's pattern, also passing an empty value (whether it may be empty is "required"'s to say). */
function orEmpty(pattern: string): string {
  return `^(?:${pattern.replace(/^\^/, "").replace(/\$$/, "")})?$`;
}

function patternMessage(pattern: string): string {
  if (pattern === idPattern)
    return "Use lower-case letters and digits, with words joined by hyphens, like national-debaters-week.";
  return "This is not written the way the site needs: see the help above the field.";
}

/** Placeholders a text must keep ("{dates}"), from the schema's patterns. */
function placeholdersOf(schema: JsonSchema): string[] {
  const patterns = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])]
    .map((part) => part.pattern)
    .filter((pattern): pattern is string => typeof pattern === "string");
  return [
    ...new Set(
      patterns.flatMap((pattern) =>
        [...pattern.matchAll(/\\\{(\w+)\\\}/g)].map((match) => `{${match[1]}}`),
      ),
    ),
  ];
}

/** A closed set's value in words: "super-supporter" is "Super supporter", "x" is "X". */
export function optionLabel(value: string): string {
  const words = value.replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
