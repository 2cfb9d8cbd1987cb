import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentSchemas } from "~/content/schema";
import {
  editorCollection,
  formatName,
  humanize,
  type ContentFile,
  type EditorField,
} from "./config";
import { resolve, type JsonSchema } from "./normalize";

const files: ContentFile[] = Object.entries(contentSchemas).map(([name, schema]) => ({
  name,
  schema: z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema,
  text: readFileSync(new URL(`../../content/${name}.yaml`, import.meta.url), "utf8"),
}));

/**
 * Where the editor's fields and a schema disagree, one line each: a field missing or extra, a
 * required field the editor lets go empty, a widget that cannot hold the schema's type, a select
 * whose options differ from the closed set. Written apart from the generator, so a mistake in
 * one is caught by the other.
 */
function disagreements(
  fields: EditorField[],
  schema: JsonSchema,
  root: JsonSchema,
  path: string,
): string[] {
  const object = resolve(schema, root);
  const properties = Object.keys(object.properties ?? {});
  const names = fields.map((field) => field.name);
  const problems: string[] = [];
  if (names.join() !== properties.join())
    problems.push(
      `${path}: fields [${names.join(", ")}] but the schema has [${properties.join(", ")}]`,
    );
  const required = new Set(object.required ?? []);
  for (const field of fields) {
    const property = object.properties?.[field.name];
    if (!property) continue;
    problems.push(
      ...fieldDisagreements(
        field,
        resolve(property, root),
        root,
        `${path}.${field.name}`,
        required.has(field.name),
      ),
    );
  }
  return problems;
}

function fieldDisagreements(
  field: EditorField,
  schema: JsonSchema,
  root: JsonSchema,
  path: string,
  required: boolean,
): string[] {
  if (field.widget === "hidden") return [];
  const branches = schema.anyOf?.map((branch) => resolve(branch, root));
  const nullable = branches?.some((branch) => branch.type === "null") ?? false;
  const kinds = branches?.filter((branch) => branch.type !== "null");
  const target = kinds?.length === 1 && kinds[0] ? kinds[0] : (shapes(kinds) ?? schema);
  const problems: string[] = [];
  if (required && field.required !== false && nullable)
    problems.push(`${path}: may be null, but the editor requires it`);
  if (required && !nullable && field.required === false)
    problems.push(`${path}: required, but the editor lets it go empty`);
  if (!required && field.required !== false)
    problems.push(`${path}: optional, but the editor requires it`);
  const closed =
    target.enum ??
    (target.const === undefined ? undefined : [target.const]) ??
    branches?.flatMap(
      (branch) => branch.enum ?? (branch.const === undefined ? [] : [branch.const]),
    );
  if (field.widget === "select") {
    if (JSON.stringify(field.options) !== JSON.stringify(closed))
      problems.push(
        `${path}: options ${JSON.stringify(field.options)}, schema ${JSON.stringify(closed)}`,
      );
    return problems;
  }
  if (target.enum) problems.push(`${path}: a closed set shown as ${field.widget}`);
  const accepts: Record<string, string[]> = {
    string: ["string", "text", "datetime", "image", "file"],
    integer: ["number"],
    number: ["number"],
    boolean: ["boolean"],
    object: ["object"],
    array: ["list"],
  };
  const type = String(target.type);
  if (!accepts[type]?.includes(field.widget))
    problems.push(`${path}: ${type} shown as ${field.widget}`);
  if (type === "integer" && field.value_type !== "int")
    problems.push(`${path}: a whole number, but the editor allows fractions`);
  if (target.format === "date" && field.widget !== "datetime")
    problems.push(`${path}: a date without a date picker`);
  if (type === "object" && field.fields)
    problems.push(...disagreements(field.fields, target, root, path));
  if (type === "array") {
    const resolvedItems = resolve(target.items ?? {}, root);
    const items =
      shapes(resolvedItems.anyOf?.map((branch) => resolve(branch, root))) ?? resolvedItems;
    if (field.fields) problems.push(...disagreements(field.fields, items, root, `${path}[]`));
    else if (field.field)
      problems.push(...fieldDisagreements(field.field, items, root, `${path}[]`, true));
    else problems.push(`${path}: a list without item fields`);
    if (target.minItems !== undefined && field.min !== target.minItems)
      problems.push(
        `${path}: at least ${String(target.minItems)} items, editor min ${String(field.min)}`,
      );
  }
  return problems;
}

