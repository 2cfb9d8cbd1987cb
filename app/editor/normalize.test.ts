import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { articlesSchema, contentSchemas, programmesSchema, siteSchema } from "~/content/schema";
import { normalizeEntry, type JsonSchema } from "./normalize";

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const read = (name: string) =>
  parse(readFileSync(new URL(`../../content/${name}.yaml`, import.meta.url), "utf8")) as Record<
    string,
    any // eslint-disable-line @typescript-eslint/no-explicit-any
  >;

describe("normalizeEntry", () => {
  it.each(Object.keys(contentSchemas))("leaves %s.yaml as it is", (name) => {
    const schema = contentSchemas[name as keyof typeof contentSchemas];
    const data = read(name);
    expect(normalizeEntry(data, jsonSchema(schema))).toEqual(data);
  });

  it("leaves out an emptied optional date, an empty list and an empty sample mark", () => {
    const data = read("programmes");
    const staging = data.programmes[0].stagings[0];
    const expected = structuredClone(data);
    Object.assign(staging, { registrationCloses: "", sample: [] });
    staging.results.speakers = [];
    delete expected.programmes[0].stagings[0].sample;
    delete expected.programmes[0].stagings[0].results.speakers;
    const result = normalizeEntry(data, jsonSchema(programmesSchema)) as typeof data;
    expect(result).toEqual(expected);
    expect("registrationCloses" in result.programmes[0].stagings[0]).toBe(false);
  });

  it("keeps null where a tier is not offered, and an emptied required field for the build to name", () => {
    const data = read("programmes");
    data.programmes[0].stagings[0].costs.gold = null;
    data.programmes[0].stagings[0].edition = "";
    const result = normalizeEntry(data, jsonSchema(programmesSchema)) as typeof data;
    expect(result.programmes[0].stagings[0].costs.gold).toBeNull();
    expect(result.programmes[0].stagings[0].edition).toBe("");
  });

  it("writes an emptied amount as null: not offered", () => {
    const data = read("programmes");
    data.programmes[0].stagings[0].costs.bronze = "";
    const result = normalizeEntry(data, jsonSchema(programmesSchema)) as typeof data;
    expect(result.programmes[0].stagings[0].costs.bronze).toBeNull();
  });

  it("leaves out null where null is not allowed, if the field is optional", () => {
    const data = read("programmes");
    data.programmes[0].stagings[0].venue = null;
    const result = normalizeEntry(data, jsonSchema(programmesSchema)) as typeof data;
    expect("venue" in result.programmes[0].stagings[0]).toBe(false);
  });

  it("takes the leading slash off an uploaded image's path, and only there", () => {
    const data = read("articles");
    data.articles[0].image = "/assets/articles/new-photo.jpg";
    data.articles[0].description = "/assets/ is where images go";
    const result = normalizeEntry(data, jsonSchema(articlesSchema)) as typeof data;
    expect(result.articles[0].image).toBe("assets/articles/new-photo.jpg");
    expect(result.articles[0].description).toBe("/assets/ is where images go");
  });

  it("a navigation entry of one shape loses the blank fields of the other", () => {
    const data = read("site");
    data.nav = [
      { page: "home", group: "", pages: [] },
      { page: "", group: "Members", pages: ["jade-membership", "jade-affiliates"] },
    ];
    const result = normalizeEntry(data, jsonSchema(siteSchema)) as typeof data;
    expect(result.nav).toEqual([
      { page: "home" },
      { group: "Members", pages: ["jade-membership", "jade-affiliates"] },
    ]);
    expect(siteSchema.safeParse(result).success).toBe(true);
  });

  it("keeps fields the schema does not know, so the build names them", () => {
    const data = read("articles");
    data.articles[0].subtitel = "misspelt";
    const result = normalizeEntry(data, jsonSchema(articlesSchema)) as typeof data;
    expect(result.articles[0].subtitel).toBe("misspelt");
  });
});
