import { isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { Node } from "yaml";
import { resolve, type JsonSchema } from "./normalize";

/**
 * The content editor's configuration (Sveltia CMS fields), generated from the JSON Schema that
 * zod writes for each content file, so a field the schema gains appears in the editor without
 * anyone writing it twice. Labels come from the field names in plain words; help comes from the
 * comment above the field in the file, or the schema's description.
 *
 * Rules written as refinements (dates in order, ids that resolve) do not reach the JSON Schema:
 * they stay the build's, and the pull request's check reports them with the file, record and
 * field named (docs/decisions/0022).
 */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: EditorField[];
  field?: EditorField;
  options?: (string | number)[];
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  value_type?: "int" | "float";
  type?: "url" | "email";
  pattern?: [string, string];
  date_format?: string;
  time_format?: boolean;
  format?: string;
  media_folder?: string;
  public_folder?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  /** A list item's title, as "{{fields.id}}". */
  summary?: string;
}

export interface ContentFile {
  /** The file's name in content/, without `.yaml`. */
  name: string;
  schema: JsonSchema;
  /** The file's text, for its comments and its values (long text, media folders). */
  text: string;
}

/** Names people know the files by. */
const fileLabels: Record<string, string> = {
  site: "Site: name, office, social networks, navigation",
  pages: "Pages: titles and descriptions",
  announcements: "Announcements",
  programmes: "Programmes, stagings and results",
  sponsorship: "Sponsorship: tiers and entitlements",
  adjudicators: "Adjudicators and the ranking",
  team: "Team and departments",
  about: "About JADE",
  contacts: "Contacts",
  articles: "Articles (Media Moments)",
  partners: "Partners",
  affiliates: "Affiliates and membership",
  services: "Services",
  home: "Home page",
  donate: "Donate",
  legal: "Privacy and accessibility",
};

/** The custom file format name of one content file (each remembers its own text). */
export const formatName = (name: string) => `jade-${name}`;

export function editorCollection(files: ContentFile[]) {
  return {
    name: "content",
    label: "Site content",
    description:
      "Every file in content/. Each save goes to a pull request, checked before it is published.",
    editor: { preview: false },
    files: files.map((file) => {
      const context = new FileContext(file);
      return {
        name: file.name,
        label: fileLabels[file.name] ?? humanize(file.name),
        file: `content/${file.name}.yaml`,
        format: formatName(file.name),
        fields: objectFields(file.schema, "", context),
      };
    }),
  };
}

/** What a file says about its fields: the comments above them and the values they hold. */
class FileContext {
  private readonly comments = new Map<string, string>();
  private readonly values = new Map<string, unknown[]>();

  constructor(readonly file: ContentFile) {
    const doc = parseDocument(file.text);
    if (doc.commentBefore) this.comments.set("", doc.commentBefore.trim());
    this.walk(doc.contents as Node | null, "");
    this.root = file.schema;
  }

  readonly root: JsonSchema;

  comment(path: string): string | undefined {
    return this.comments.get(path);
  }

  valuesAt(path: string): unknown[] {
    return this.values.get(path) ?? [];
  }

  private walk(node: Node | null, path: string) {
    if (isMap(node))
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const child = join(path, String(pair.key.value));
        // The paragraph right above a key is its help; paragraphs before that, above the first
        // key, describe the file.
        const paragraphs = (pair.key.commentBefore ?? "").trim().split(/\n\s*\n/);
        const help = paragraphs
          .pop()
          ?.trim()
          .replace(/\s*\n\s*/g, " ");
        if (help && !this.comments.has(child)) this.comments.set(child, help);
        if (paragraphs.length > 0 && !path && !this.comments.has(""))
          this.comments.set("", paragraphs.join("\n\n").trim());
        this.walk(pair.value as Node | null, child);
      }
    else if (isSeq(node)) for (const item of node.items) this.walk(item as Node, `${path}[]`);
    else if (isScalar(node)) this.values.set(path, [...this.valuesAt(path), node.value]);
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function objectFields(schema: JsonSchema, path: string, context: FileContext): EditorField[] {
  const resolved = resolve(schema, context.root);
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), join(path, name), context),
  );
}