/**
 * Records of several shapes as one form: every field of every shape, none required (the build
 * decides which combinations stand). Undefined unless every shape is a record.
 */
function shapes(branches: JsonSchema[] | undefined): JsonSchema | undefined {
  if (!branches || branches.length < 2 || branches.some((branch) => branch.type !== "object"))
    return undefined;
  return {
    type: "object",
    properties: Object.assign({}, ...branches.map((branch) => branch.properties)) as Record<
      string,
      JsonSchema
    >,
    required: [],
  };
}

describe("the editor's configuration", () => {
  const collection = editorCollection(files);

  it("has one entry per content file, each with its own format", () => {
    expect(collection.files.map((file) => file.file)).toEqual(
      files.map((file) => `content/${file.name}.yaml`),
    );
    expect(new Set(collection.files.map((file) => file.format)).size).toBe(files.length);
    expect(collection.files.map((file) => file.format)).toEqual(
      files.map((file) => formatName(file.name)),
    );
  });

  it.each(files.map((file) => [file.name, file] as const))(
    "agrees with the schema of %s.yaml",
    (_, file) => {
      const entry = collection.files.find((candidate) => candidate.name === file.name);
      expect(disagreements(entry?.fields ?? [], file.schema, file.schema, file.name)).toEqual([]);
    },
  );

  it("would notice a field the schema gained, or a field made optional", () => {
    const [file] = files;
    if (!file) throw new Error("no content files");
    const changed = structuredClone(file.schema);
    changed.properties = { ...changed.properties, motto: { type: "string" } };
    changed.required = [...(changed.required ?? []).filter((name) => name !== "name"), "motto"];
    const fields = collection.files[0]?.fields ?? [];
    expect(disagreements(fields, changed, changed, file.name)).toEqual([
      `${file.name}: fields [${fields.map((field) => field.name).join(", ")}] but the schema has [${Object.keys(changed.properties).join(", ")}]`,
      `${file.name}.name: optional, but the editor requires it`,
    ]);
  });

  it("uses date pickers, number fields with 'not offered', closed sets as selects and image uploads", () => {
    const programmes = collection.files.find((file) => file.name === "programmes");
    const stagings = programmes?.fields
      .find((field) => field.name === "programmes")
      ?.fields?.find((field) => field.name === "stagings");
    const start = stagings?.fields
      ?.find((field) => field.name === "dates")
      ?.fields?.find((field) => field.name === "start");
    expect(start).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    const gold = stagings?.fields
      ?.find((field) => field.name === "costs")
      ?.fields?.find((field) => field.name === "gold");
    expect(gold).toMatchObject({ widget: "number", value_type: "int", required: false, min: 1 });
    expect(gold?.hint).toMatch(/not offered/);
    const articles = collection.files.find((file) => file.name === "articles");
    const image = articles?.fields
      .find((field) => field.name === "articles")
      ?.fields?.find((field) => field.name === "image");
    expect(image).toMatchObject({
      widget: "image",
      media_folder: "/content/assets/articles",
      public_folder: "/assets/articles",
      choose_url: false,
    });
    const contacts = collection.files.find((file) => file.name === "contacts");
    const icon = contacts?.fields
      .find((field) => field.name === "contacts")
      ?.fields?.find((field) => field.name === "icon");
    expect(icon?.widget).toBe("select");
  });

  it("takes help from the comment above a field in its file", () => {
    const programmes = collection.files.find((file) => file.name === "programmes");
    const results = programmes?.fields.find((field) => field.name === "results");
    expect(results?.hint).toMatch(/every held staging and its results, by season/);
  });

  it("names fields in plain words", () => {
    expect(humanize("registrationCloses")).toBe("Registration closes");
    expect(humanize("super-supporter")).toBe("Super supporter");
    expect(humanize("resultsUrl")).toBe("Results URL");
    expect(humanize("id")).toBe("ID");
  });
});
