import { resolve, type JsonSchema } from "./json-schema";

/** One field of a content file, found by walking the file's JSON Schema. */
export interface SchemaField {
  /** `programmes[].stagings[].dates[].start`: keys joined by dots, `[]` for a list's items. */
  path: string;
  /** The field's own name, the last key of its path. */
  name: string;
  /** Its schema, `$ref` followed. */
  schema: JsonSchema;
  /** Whether the record it belongs to requires it. */
  required: boolean;
}

/** `sample` marks are not fields staff fill in: the editor keeps them itself. */
const markKey = "sample";

export const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every field of a file, in the schema's order, each path once: the fields of a list's records
 * under `list[]`, of records of several shapes (the navigation's pages and groups) merged.
 */
export function schemaFields(root: JsonSchema): SchemaField[] {
  const fields = new Map<string, SchemaField>();
  const walk = (schema: JsonSchema, path: string) => {
    const resolved = resolve(schema, root);
    for (const branch of resolved.anyOf ?? resolved.oneOf ?? []) walk(branch, path);
    const required = new Set(resolved.required ?? []);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      if (name === markKey) continue;
      const child = joinPath(path, name);
      if (!fields.has(child))
        fields.set(child, {
          path: child,
          name,
          schema: resolve(property, root),
          required: required.has(name),
        });
      walk(property, child);
    }
    if (resolved.items) walk(resolved.items, `${path}[]`);
  };
  walk(root, "");
  return [...fields.values()];
}