function fieldFor(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  context: FileContext,
): EditorField {
  const base = { name, label: humanize(name), ...(required ? {} : { required: false }) };
  const hint = [context.comment(path), describe(schema)].filter(Boolean).join(" ") || undefined;
  const field = widgetFor(resolve(schema, context.root), path, context, name);
  // A hidden field keeps its value as written; Sveltia takes no other option for it.
  if (field.widget === "hidden") return { name, label: humanize(name), widget: "hidden" };
  return {
    ...base,
    ...field,
    ...(hint ? { hint: [hint, field.hint].filter(Boolean).join(" ") } : {}),
  };
}

function widgetFor(
  schema: JsonSchema,
  path: string,
  context: FileContext,
  name: string,
): Omit<EditorField, "name" | "label"> {
  const branches = (schema.anyOf ?? schema.oneOf)?.map((branch) => resolve(branch, context.root));
  if (branches) {
    const kinds = branches.filter((branch) => branch.type !== "null");
    const nullable = kinds.length < branches.length;
    if (kinds.length === 1 && kinds[0]) {
      const widget = widgetFor(kinds[0], path, context, name);
      return nullable
        ? { ...widget, required: false, hint: "Leave it empty where this is not offered." }
        : widget;
    }
    // `sample: true` or `sample: [field, …]`: kept as it is; content:report lists it.
    if (name === "sample") return { widget: "hidden" };
    const options = branches.flatMap(
      (branch) => branch.enum ?? (branch.const === undefined ? [] : [branch.const]),
    );
    if (options.length === branches.length)
      return { widget: "select", options: options as (string | number)[] };
    // Records of more than one shape (the navigation's pages and groups): one form with every
    // field of every shape, each optional; the build's rules say which combinations stand.
    if (kinds.length > 1 && kinds.every((branch) => branch.type === "object"))
      return {
        widget: "object",
        fields: shapesFields(kinds, path, context),
        hint: eitherHint(kinds),
      };
    return { widget: "hidden" };
  }
  switch (schema.type) {
    case "object":
      return { widget: "object", fields: objectFields(schema, path, context) };
    case "array":
      return listWidget(schema, path, context, name);
    case "boolean":
      return { widget: "boolean" };
    case "integer":
    case "number":
      return numberWidget(schema);
    case "string":
      return stringWidget(schema, path, context);
    default:
      return { widget: "hidden" };
  }
}

/** The fields of several record shapes, in order of first appearance, none required. */
function shapesFields(shapes: JsonSchema[], path: string, context: FileContext): EditorField[] {
  const properties: Record<string, JsonSchema> = {};
  for (const shape of shapes)
    for (const [name, property] of Object.entries(shape.properties ?? {}))
      properties[name] ??= property;
  return objectFields({ type: "object", properties }, path, context);
}

/** "Fill in either page, or group and pages." */
function eitherHint(shapes: JsonSchema[]): string {
  const options = shapes.map((shape) =>
    (shape.required ?? []).map((name) => humanize(name).toLowerCase()).join(" and "),
  );
  return `Fill in either ${options.join(", or ")}.`;
}

