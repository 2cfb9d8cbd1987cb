import { describe, expect, it } from "vitest";
import { z } from "zod";
import { itemNouns } from "~/content/item-nouns";
import { contentSchemas, type ContentName } from "~/content/schema";
import type { JsonSchema } from "./json-schema";
import { schemaFields } from "./schema-paths";
import { codeWordIn, fileWords } from "./words";

const names = Object.keys(contentSchemas) as ContentName[];
const jsonSchema = (name: ContentName) =>
  z.toJSONSchema(contentSchemas[name], { io: "input", unrepresentable: "any" }) as JsonSchema;

describe.each(names)("the editor's words for %s", (name) => {
  const words = fileWords[name];
  const fields = schemaFields(jsonSchema(name));

  it("label every field of the file, and nothing else", () => {
    expect(Object.keys(words.fields).sort()).toEqual(fields.map((field) => field.path).sort());
  });

  it("give every field a label and help in staff words", () => {
    const problems = Object.entries(words.fields).flatMap(([path, { label, help }]) => [
      ...(label.trim() ? [] : [`${path}: no label`]),
      ...(help.trim().length >= 20 ? [] : [`${path}: no help`]),
      ...[label, help].flatMap((text) => {
        const problem = codeWordIn(text);
        return problem ? [`${path}: ${problem} in ${JSON.stringify(text)}`] : [];
      }),
    ]);
    expect(problems).toEqual([]);
    expect(codeWordIn(words.label)).toBeUndefined();
  });

  it("name each list's item, and the field that names a record", () => {
    for (const field of fields.filter((candidate) => candidate.schema.type === "array")) {
      const own = words.fields[field.path];
      // One item's name is the model's, as the check names it too (app/content/item-nouns.ts).
      const nouns = itemNouns[name] as Record<string, string | undefined>;
      expect(nouns[field.path], `${field.path}: the singular of its items`).toMatch(/^\S/);
      expect(codeWordIn(nouns[field.path] ?? "")).toBeUndefined();
      const itemFields = fields.filter((child) => child.path.startsWith(`${field.path}[].`));
      if (own?.itemName !== undefined)
        expect(itemFields.map((child) => child.name)).toEqual(
          expect.arrayContaining([own.itemName].flat()),
        );
    }
  });

  it("say in each list's help the order its items are read in", () => {
    for (const field of fields.filter((candidate) => candidate.schema.type === "array"))
      expect(words.fields[field.path]?.help, field.path).toMatch(
        /in (this|the|that|a fixed) order|order here does not matter|whatever their order|newest|earliest first|highest first|winners first|at the top/i,
      );
  });

  it("mark as held whole only a list of a closed set, as many as it holds", () => {
    // "All 5 tiers, each once." must be true: the items carry one of exactly that many choices.
    for (const [path, own] of Object.entries(words.fields).filter(([, own]) => own.allOnce)) {
      const list = fields.find((field) => field.path === path)?.schema;
      const choices = fields
        .filter((field) => field.path.startsWith(`${path}[].`))
        .map((field) => field.schema.enum?.length);
      expect(list?.type, path).toBe("array");
      expect(choices, `${path}: ${JSON.stringify(own)}`).toContain(list?.maxItems);
    }
  });

  it("never say a list holds any number: the editor says its limit under it", () => {
    for (const field of fields.filter((candidate) => candidate.schema.type === "array"))
      expect(words.fields[field.path]?.help, field.path).not.toMatch(
        /as many as|any number|no limit|unlimited|however many/i,
      );
  });

  it("show first only fields the file has", () => {
    const topLevel = fields.filter(
      (field) => !field.path.includes(".") && !field.path.includes("["),
    );
    for (const first of words.first) expect(topLevel.map((field) => field.name)).toContain(first);
  });
});

describe("the words for a picture's description", () => {
  const all = Object.values(fileWords).flatMap((file) => Object.entries(file.fields));
  it("are the same for every picture, and no other field's", () => {
    const descriptions = all.filter(([path]) => /(image|photo)Alt$/.test(path));
    expect(descriptions.length).toBeGreaterThan(4);
    for (const [path, own] of descriptions) {
      expect(own.label, path).toBe("What the picture shows");
      expect(own.help, path).toMatch(
        /read out instead of the (picture|photo) to visitors who cannot see it/,
      );
    }
    const others = all.filter(([path]) => !/(image|photo)Alt$/.test(path));
    for (const [path, own] of others)
      expect(own.label, path).not.toMatch(
        /picture shows|(image|picture|photo) description|instead of the/i,
      );
  });

  it("tell a banner's text over the slide from its picture's description", () => {
    const banner = fileWords.home.fields;
    expect(banner["banners[].description"]?.label).toBe("Text over the slide");
    expect(banner["banners[].description"]?.help).toMatch(
      /not the picture's description.*“What the picture shows”/,
    );
    expect(banner["banners[].imageAlt"]?.help).toMatch(
      /not shown on the slide.*“Text over the slide”/,
    );
  });
});

describe("codeWordIn", () => {
  it.each([
    ["The last day to register (registrationCloses).", "camelCase"],
    ["Run npm run content:report to see it.", "file or tool"],
    ["Write null where it is not offered.", "programming term"],
    ["The image_alt text.", "snake_case"],
    ["programmes[1] is wrong", "code punctuation"],
    ["The staging's id.", "lower case"],
  ])("finds code in %j", (text, kind) => {
    expect(codeWordIn(text)).toMatch(kind);
  });

  it.each([
    "Keep {minAge} in the text: the site fills in the youngest age.",
    "A short name, like ndw-2027, used in the staging ID.",
    "The partner's website, opened when a visitor selects the logo.",
  ])("reads %j as staff words", (text) => {
    expect(codeWordIn(text)).toBeUndefined();
  });
});

describe("the names of a list's items", () => {
  it("name only lists the files have", () => {
    const stray = names.flatMap((name) => {
      const lists = schemaFields(jsonSchema(name))
        .filter((field) => field.schema.type === "array")
        .map((field) => field.path);
      return Object.keys(itemNouns[name]).filter((path) => !lists.includes(path));
    });
    expect(stray).toEqual([]);
  });
});
