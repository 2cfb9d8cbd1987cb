/**
 * Which fields of the content name a file, and of which kind (app/content/asset-rules.ts), read from
 * the schemas themselves (each such field carries `asset: <kind>` in its JSON Schema), so a field a
 * schema gains is checked, and tested, without a list written twice. Node and browser.
 */
import { z } from "zod";
import { type AssetKindName, isAssetKind } from "./asset-rules";
import { type ContentName, contentSchemas } from "./schema";

/** The JSON Schema zod writes for a content file, as far as these walks read it. */
export interface Schema {
  type?: string | string[];
  maxItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
  asset?: unknown;
}

const schemas = new Map<ContentName, Schema>();
/** A content file's JSON Schema (`z.toJSONSchema`, as the editor is generated from). */
export function schemaOf(name: ContentName): Schema {
  let schema = schemas.get(name);
  if (!schema) {
    schema = z.toJSONSchema(contentSchemas[name], {
      io: "input",
      unrepresentable: "any",
    }) as Schema;
    schemas.set(name, schema);
  }
  return schema;
}

/** A schema with its `$ref` (to the root's `$defs`) followed. */
export function resolve(schema: Schema, root: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
  return target ? resolve(target, root) : schema;
}

/** The schema's branches: itself, or each of a union's. */
function branches(schema: Schema, root: Schema): Schema[] {
  const resolved = resolve(schema, root);
  const parts = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  return parts ? parts.flatMap((part) => branches(part, root)) : [resolved];
}

/** A field that names a file: where it is (list items as "[]") and its kind. */
export interface AssetField {
  file: ContentName;
  path: string[];
  kind: AssetKindName;
}

/** Every field of every content file that names a file, from the schemas. */
export function assetFields(): AssetField[] {
  const found: AssetField[] = [];
  const visit = (
    file: ContentName,
    schema: Schema,
    path: string[],
    root: Schema,
    seen: Set<Schema>,
  ) => {
    for (const branch of branches(schema, root)) {
      if (seen.has(branch)) continue;
      if (isAssetKind(branch.asset)) found.push({ file, path, kind: branch.asset });
      const inner = new Set(seen).add(branch);
      for (const [key, property] of Object.entries(branch.properties ?? {}))
        visit(file, property, [...path, key], root, inner);
      if (branch.items) visit(file, branch.items, [...path, "[]"], root, inner);
    }
  };
  for (const file of Object.keys(contentSchemas) as ContentName[])
    visit(file, schemaOf(file), [], schemaOf(file), new Set());
  // A field reached through two branches of a union is one field.
  return found.filter(
    (field, index) =>
      found.findIndex(
        (other) => other.file === field.file && other.path.join(".") === field.path.join("."),
      ) === index,
  );
}

/** A file named in the content: in which content file, where, of which kind, and its path. */
export interface NamedAsset {
  file: ContentName;
  at: PropertyKey[];
  kind: AssetKindName;
  value: string;
}

/** Every file the content names, with its field's kind. */
export function namedAssets(content: Partial<Record<ContentName, unknown>>): NamedAsset[] {
  const named: NamedAsset[] = [];
  for (const field of assetFields()) {
    const visit = (node: unknown, rest: string[], at: PropertyKey[]) => {
      const [step, ...after] = rest;
      if (step === undefined) {
        if (typeof node === "string")
          named.push({ file: field.file, at, kind: field.kind, value: node });
      } else if (step === "[]") {
        if (Array.isArray(node)) node.forEach((item, index) => visit(item, after, [...at, index]));
      } else if (node !== null && typeof node === "object") {
        visit((node as Record<string, unknown>)[step], after, [...at, step]);
      }
    };
    visit(content[field.file], field.path, []);
  }
  return named;
}
