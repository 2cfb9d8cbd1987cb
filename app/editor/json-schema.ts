/**
 * The JSON Schema that zod writes for each content file (`z.toJSONSchema`), as the content editor
 * reads it: the editor's fields, the values it shows and the values it writes all follow it.
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
  format?: string;
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  /** What an id names in another file: "staging", "article" or "contact" (schema.ts). */
  references?: string;
  [keyword: string]: unknown;
}

/** A schema with its `$ref` (to the root's `$defs`) followed. */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
  return target ? resolve(target, root) : schema;
}

/** Whether a value of `kind` ("string", "null", "object"…) fits the schema. */
export function allows(schema: JsonSchema, kind: string, root: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => allows(resolve(branch, root), kind, root));
  if (schema.const !== undefined) return kindOf(schema.const) === kind;
  if (schema.type === undefined) return kind !== "null" || schema.enum?.includes(null) === true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes(kind) || (kind === "number" && types.includes("integer"));
}

export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "object" ? "object" : typeof value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The schema's one kind besides null (an optional amount's number), or the schema itself. */
export function nonNull(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf)?.map((branch) => resolve(branch, root));
  const kinds = branches?.filter((branch) => branch.type !== "null");
  return kinds?.length === 1 && kinds[0] ? kinds[0] : schema;
}

/**
 * For a union, the branch that fits the value's kind; among record shapes, the one that has most
 * of the value's filled-in fields.
 */
export function branchFor(
  value: unknown,
  schema: JsonSchema,
  root: JsonSchema,
): JsonSchema | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const kind = kindOf(value);
  const fitting = branches
    .map((candidate) => resolve(candidate, root))
    .filter((candidate) => allows(candidate, kind, root));
  const filled = isRecord(value) ? Object.keys(value).filter((key) => !isBlank(value[key])) : [];
  const score = (candidate: JsonSchema) =>
    filled.filter((key) => candidate.properties?.[key] !== undefined).length;
  const branch = fitting.reduce<JsonSchema | undefined>(
    (best, candidate) => (best === undefined || score(candidate) > score(best) ? candidate : best),
    undefined,
  );
  return branch && branchFor(value, branch, root);
}

/** Nothing filled in: absent, an empty text, an empty list or an empty record. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}