function listWidget(schema: JsonSchema, path: string, context: FileContext, name: string) {
  const items = resolve(schema.items ?? {}, context.root);
  const bounds = {
    ...(typeof schema.minItems === "number" ? { min: schema.minItems } : {}),
    ...(typeof schema.maxItems === "number" ? { max: schema.maxItems } : {}),
  };
  const itemPath = `${path}[]`;
  const shapes = items.anyOf?.map((branch) => resolve(branch, context.root));
  if (shapes && shapes.length > 1 && shapes.every((shape) => shape.type === "object"))
    return {
      widget: "list",
      ...bounds,
      collapsed: true,
      fields: shapesFields(shapes, itemPath, context),
      hint: eitherHint(shapes),
    };
  if (items.type === "object" && !items.anyOf)
    return {
      widget: "list",
      ...bounds,
      collapsed: true,
      fields: objectFields(items, itemPath, context),
      ...(items.properties?.id ? { summary: "{{fields.id}}" } : {}),
    };
  const item = widgetFor(items, itemPath, context, name);
  return { widget: "list", ...bounds, field: { name: "item", label: humanize(name), ...item } };
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

function stringWidget(schema: JsonSchema, path: string, context: FileContext) {
  if (schema.enum) return { widget: "select", options: schema.enum as string[] };
  if (schema.const !== undefined) return { widget: "select", options: [schema.const as string] };
  if (schema.format === "date")
    return {
      widget: "datetime",
      date_format: "YYYY-MM-DD",
      time_format: false,
      format: "YYYY-MM-DD",
    };
  if (typeof schema.pattern === "string" && schema.pattern.startsWith("^assets\\/")) {
    const values = context
      .valuesAt(path)
      .filter((value): value is string => typeof value === "string");
    const folder = commonFolder(values);
    return {
      widget:
        values.length > 0 && values.every((value) => imageFile.test(value)) ? "image" : "file",
      media_folder: `/content/${folder}`,
      public_folder: `/${folder}`,
      // A file of the site's own, never an address elsewhere (the schema wants a path).
      choose_url: false,
    };
  }
  const long = context
    .valuesAt(path)
    .some((value) => typeof value === "string" && (value.length > 80 || value.includes("\n")));
  return {
    widget: long ? "text" : "string",
    ...(schema.format === "uri" ? { type: "url" as const } : {}),
    ...(schema.format === "email" ? { type: "email" as const } : {}),
    ...(typeof schema.minLength === "number" && schema.minLength > 1
      ? { minlength: schema.minLength }
      : {}),
    ...(typeof schema.maxLength === "number" ? { maxlength: schema.maxLength } : {}),
    ...(typeof schema.pattern === "string" && schema.format === undefined
      ? { pattern: [schema.pattern, patternMessage(schema.pattern)] as [string, string] }
      : {}),
  };
}

/** The folder under content/ that every value sits in (assets/ at least). */
function commonFolder(values: string[]): string {
  const folders = values.map((value) => value.split("/").slice(0, -1));
  const [first = ["assets"]] = folders;
  const common = first.filter((part, index) => folders.every((folder) => folder[index] === part));
  return common.length > 0 ? common.join("/") : "assets";
}

const idPattern = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

function patternMessage(pattern: string): string {
  if (pattern === idPattern)
    return "Lower-case letters and digits, words joined by hyphens, like national-debaters-week.";
  return "This is not in the form the site needs: see the help above the field.";
}

/** Placeholders a text must keep ("{dates}"), from the schema's patterns. */
function describe(schema: JsonSchema): string | undefined {
  const patterns = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])]
    .map((part) => part.pattern)
    .filter((pattern): pattern is string => typeof pattern === "string");
  const placeholders = patterns.flatMap((pattern) =>
    [...pattern.matchAll(/\\\{(\w+)\\\}/g)].map((match) => `{${match[1]}}`),
  );
  const parts = [
    typeof schema.description === "string" ? schema.description : undefined,
    placeholders.length > 0
      ? `Keep ${placeholders.join(" and ")} in the text: the site fills it in.`
      : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** Words people write otherwise: capitals, and code words. */
const acronyms: Record<string, string> = {
  id: "ID",
  url: "URL",
  pdf: "PDF",
  mp4: "MP4",
  href: "link address",
  nav: "navigation",
};

/** "registrationCloses" → "Registration closes", "resultsUrl" → "Results URL". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => acronyms[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
