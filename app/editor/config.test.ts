import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { contentSchemas, type ContentName } from "~/content/schema";
import {
  editorCollection,
  formatName,
  referenceWidget,
  type ContentFile,
  type EditorField,
} from "./config";
import { amountPattern, datePattern } from "./form-values";
import { nonNull, resolve, type JsonSchema } from "./json-schema";
import { joinPath, schemaFields } from "./schema-paths";
import { codeWordIn, fileWords } from "./words";
import { contentText } from "../../tests/support/content-files";

const files: ContentFile[] = (Object.keys(contentSchemas) as ContentName[]).map((name) => ({
  name,
  schema: z.toJSONSchema(contentSchemas[name], {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema,
  text: contentText(name),
}));
const { pages } = parse(files.find((file) => file.name === "pages")?.text ?? "") as {
  pages: { id: string; name: string }[];
};
const pageNames = Object.fromEntries(pages.map((page) => [page.id, page.name]));

/**
 * Where the editor's fields and a schema disagree, one line each: a field missing or extra, a
 * field required of staff that may be empty (or the other way), a widget that cannot hold the
 * schema's kind, a closed set whose choices differ, a field without a label or help. Written
 * apart from the generator, so a mistake in one is caught by the other.
 */
function disagreements(
  fields: EditorField[],
  schema: JsonSchema,
  root: JsonSchema,
  path: string,
  ordered = true,
): string[] {
  const record = resolve(schema, root);
  const properties = Object.keys(record.properties ?? {});
  const names = fields.map((field) => field.name);
  const problems: string[] = [];
  const same = ordered
    ? names.join() === properties.join()
    : [...names].sort().join() === [...properties].sort().join();
  if (!same)
    problems.push(
      `${path}: fields [${names.join(", ")}] but the schema has [${properties.join(", ")}]`,
    );
  const required = new Set(record.required ?? []);
  for (const field of fields) {
    const property = record.properties?.[field.name];
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

/** A value staff may leave empty: optional, nullable, or a text with no rule on it. */
function mayBeLeftEmpty(schema: JsonSchema, root: JsonSchema, required: boolean): boolean {
  if (!required) return true;
  const branches = schema.anyOf?.map((branch) => resolve(branch, root));
  if (branches?.some((branch) => branch.type === "null")) return true;
  return (
    schema.type === "boolean" ||
    (schema.type === "string" &&
      !schema.minLength &&
      !schema.pattern &&
      !schema.format &&
      !schema.enum &&
      schema.const === undefined)
  );
}

function fieldDisagreements(
  field: EditorField,
  schema: JsonSchema,
  root: JsonSchema,
  path: string,
  required: boolean,
): string[] {
  if (field.name === "sample") return sampleDisagreements(field, schema, path);
  const problems: string[] = [];
  if (!field.label.trim() || codeWordIn(field.label))
    problems.push(`${path}: label ${JSON.stringify(field.label)}`);
  if (!field.comment?.trim() || codeWordIn(field.comment.replace(/\{\w+\}/g, "")))
    problems.push(`${path}: help ${JSON.stringify(field.comment)}`);
  const empty = mayBeLeftEmpty(schema, root, required);
  const listEmpty = schema.type === "array" && !((schema.minItems ?? 0) > 0);
  if (field.required !== false && (empty || listEmpty))
    problems.push(`${path}: may be left empty, but the editor requires it`);
  if (field.required === false && !empty && !listEmpty)
    problems.push(`${path}: must be filled in, but the editor lets it go empty`);
  const branches = schema.anyOf?.map((branch) => resolve(branch, root));
  const kinds = branches?.filter((branch) => branch.type !== "null");
  const target = kinds?.length === 1 && kinds[0] ? kinds[0] : (shapes(kinds) ?? schema);
  if (target.format === "money") {
    if (field.widget !== "string" || field.pattern?.[0] !== amountPattern)
      problems.push(`${path}: an amount not taken as staff type it`);
    return problems;
  }
  if (target.format === "date") {
    if (field.widget !== "string" || field.pattern?.[0] !== datePattern)
      problems.push(`${path}: a date not taken as staff write it`);
    return problems;
  }
  if (typeof target.references === "string") {
    if (field.widget !== referenceWidget || field.references !== target.references)
      problems.push(`${path}: names a ${target.references}, but is not chosen from them`);
    return problems;
  }
  const closed =
    target.enum ??
    (target.const === undefined ? undefined : [target.const]) ??
    branches?.flatMap(
      (branch) => branch.enum ?? (branch.const === undefined ? [] : [branch.const]),
    );
  if (field.widget === "select") {
    const values = field.options?.map((option) =>
      typeof option === "object" ? option.value : option,
    );
    if (JSON.stringify(values) !== JSON.stringify(closed))
      problems.push(`${path}: choices ${JSON.stringify(values)}, schema ${JSON.stringify(closed)}`);
    return problems;
  }
  if (target.enum) problems.push(`${path}: a closed set shown as ${field.widget}`);
  const accepts: Record<string, string[]> = {
    string: ["string", "text", "image", "file"],
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
  if (type === "object" && field.fields)
    problems.push(...disagreements(field.fields, target, root, path));
  if (type === "array") {
    const resolvedItems = resolve(target.items ?? {}, root);
    const items =
      shapes(resolvedItems.anyOf?.map((branch) => resolve(branch, root))) ?? resolvedItems;
    if (!field.label_singular) problems.push(`${path}: its items have no name`);
    if (field.fields) {
      problems.push(...disagreements(field.fields, items, root, `${path}[]`));
      if (items.type === "object" && !resolvedItems.anyOf && !field.summary)
        problems.push(`${path}: its items show no name when closed`);
    } else if (field.field)
      problems.push(
        ...fieldDisagreements(field.field, items, root, `${path}[]`, true).filter(
          (problem) => !problem.includes(": help"),
        ),
      );
    else problems.push(`${path}: a list without item fields`);
    if (target.minItems !== undefined && field.min !== target.minItems)
      problems.push(
        `${path}: at least ${String(target.minItems)} items, editor min ${String(field.min)}`,
      );
  }
  return problems;
}

/** A sample mark: kept as written, or the list of the record's fields still to replace. */
function sampleDisagreements(field: EditorField, _schema: JsonSchema, path: string): string[] {
  if (field.widget === "hidden") return [];
  if (field.widget !== "select" || !field.multiple || field.required !== false)
    return [`${path}: a sample mark staff cannot see as a list`];
  return [];
}

/** Records of several shapes as one form: every field of every shape, none required. */
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

/**
 * Each list of a file's schema with a cap whose editor field does not say that cap under it, as
 * its one number (the list's hint, "Up to 40 partners."). The caps are read from the schema, and
 * the fields found by their paths, apart from the generator.
 */
function unsaidLimits(fields: EditorField[], schema: JsonSchema, name: string): string[] {
  const byPath = new Map<string, EditorField>();
  const walk = (children: EditorField[] | undefined, path: string) => {
    for (const field of children ?? []) {
      const at = joinPath(path, field.name);
      byPath.set(at, field);
      walk(field.fields, field.widget === "list" ? `${at}[]` : at);
    }
  };
  walk(fields, "");
  const problems: string[] = [];
  for (const { path, schema: own } of schemaFields(schema)) {
    const list = nonNull(own, schema);
    if (list.type !== "array" || typeof list.maxItems !== "number") continue;
    const field = byPath.get(path);
    const numbers = [...(field?.hint ?? "").matchAll(/\d[\d,]*/g)].map((match) =>
      Number(match[0].replace(/,/g, "")),
    );
    if (field?.widget !== "list") problems.push(`${name}.${path}: no list in the editor`);
    else if (numbers.join() !== String(list.maxItems))
      problems.push(
        `${name}.${path}: holds at most ${String(list.maxItems)}, its hint says ${JSON.stringify(field.hint)}`,
      );
  }
  return problems;
}

const collection = editorCollection(files, { pageNames });
const entry = (name: ContentName) => {
  const found = collection.files.find((file) => file.name === name);
  if (!found) throw new Error(`no entry for ${name}`);
  return found;
};
const find = (fields: EditorField[] | undefined, ...names: string[]): EditorField | undefined => {
  const [name, ...rest] = names;
  const field = fields?.find((candidate) => candidate.name === name);
  return rest.length === 0 ? field : find(field?.fields, ...rest);
};

describe("the editor's configuration", () => {
  it("has one entry per content file, each with its own format", () => {
    expect(collection.files.map((file) => file.file)).toEqual(
      files.map((file) => `content/${file.name}.yaml`),
    );
    expect(collection.files.map((file) => file.format)).toEqual(
      files.map((file) => formatName(file.name)),
    );
  });

  it.each(files.map((file) => [file.name, file] as const))(
    "agrees with the schema of %s.yaml",
    (name, file) => {
      expect(disagreements(entry(name).fields, file.schema, file.schema, name, false)).toEqual([]);
    },
  );

  it.each(files.map((file) => [file.name] as const))(
    "shows %s.yaml's most edited fields first, and its other groups closed",
    (name) => {
      const { first } = fileWords[name];
      const fields = entry(name).fields;
      expect(fields.slice(0, first.length).map((field) => field.name)).toEqual(first);
      for (const field of fields.slice(first.length))
        if (field.widget === "object") expect(field.collapsed, field.name).toBe(true);
    },
  );

  it("would notice a field the schema gained, or one made optional", () => {
    const file = files.find((candidate) => candidate.name === "partners")!;
    const changed = structuredClone(file.schema);
    changed.properties = { ...changed.properties, motto: { type: "string", minLength: 1 } };
    changed.required = [...(changed.required ?? []).filter((name) => name !== "partners"), "motto"];
    expect(disagreements(entry("partners").fields, changed, changed, "partners", false)).toEqual([
      `partners: fields [${entry("partners")
        .fields.map((field) => field.name)
        .join(", ")}] but the schema has [${Object.keys(changed.properties).join(", ")}]`,
    ]);
  });

  it.each(files.map((file) => [file.name, file] as const))(
    "says under each list of %s.yaml how many it holds: the schema's own cap",
    (name, file) => {
      expect(unsaidLimits(entry(name).fields, file.schema, name)).toEqual([]);
    },
  );

  it("says a list's limit in staff words: up to so many, exactly so many, or all once each", () => {
    const cap = (name: ContentName, path: string) => {
      const file = files.find((candidate) => candidate.name === name)!;
      const field = schemaFields(file.schema).find((candidate) => candidate.path === path);
      return String(field?.schema.maxItems);
    };
    expect(find(entry("partners").fields, "partners")?.hint).toBe(
      `Up to ${cap("partners", "partners")} partners.`,
    );
    expect(find(entry("programmes").fields, "programmes", "stagings")?.hint).toBe(
      `Up to ${cap("programmes", "programmes[].stagings")} stagings.`,
    );
    expect(find(entry("site").fields, "nav")?.hint).toBe(
      `Up to ${cap("site", "nav")} menu entries.`,
    );
    expect(find(entry("services").fields, "sections")?.hint).toBe(
      `Exactly ${cap("services", "sections")} sections.`,
    );
    expect(find(entry("sponsorship").fields, "tiers")?.hint).toBe(
      `All ${cap("sponsorship", "tiers")} tiers, each once.`,
    );
  });

  it("would notice a list that did not say its limit, or a cap changed without it", () => {
    const file = files.find((candidate) => candidate.name === "partners")!;
    const fields = structuredClone(entry("partners").fields);
    const partners = fields.find((field) => field.name === "partners")!;
    const max = Number(file.schema.properties?.partners?.maxItems);
    delete partners.hint;
    expect(unsaidLimits(fields, file.schema, "partners")).toEqual([
      `partners.partners: holds at most ${String(max)}, its hint says undefined`,
    ]);
    const raised = structuredClone(file.schema);
    raised.properties!.partners!.maxItems = max + 10;
    expect(unsaidLimits(entry("partners").fields, raised, "partners")).toEqual([
      `partners.partners: holds at most ${String(max + 10)}, its hint says "Up to ${String(max)} partners."`,
    ]);
  });

  it("takes dates and amounts as text staff type, and chooses references from a list", () => {
    const stagings = find(entry("programmes").fields, "programmes", "stagings");
    expect(find(stagings?.fields, "dates", "start")).toMatchObject({
      widget: "string",
      pattern: [datePattern, expect.any(String)],
    });
    const gold = find(stagings?.fields, "costs", "gold");
    expect(gold).toMatchObject({
      widget: "string",
      required: false,
      prefix: "J$",
      pattern: [amountPattern, expect.any(String)],
    });
    expect(gold?.comment).toMatch(/not offered/);
    expect(find(stagings?.fields, "results", "article")).toMatchObject({
      widget: referenceWidget,
      references: "article",
      required: false,
    });
    expect(find(entry("announcements").fields, "items", "staging")).toMatchObject({
      widget: referenceWidget,
      references: "staging",
    });
    expect(find(entry("home").fields, "proposal", "contact")).toMatchObject({
      widget: referenceWidget,
      references: "contact",
      required: true,
    });
  });

  it("lets staff leave empty what the schema lets be empty: a banner's title", () => {
    const banners = find(entry("home").fields, "banners");
    for (const name of ["title", "subtitle", "description", "cta"])
      expect(find(banners?.fields, name)?.required, name).toBe(false);
    expect(find(banners?.fields, "imageAlt")?.required).toBe(true);
  });

  it("uploads images into the folder their values use, with no address from elsewhere", () => {
    expect(find(entry("articles").fields, "articles", "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/assets/articles",
      public_folder: "/assets/articles",
      choose_url: false,
    });
  });

  it("uploads a picture the file names none of yet into the folder its schema gives: a portrait", () => {
    const team = parse(files.find((file) => file.name === "team")!.text) as {
      board: { photo?: string }[];
    };
    // The rule for a first portrait: a file that already names one would take its folder.
    expect(team.board.some((person) => person.photo !== undefined)).toBe(false);
    expect(find(entry("team").fields, "board", "photo")).toMatchObject({
      widget: "image",
      media_folder: "/content/assets/people",
      public_folder: "/assets/people",
      choose_url: false,
      required: false,
    });
    expect(find(entry("team").fields, "board", "photoAlt")?.required).toBe(false);
  });

  it("uploads a programme's pictures beside the ones it has", () => {
    for (const name of ["image", "imagePhone"])
      expect(find(entry("programmes").fields, "programmes", name), name).toMatchObject({
        widget: "image",
        media_folder: "/content/assets/programmes",
        required: false,
      });
  });

  it("names a choice of page by the page's name", () => {
    const page = find(entry("site").fields, "nav", "page");
    expect(page?.options).toContainEqual({ value: pages[0]?.id, label: pages[0]?.name });
  });

  it("shows a record's sample values where the file marks some, as a list staff can shorten", () => {
    const partner = find(entry("partners").fields, "partners", "sample");
    expect(partner).toMatchObject({ widget: "select", multiple: true, required: false });
    const schema = files.find((file) => file.name === "partners")!.schema;
    const fields = Object.keys(
      resolve(schema.properties?.partners?.items ?? {}, schema).properties ?? {},
    );
    expect(partner?.options).toEqual(
      fields
        .filter((name) => name !== "sample")
        .map((name) => ({
          value: name,
          label: fileWords.partners.fields[`partners[].${name}`]?.label,
        })),
    );
  });

  it("shows the sample values of each record under a mark above, a placing under its results'", () => {
    const results = find(entry("programmes").fields, "programmes", "stagings", "results");
    expect(find(results?.fields, "sample")).toMatchObject({ widget: "select", multiple: true });
    for (const list of ["placings", "speakers"])
      expect(find(results?.fields, list, "sample"), list).toMatchObject({
        widget: "select",
        multiple: true,
      });
    // A record that takes no mark of its own (a staging's costs) has no list.
    const stagings = find(entry("programmes").fields, "programmes", "stagings");
    expect(find(stagings?.fields, "costs", "sample")?.widget ?? "none").not.toBe("select");
  });

  it("adds new items at the top of the lists read newest first, and says so in their help", () => {
    const atTop: string[] = [];
    const walk = (fields: EditorField[] | undefined, path: string) => {
      for (const field of fields ?? []) {
        const at = `${path}.${field.name}`;
        if (field.add_to_top) {
          atTop.push(at);
          expect(field.comment, at).toMatch(/“Add” puts .* at the top|at the top: “Add” puts/);
        }
        walk(field.fields, at);
      }
    };
    for (const file of collection.files) walk(file.fields, file.name);
    expect(atTop.sort()).toEqual([
      "announcements.items",
      "articles.articles",
      "programmes.programmes.stagings",
    ]);
  });

  it("says each thing once in a field's help: no four words in a row twice, “J$” once with the label", () => {
    const problems: string[] = [];
    const walk = (fields: EditorField[] | undefined, path: string) => {
      for (const field of fields ?? []) {
        const at = `${path}.${field.name}`;
        const repeated = repeatedWords(field.comment ?? "", 4);
        if (repeated.length > 0)
          problems.push(`${at}: says “${repeated.join("”, “")}” twice in ${field.comment}`);
        const signs = `${field.label} ${field.prefix ?? ""}`.match(/J\$/g)?.length ?? 0;
        if (signs > 1) problems.push(`${at}: “J$” ${signs} times in its label and before its box`);
        walk(field.fields, at);
        if (field.field) walk([field.field], at);
      }
    };
    for (const file of collection.files) walk(file.fields, file.name);
    expect(problems).toEqual([]);
    // What the check would miss if it did not look: a price's rules written by the words and the
    // editor both, and a placeholder explained twice.
    expect(
      repeatedWords("In whole Jamaican dollars, like 5,000. In whole Jamaican dollars.", 4),
    ).toEqual(["in whole jamaican dollars"]);
    const headline = find(entry("programmes").fields, "labels", "headline")?.comment ?? "";
    expect(headline).toContain("Keep {award} and {name} in the text.");
    expect(headline.match(/the site (fills|puts)/g)).toHaveLength(1);
  });

  it("says where a contact chosen on a page is edited: in the contacts, for every page", () => {
    const contactFields = [
      find(entry("sponsorship").fields, "pitch", "contact"),
      find(entry("sponsorship").fields, "builder", "contact"),
      find(entry("home").fields, "proposal", "contact"),
      find(entry("services").fields, "sections", "contact"),
    ];
    for (const field of contactFields)
      expect(field?.comment).toContain(
        `Chosen from the contacts in “${fileWords.contacts.label}”, where each one's person, role, email address and phone number are changed`,
      );
  });

  it("names every closed item and group as staff know it: by name or title, never an ID or a number", () => {
    const problems: string[] = [];
    const walk = (fields: EditorField[] | undefined, path: string) => {
      for (const field of fields ?? []) {
        const at = `${path}.${field.name}`;
        if (field.widget === "object" && (!field.summary || field.summary.includes("{{")))
          problems.push(`${at}: a group is summed up by what it holds, got ${field.summary}`);
        if (field.widget === "list" && field.fields) {
          const named = [...(field.summary ?? "").matchAll(/\{\{fields\.(\w+)\}\}/g)].map((match) =>
            field.fields?.find((child) => child.name === match[1]),
          );
          if (named.length === 0) problems.push(`${at}: no name for a closed item`);
          for (const child of named)
            if (!child || child.name === "id" || child.widget === "number")
              problems.push(`${at}: named by ${child?.name ?? "a missing field"}`);
        }
        walk(field.fields, at);
      }
    };
    for (const file of collection.files) walk(file.fields, file.name);
    expect(problems).toEqual([]);
    // A person by their full name; a slide by the description of its picture.
    expect(find(entry("adjudicators").fields, "adjudicators")?.summary).toBe(
      "{{fields.firstName}} {{fields.lastName}}",
    );
    expect(find(entry("home").fields, "banners")?.summary).toBe("{{fields.imageAlt}}");
    expect(find(entry("programmes").fields, "results")?.summary).toMatch(/^[A-Z][^{}\d]+$/);
  });
});

/** Runs of `length` words a text says more than once, in lower case, placeholders kept whole. */
function repeatedWords(text: string, length: number): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}{}$' ]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const first = new Map<string, number>();
  const repeated = new Set<string>();
  for (let at = 0; at + length <= words.length; at++) {
    const run = words.slice(at, at + length).join(" ");
    const seen = first.get(run);
    if (seen === undefined) first.set(run, at);
    else if (seen <= at - length) repeated.add(run);
  }
  return [...repeated];
}
