import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import {
  announcementsSchema,
  articlesSchema,
  contentSchemas,
  homeSchema,
  programmesSchema,
  siteSchema,
} from "~/content/schema";
import {
  amountPattern,
  datePattern,
  formatDate,
  fromForm,
  readAmount,
  readDate,
  toForm,
} from "./form-values";
import type { JsonSchema } from "./json-schema";
import { contentText } from "../../tests/support/content-files";

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const read = (name: string) =>
  parse(contentText(name)) as Record<
    string,
    any // eslint-disable-line @typescript-eslint/no-explicit-any
  >;

/** The first staging of the programmes file that has costs, and where it is. */
interface Staging {
  dates: { start: string }[];
  costs?: Record<string, number | null>;
}

function stagingWithCosts(data: ReturnType<typeof read>) {
  for (const [p, programme] of (data.programmes as { stagings: Staging[] }[]).entries())
    for (const [s, staging] of programme.stagings.entries())
      if (staging.costs) return { p, s, staging };
  throw new Error("no staging has costs");
}

describe("the form's values, and back", () => {
  it.each(Object.keys(contentSchemas))("give %s.yaml back as it is", (name) => {
    const schema = jsonSchema(contentSchemas[name as keyof typeof contentSchemas]);
    const data = read(name);
    // `sample: true` comes back as the list of the record's fields, and so does the mark of a
    // record under a mark above (a placing under its results'): samples.ts writes both as they were.
    expect(fromForm(toForm(data, schema), schema)).toEqual(marksAsShown(data, false));
  });

  it("show dates as people in Jamaica read them, and amounts with their commas", () => {
    const data = read("programmes");
    const { p, s, staging } = stagingWithCosts(data);
    const form = toForm(data, jsonSchema(programmesSchema)) as typeof data;
    const shown = form.programmes[p].stagings[s];
    expect(shown.dates[0].start).toBe(formatDate(staging.dates[0]!.start));
    expect(shown.dates[0].start).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    for (const [tier, amount] of Object.entries(staging.costs ?? {}))
      expect(shown.costs[tier]).toBe(amount === null ? "" : amount.toLocaleString("en-GB"));
  });

  it("read a price typed as staff type it, and an emptied one as not offered", () => {
    const schema = jsonSchema(programmesSchema);
    const data = read("programmes");
    const { p, s } = stagingWithCosts(data);
    const form = toForm(data, schema) as typeof data;
    Object.assign(form.programmes[p].stagings[s].costs, {
      platinum: "J$200,000",
      gold: "250,000",
      silver: "200000",
      bronze: " J$ 1,000 ",
      "super-supporter": "",
    });
    const costs = (fromForm(form, schema) as typeof data).programmes[p].stagings[s].costs;
    expect(costs).toEqual({
      platinum: 200000,
      gold: 250000,
      silver: 200000,
      bronze: 1000,
      "super-supporter": null,
    });
  });

  it("never turn a typed price into not offered: what cannot be read stays as typed", () => {
    const schema = jsonSchema(programmesSchema);
    const data = read("programmes");
    const { p, s } = stagingWithCosts(data);
    const form = toForm(data, schema) as typeof data;
    const typed = ["J$200,000.50", "200000.5", "-5", "two hundred", "2,00,000"];
    for (const text of typed) {
      form.programmes[p].stagings[s].costs.gold = text;
      const back = fromForm(form, schema) as typeof data;
      expect(back.programmes[p].stagings[s].costs.gold).toBe(text);
      expect(programmesSchema.safeParse(back).success).toBe(false);
    }
  });

  it("read a date typed in words, short or long, in any case, or written as the file does", () => {
    const schema = jsonSchema(announcementsSchema);
    const data = read("announcements");
    const form = toForm(data, schema) as typeof data;
    const typed = {
      "12 October 2025": "2025-10-12",
      "1 feb 2027": "2027-02-01",
      "03 DECEMBER 2026": "2026-12-03",
      "2026-07-17": "2026-07-17",
    };
    for (const [text, date] of Object.entries(typed)) {
      form.items[0].until = text;
      expect((fromForm(form, schema) as typeof data).items[0].until).toBe(date);
    }
    form.items[0].until = "10/12/2025";
    expect((fromForm(form, schema) as typeof data).items[0].until).toBe("10/12/2025");
  });

  it("leave out an emptied optional date, an empty list and an empty sample mark", () => {
    const schema = jsonSchema(programmesSchema);
    const data = read("programmes");
    const form = toForm(data, schema) as typeof data;
    const staging = form.programmes[0].stagings[0];
    Object.assign(staging, { registrationCloses: "", sample: [] });
    staging.results.speakers = [];
    const back = fromForm(form, schema) as typeof data;
    expect("registrationCloses" in back.programmes[0].stagings[0]).toBe(false);
    expect("sample" in back.programmes[0].stagings[0]).toBe(false);
    expect("speakers" in back.programmes[0].stagings[0].results).toBe(false);
  });

  it("keep a text the schema lets be empty, and write it empty when the form left it out", () => {
    const schema = jsonSchema(homeSchema);
    const data = read("home");
    const form = toForm(data, schema) as typeof data;
    delete form.banners[0].title;
    form.banners[0].subtitle = "";
    const back = fromForm(form, schema) as typeof data;
    expect(back.banners[0].title).toBe("");
    expect(back.banners[0].subtitle).toBe("");
    expect(homeSchema.safeParse(back).success).toBe(true);
  });

  it("keep an emptied required field for the check to name", () => {
    const schema = jsonSchema(programmesSchema);
    const form = toForm(read("programmes"), schema) as ReturnType<typeof read>;
    form.programmes[0].stagings[0].edition = "";
    const back = fromForm(form, schema) as typeof form;
    expect(back.programmes[0].stagings[0].edition).toBe("");
  });

  it("put a record's fields in the schema's order, so a new one is written where people expect", () => {
    const schema = jsonSchema(announcementsSchema);
    const form = toForm(read("announcements"), schema) as ReturnType<typeof read>;
    form.items[0] = { until: "1 March 2027", from: "1 February 2027", ...form.items[0] };
    const back = fromForm(form, schema) as typeof form;
    const order = Object.keys(announcementsSchema.shape.items.element.shape);
    const keys = Object.keys(back.items[0]);
    expect(keys).toEqual(order.filter((key) => keys.includes(key)));
  });

  it("take the leading slash off an uploaded image's path, and only there", () => {
    const schema = jsonSchema(articlesSchema);
    const form = toForm(read("articles"), schema) as ReturnType<typeof read>;
    form.articles[0].image = "/assets/articles/new-photo.jpg";
    form.articles[0].description = "/assets/ is where images go";
    const back = fromForm(form, schema) as typeof form;
    expect(back.articles[0].image).toBe("assets/articles/new-photo.jpg");
    expect(back.articles[0].description).toBe("/assets/ is where images go");
  });

  it("show every file of the site one way, as a file chosen in the form is shown, and keep it as the file has it", () => {
    const schema = jsonSchema(articlesSchema);
    const data = read("articles");
    const form = toForm(data, schema) as ReturnType<typeof read>;
    for (const [index, article] of (data.articles as { image: string }[]).entries())
      expect(form.articles[index].image).toBe(`/${article.image}`);
    // Text that is not a file's path stays as written.
    expect(form.articles[0].description).toBe(data.articles[0].description);
    const back = fromForm(form, schema) as typeof data;
    expect(back.articles.map((article: { image: string }) => article.image)).toEqual(
      data.articles.map((article: { image: string }) => article.image),
    );
  });

  it("give a navigation entry of one shape without the blank fields of the other", () => {
    const schema = jsonSchema(siteSchema);
    const form = toForm(read("site"), schema) as ReturnType<typeof read>;
    form.nav = [
      { page: "home", group: "", pages: [] },
      { page: "", group: "Members", pages: ["jade-membership", "jade-affiliates"] },
    ];
    const back = fromForm(form, schema) as typeof form;
    expect(back.nav).toEqual([
      { page: "home" },
      { group: "Members", pages: ["jade-membership", "jade-affiliates"] },
    ]);
  });

  it("keep fields the schema does not know, so the check names them", () => {
    const schema = jsonSchema(articlesSchema);
    const form = toForm(read("articles"), schema) as ReturnType<typeof read>;
    form.articles[0].subtitel = "misspelt";
    expect((fromForm(form, schema) as typeof form).articles[0].subtitel).toBe("misspelt");
  });
});

