import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentDirectory, loadContent } from "./load.server";
import { isSample, walk } from "./sample-values";
import { type ContentName, contentSchemas } from "./schema";

const names = Object.keys(contentSchemas) as ContentName[];
const loaded = loadContent();
const raw = (name: ContentName): unknown =>
  parse(readFileSync(path.join(contentDirectory(), `${name}.yaml`), "utf8"));

describe("isSample", () => {
  it.each(names)(
    "agrees with the report's walk on every value of %s, as written and as loaded",
    (name) => {
      for (const file of [raw(name), loaded[name]]) {
        let values = 0;
        walk(file, [], false, (_value, at, marked) => {
          values += 1;
          expect(isSample(file, at), at.join(".")).toBe(marked);
        });
        expect(values).toBeGreaterThan(0);
      }
    },
  );

  it("follows a field's mark, a record's and a mark above the record", () => {
    const { donate, site } = loaded;
    const number = donate.bankDetails.findIndex((detail) => detail.id === "account-number");
    const name = donate.bankDetails.findIndex((detail) => detail.id === "account-name");
    // content/donate.yaml marks the account number's value, not its label nor the account name.
    expect(isSample(donate, ["bankDetails", number, "value"])).toBe(true);
    expect(isSample(donate, ["bankDetails", number, "label"])).toBe(false);
    expect(isSample(donate, ["bankDetails", name, "value"])).toBe(false);
    // content/site.yaml marks the office as a whole: each field and each line of the address.
    expect(isSample(site, ["office", "phone"])).toBe(true);
    expect(isSample(site, ["office", "address", 0])).toBe(true);
    expect(isSample(site, ["name"])).toBe(false);
    // A mark on a record above covers all below it, whatever the records below say.
    const marked = { sample: ["bankDetails"], bankDetails: [{ value: "1", sample: ["label"] }] };
    expect(isSample(marked, ["bankDetails", 0, "value"])).toBe(true);
    expect(isSample({ a: { sample: true, b: [{ c: "1" }] } }, ["a", "b", 0, "c"])).toBe(true);
  });

  it("says no where nothing is marked, or the path leads nowhere", () => {
    expect(isSample({ a: { b: "1" } }, ["a", "b"])).toBe(false);
    expect(isSample({ a: "1" }, ["a", "b", "c"])).toBe(false);
    expect(isSample(undefined, ["a"])).toBe(false);
    // A list is not a record: a field named "sample" in a list item's place means nothing.
    expect(isSample([{ v: "1" }], [0, "v"])).toBe(false);
  });
});
