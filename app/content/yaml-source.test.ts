import { describe, expect, it } from "vitest";
import { readYaml } from "./yaml-source";

const tagged = (tag: string, line: number) =>
  `is marked with the YAML tag ${tag} (line ${line}), which makes a value of another kind than text, numbers, lists and fields: delete "${tag}" and write the value itself`;
const merged = (line: number) =>
  `merges fields from elsewhere with << (line ${line}), which hides what the record holds: write its fields out in full`;
const aliased = (name: string, line: number) =>
  `repeats the value marked &${name} with *${name} (line ${line}), which hides what the record holds, and aliases of aliases make a few lines stand for billions of values: write the value out in full`;
const yaml11 =
  "starts with %YAML 1.1, which changes what plain words mean (in YAML 1.1, y, yes and no are true and false, and << merges other fields in): delete that line and the --- after it";

describe("readYaml", () => {
  it("reads plain YAML 1.2: maps, lists, text, numbers, true, false, null and comments", () => {
    expect(readYaml("# a comment\na: 1\nb: [x, 'y']\nc: { d: null, e: true }\nf: no\n")).toEqual({
      ok: true,
      value: { a: 1, b: ["x", "y"], c: { d: null, e: true }, f: "no" },
    });
    expect(readYaml("%YAML 1.2\n---\na: 1\n")).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ["!!binary", "logo: !!binary aGVsbG8=\n", ["logo"], 1],
    ["!!js/function", "items:\n  - a\n  - !!js/function 'function () {}'\n", ["items", 1], 3],
    ["!sample", "site:\n  name: !sample Jade\n", ["site", "name"], 2],
    ["!!str", "year: !!str 2025\n", ["year"], 1],
    ["!!map", "costs: !!map { gold: 1 }\n", ["costs"], 1],
    ["!e!thing", "%TAG !e! tag:example.org,2026:\n---\nname: !e!thing x\n", ["name"], 3],
  ])("refuses the tag %s, naming its place and line", (tag, text, at, line) => {
    expect(readYaml(text)).toMatchObject({
      ok: false,
      problems: [{ at, line, message: tagged(tag, line) }],
    });
  });

  it("refuses a tag on a key at the record that holds it", () => {
    expect(readYaml("site:\n  !!str name: Jade\n")).toMatchObject({
      ok: false,
      problems: [{ at: ["site"], line: 2, message: tagged("!!str", 2) }],
    });
  });

  it("refuses %YAML 1.1 and the merge it makes, in the file's order", () => {
    const text = "%YAML 1.1\n---\nbase: &base { gold: 1 }\ncosts:\n  <<: *base\n  y: 2\n";
    const reading = readYaml(text);
    expect(reading).toMatchObject({
      ok: false,
      problems: [
        { at: [], line: 1, message: yaml11 },
        { at: ["costs"], line: 5, message: merged(5) },
      ],
    });
    // What YAML 1.1 would have made of it: the merged gold, and "y" read as true.
    expect(reading.ok === false && "value" in reading && reading.value).toEqual({
      base: { gold: 1 },
      costs: { gold: 1, true: 2 },
    });
  });

  it("refuses a << key in YAML 1.2 too, in a list's record", () => {
    expect(readYaml("items:\n  - id: a\n  - <<: { id: b }\n    title: B\n")).toMatchObject({
      ok: false,
      problems: [{ at: ["items", 1], line: 3, message: merged(3) }],
    });
  });

  it("names every tag in a file, first to last", () => {
    const reading = readYaml("a: !!binary aGk=\nb:\n  c: !x y\n");
    expect(reading.ok === false && "problems" in reading && reading.problems).toEqual([
      { at: ["a"], line: 1, message: tagged("!!binary", 1) },
      { at: ["b", "c"], line: 3, message: tagged("!x", 3) },
    ]);
  });

  it("refuses an alias, once a line, at the value that repeats another", () => {
    expect(readYaml("a: &x hello\nb: *x\nc:\n  - d: [*x, *x]\n")).toEqual({
      ok: false,
      problems: [
        { at: ["b"], line: 2, message: aliased("x", 2) },
        { at: ["c", 0, "d", 0], line: 4, message: aliased("x", 4) },
      ],
      value: { a: "hello", b: "hello", c: [{ d: ["hello", "hello"] }] },
    });
  });

  it("refuses a billion laughs by its lines, at once, without expanding it", () => {
    // Nine lines of nine aliases each of the line before: 9^8 copies of the first if expanded.
    const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    for (const [index, name] of [..."bcdefghi"].entries()) {
      const before = index === 0 ? "a" : "bcdefghi"[index - 1]!;
      lines.push(`${name}: &${name} [${Array(9).fill(`*${before}`).join(", ")}]`);
    }
    const reading = readYaml(lines.join("\n"));
    expect(reading.ok === false && "problems" in reading && reading.problems).toEqual(
      [..."abcdefgh"].map((name, index) => ({
        at: ["bcdefghi"[index], 0],
        line: index + 2,
        message: aliased(name, index + 2),
      })),
    );
    // What is left to name places: the first line's values, the aliases read as null.
    expect(reading.ok === false && "value" in reading && reading.value).toMatchObject({
      a: Array(9).fill("lol"),
      b: Array(9).fill(null),
      i: Array(9).fill(null),
    });
  });

  it("gives the parser's message, with its line and column, for YAML that is not valid", () => {
    const reading = readYaml("a: 1\na: 2\n");
    expect(reading).toMatchObject({ ok: false });
    expect(reading.ok === false && "invalid" in reading && reading.invalid).toMatch(
      /^Map keys must be unique at line 2, column 1/,
    );
  });
});
