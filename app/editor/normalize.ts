/**
 * What the editor hands back, put in the form the content schemas accept before it is written.
 * Sveltia CMS writes an emptied optional field as `''` (and an empty list as `[]`), and an
 * uploaded file's path with a leading slash (`/assets/…`). The JSON Schema generated from the
 * zod schema says which fields are optional and which are asset paths, so the fix follows it:
 *
 * - an optional field that is empty (`''`, `[]`, `{}`, or null where null is not allowed) is
 *   left out, as people write it;
 * - a required field is kept as it is, even empty: the build then names it in its error;
 * - a path with a leading slash loses it where the field wants a path under `assets/`.
 *
 * Nothing else changes: text is not trimmed, and fields the schema does not know are kept, so
 * the build reports them rather than the editor losing them silently.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
  [keyword: string]: unknown;
}

export function normalizeEntry(value: unknown, schema: JsonSchema): unknown {
  return normalize(value, schema, schema);
}

function normalize(value: unknown, schema: JsonSchema | undefined, root: JsonSchema): unknown {
  // An emptied amount that may be null ("not offered") is null.
  if (value === "" && schema) {
    const target = resolve(schema, root);
    if (allows(target, "null", root) && !allows(target, "string", root)) return null;
  }
  const resolved = schema && branchFor(value, resolve(schema, root), root);
  if (!resolved) return value;
  if (Array.isArray(value)) return value.map((item) => normalize(item, resolved.items, root));
  if (isRecord(value)) {
    const required = new Set(resolved.required ?? []);
    const entries = Object.entries(value).flatMap(([key, field]): [string, unknown][] => {
      const fieldSchema = resolved.properties?.[key];
      const next = normalize(field, fieldSchema, root);
      // Empty and optional, or empty and not this shape's (another shape's field left blank).
      if (!required.has(key) && isEmpty(next, fieldSchema && resolve(fieldSchema, root), root))
        return [];
      return [[key, next]];
    });
    return Object.fromEntries(entries);
  }
  if (typeof value === "string" && value.startsWith("/") && wantsAsset(resolved))
    return value.slice(1);
  return value;
}

function isEmpty(value: unknown, schema: JsonSchema | undefined, root: JsonSchema): boolean {
  if (value === undefined || value === "") return true;
  if (value === null) return !schema || !allows(schema, "null", root);
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}

function wantsAsset(schema: JsonSchema): boolean {
  return typeof schema.pattern === "string" && schema.pattern.startsWith("^assets\\/");
}

/** A schema with its `$ref` (to the root's `$defs`) followed. */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
  return target ? resolve(target, root) : schema;
}

/**
 * For a union, the branch that fits the value's kind; among record shapes, the one that has
 * most of the value's filled-in fields.
 */
function branchFor(value: unknown, schema: JsonSchema, root: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const kind = kindOf(value);
  const fitting = branches
    .map((candidate) => resolve(candidate, root))
    .filter((candidate) => allows(candidate, kind, root));
  const filled = isRecord(value)
    ? Object.keys(value).filter((key) => !isEmpty(value[key], undefined, root))
    : [];
  const score = (candidate: JsonSchema) =>
    filled.filter((key) => candidate.properties?.[key] !== undefined).length;
  const branch = fitting.reduce<JsonSchema | undefined>(
    (best, candidate) => (best === undefined || score(candidate) > score(best) ? candidate : best),
    undefined,
  );
  return branch && branchFor(value, branch, root);
}

function allows(schema: JsonSchema, kind: string, root: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => allows(resolve(branch, root), kind, root));
  if (schema.const !== undefined) return kindOf(schema.const) === kind;
  if (schema.type === undefined) return kind !== "null" || schema.enum?.includes(null) === true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes(kind) || (kind === "number" && types.includes("integer"));
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "object" ? "object" : typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
