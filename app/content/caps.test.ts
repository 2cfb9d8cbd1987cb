import { describe, expect, it } from "vitest";
import { type Schema, schemaOf } from "./asset-fields";
import { type ContentName, contentSchemas } from "./schema";

// Every list of every content file has a cap, so no edit can make a page grow past its budget
// (decision 0037); a list a schema gains without one fails here.

/** The place of every list without a cap. */
function uncapped(schema: Schema, at: string, found: string[], root: Schema, seen: Set<Schema>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const name = schema.$ref && /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  if (name) uncapped(root.$defs?.[name] ?? {}, at, found, root, seen);
  if (schema.type === "array" && typeof schema.maxItems !== "number") found.push(at);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    uncapped(property, `${at}.${key}`, found, root, seen);
  if (schema.items) uncapped(schema.items, `${at}[]`, found, root, seen);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    uncapped(branch, at, found, root, seen);
}

describe("every list in the content", () => {
  it.each(Object.keys(contentSchemas) as ContentName[])("in %s.yaml has a cap", (name) => {
    const root = schemaOf(name);
    const found: string[] = [];
    uncapped(root, name, found, root, new Set());
    expect(found).toEqual([]);
  });
});