describe("readAmount", () => {
  it.each([
    ["200000", 200000],
    ["200,000", 200000],
    ["J$200,000", 200000],
    ["j$ 1,250,000", 1250000],
    // The field writes its "J$" before what staff typed, "J$" included.
    ["J$J$1,500,000", 1500000],
    ["J$J$ 125000", 125000],
    ["", null],
    ["   ", null],
  ])("reads %j as %j", (text, amount) => expect(readAmount(text)).toBe(amount));

  it.each(["J$", "200,000.50", "200000.5", "-200", "20,00", "two hundred", "$200", "1e6"])(
    "cannot read %j",
    (text) => expect(readAmount(text)).toBeUndefined(),
  );

  it("the form's pattern lets through exactly what can be read, and the empty field", () => {
    const pattern = getRegex(amountPattern);
    for (const text of ["200000", "200,000", "J$200,000", "j$ 1,250,000", "J$J$ 125000", ""])
      expect(pattern.test(text), text).toBe(true);
    for (const text of ["J$", "200,000.50", "200000.5", "-200", "20,00", "two hundred", "$200"])
      expect(pattern.test(text.trim()), text).toBe(false);
  });
});

describe("readDate", () => {
  it.each([
    ["12 October 2025", "2025-10-12"],
    ["1 Feb 2027", "2027-02-01"],
    ["1 Sept 2027", "2027-09-01"],
    ["31 december 2026", "2026-12-31"],
    ["2025-10-12", "2025-10-12"],
  ])("reads %j as %s", (text, date) => expect(readDate(text)).toBe(date));

  it.each(["10/12/2025", "October 12 2025", "12 Octobre 2025", "12 Oc 2025", "tomorrow", ""])(
    "cannot read %j",
    (text) => expect(readDate(text)).toBeUndefined(),
  );

  it("the form's pattern lets through what can be read, and the empty field", () => {
    const pattern = getRegex(datePattern);
    for (const text of ["12 October 2025", "1 feb 2027", "2025-10-12", ""])
      expect(pattern.test(text), text).toBe(true);
    for (const text of ["10/12/2025", "October 12 2025", "tomorrow"])
      expect(pattern.test(text), text).toBe(false);
  });
});

/** A `pattern` as Sveltia CMS reads it: "/source/flags" (its services/utils/regex.js). */
function getRegex(pattern: string): RegExp {
  const match = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  return match ? new RegExp(match[1] ?? "", match[2]) : new RegExp(pattern);
}

/** A file's data with each record's mark as the form lists it: every field under `true` or a mark above. */
function marksAsShown(value: unknown, covered: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => marksAsShown(item, covered));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const fields = Object.keys(record).filter((key) => key !== "sample");
  const own = record.sample === true ? fields : ((record.sample as string[] | undefined) ?? []);
  const shown = Object.fromEntries(
    fields.map((key) => [key, marksAsShown(record[key], covered || own.includes(key))]),
  );
  const mark = covered ? fields : record.sample === undefined ? undefined : own;
  return mark === undefined ? shown : { ...shown, sample: mark };
}
