import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { deepEqual, patchYaml } from "./yaml-patch";

const contentDir = new URL("../../content/", import.meta.url);
const files = readdirSync(contentDir).filter((name) => name.endsWith(".yaml"));
const read = (name: string) => readFileSync(new URL(name, contentDir), "utf8");

/** The lines only in `before` and the lines only in `after`, by a longest common subsequence. */
function lineDiff(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length)
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!))
      removed.push(a[i++]!);
    else added.push(b[j++]!);
  return { removed, added };
}

const comments = (text: string) =>
  text.split("\n").filter((line) => line.trimStart().startsWith("#"));

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Edits a copy of a content file's data, patches the file, and checks what every edit must. */
function edit(name: string, change: (data: Data) => void) {
  const before = read(name);
  const data = parse(before) as Data;
  change(data);
  const after = patchYaml(before, data);
  expect(parse(after)).toEqual(JSON.parse(JSON.stringify(data)));
  return { before, after, ...lineDiff(before, after) };
}

describe("patchYaml", () => {
  it.each(files)("saving %s unchanged leaves it byte-identical", (name) => {
    const text = read(name);
    expect(patchYaml(text, parse(text))).toBe(text);
  });

  it("a changed price rewrites only its line, still a flow map, with every comment kept", () => {
    const { before, after, removed, added } = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].costs.gold = 250000;
    });
    expect(removed).toEqual([
      "        costs: { platinum: null, gold: 200000, silver: 100000, bronze: 50000, super-supporter: 25000 }",
    ]);
    expect(added).toEqual([
      "        costs: { platinum: null, gold: 250000, silver: 100000, bronze: 50000, super-supporter: 25000 }",
    ]);
    expect(comments(after)).toEqual(comments(before));
  });

  it("an amount can become not offered (null) and offered again", () => {
    const withdrawn = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].costs.silver = null;
    });
    expect(withdrawn.added).toEqual([
      "        costs: { platinum: null, gold: 200000, silver: null, bronze: 50000, super-supporter: 25000 }",
    ]);
    const offered = patchYaml(withdrawn.after, parse(read("programmes.yaml")));
    expect(offered).toBe(read("programmes.yaml"));
  });

  it("a changed plain scalar keeps its key, its indent and the lines around it", () => {
    const { removed, added } = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].venue = "Montego Bay";
    });
    expect(removed).toEqual(["        venue: Kingston"]);
    expect(added).toEqual(["        venue: Montego Bay"]);
  });

  it("a value that needs quotes gets them, and a quoted value keeps its quotes", () => {
    const colon = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].venue = "Kingston: Jamaica Conference Centre #2";
    });
    expect(colon.added).toEqual(['        venue: "Kingston: Jamaica Conference Centre #2"']);
    const quoted = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].edition = "2025–26";
    });
    expect(quoted.removed).toEqual(['        edition: "2025"']);
    expect(quoted.added).toEqual(['        edition: "2025–26"']);
  });

  it("folded text stays folded, rewrapped within its own lines only", () => {
    const { removed, added } = edit("programmes.yaml", (data) => {
      data.programmes[0].purpose =
        "A national public-speaking competition in which high-school students from every parish " +
        "prepare and deliver original speeches on issues that matter to Jamaica.";
    });
    expect(removed).toEqual([
      "      A national public-speaking competition in which high-school students prepare and deliver",
      "      original speeches on issues that matter to Jamaica.",
    ]);
    expect(added[0]).toMatch(/^ {6}A national public-speaking competition/);
    expect(added.every((line) => line.startsWith("      ") && line.length <= 100)).toBe(true);
  });

  it("an optional key added goes after its neighbour in the value, and dropping it restores the file", () => {
    const { after, removed, added } = edit("programmes.yaml", (data) => {
      const staging = data.programmes[0].stagings[0];
      data.programmes[0].stagings[0] = Object.fromEntries(
        Object.entries(staging).flatMap(([key, value]) =>
          key === "venue"
            ? [
                [key, value],
                ["registrationCloses", "2025-07-25"],
              ]
            : [[key, value]],
        ),
      );
    });
    expect(removed).toEqual([]);
    expect(added).toEqual(["        registrationCloses: 2025-07-25"]);
    const line = after.indexOf("        registrationCloses: 2025-07-25");
    expect(line).toBeGreaterThan(after.indexOf("venue: Kingston"));
    expect(line).toBeLessThan(
      after.indexOf("registrationUrl: https://forms.example.org/jade/oratorical-challenge"),
    );
    expect(patchYaml(after, parse(read("programmes.yaml")))).toBe(read("programmes.yaml"));
  });

  it("an optional key dropped removes only its own lines", () => {
    const { removed, added } = edit("programmes.yaml", (data) => {
      delete data.programmes[0].stagings[0].results.resultsUrl;
    });
    expect(removed).toEqual(["          resultsUrl: https://results.example.org/jade/noc-2025"]);
    expect(added).toEqual([]);
  });

  it("a new staging adds only its own lines, after the staging before it", () => {
    const { after, removed, added } = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings.splice(1, 0, {
        id: "noc-2026-regional",
        edition: "2026 regional",
        dates: [{ start: "2026-09-04", end: "2026-09-05" }],
        venue: "Mandeville",
        costs: {
          platinum: null,
          gold: 210000,
          silver: 105000,
          bronze: 52000,
          "super-supporter": 26000,
        },
      });
    });
    expect(removed).toEqual([]);
    expect(added).toEqual([
      "      - id: noc-2026-regional",
      "        edition: 2026 regional",
      "        dates:",
      "          - start: 2026-09-04",
      "            end: 2026-09-05",
      "        venue: Mandeville",
      "        costs:",
      "          platinum: null",
      "          gold: 210000",
      "          silver: 105000",
      "          bronze: 52000",
      "          super-supporter: 26000",
    ]);
    expect(after.indexOf("noc-2026-regional")).toBeGreaterThan(
      after.indexOf("article: oratorical-final"),
    );
  });

  it("a list item added to a list of flow maps is a flow map on its own line", () => {
    const { removed, added } = edit("contacts.yaml", (data) => {
      data.contacts.push({
        id: "finance",
        purpose: "Donations, receipts",
        email: "finance@jade.example.org",
        icon: "coins",
      });
    });
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '  - { id: finance, purpose: "Donations, receipts", email: finance@jade.example.org, icon: coins }',
    ]);
  });

  it("a list item removed takes only its own lines", () => {
    const before = parse(read("contacts.yaml")) as Data;
    const { removed, added } = edit("contacts.yaml", (data) => {
      data.contacts.splice(2, 1);
    });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain(`id: ${before.contacts[2].id},`);
    expect(added).toEqual([]);
  });

  it("removing a programme removes its lines and one blank line, and nothing of the next", () => {
    const before = read("programmes.yaml");
    const data = parse(before) as Data;
    const [gone] = data.programmes.splice(1, 1);
    const after = patchYaml(before, data);
    expect(parse(after)).toEqual(data);
    const { removed, added } = lineDiff(before, after);
    expect(added).toEqual([]);
    expect(removed[0]).toBe(`  - id: ${gone.id}`);
    expect(removed.filter((line) => line === "")).toHaveLength(1);
    expect(after).not.toMatch(/\n\n\n/);
    expect(comments(after)).toEqual(comments(before));
  });

  it("scalar list items without ids: one changed, one added, one removed", () => {
    const name = "affiliates.yaml";
    const data = parse(read(name)) as Data;
    const path = findStringList(data);
    expect(path, "a list of strings in affiliates.yaml").toBeDefined();
    const { removed, added } = edit(name, (copy) => {
      const list = path!.reduce((node, key) => node[key], copy) as string[];
      list[0] = `${list[0]} (changed)`;
      list.push("A new entitlement");
      list.splice(1, 1);
    });
    expect(removed.length).toBeGreaterThanOrEqual(2);
    expect(added.some((line) => line.includes("(changed)"))).toBe(true);
    expect(added.some((line) => line.includes("- A new entitlement"))).toBe(true);
  });

  it("a list emptied becomes [] on its key's line, and the key dropped when undefined", () => {
    const { after } = edit("programmes.yaml", (data) => {
      data.programmes[0].stagings[0].results.speakers = [];
      data.programmes[0].stagings[0].results.article = undefined;
    });
    expect(after).toContain("          speakers: []\n          resultsUrl:");
    expect(after).not.toContain("article: oratorical-final");
  });

  it("refuses to patch text that is not valid YAML", () => {
    expect(() => patchYaml("a: [\n", { a: 1 })).toThrow(/Cannot patch invalid YAML/);
  });
});

/** Every path to a string or number in `data`. */
function leaves(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof data === "string" || typeof data === "number") return [path];
  if (Array.isArray(data)) return data.flatMap((item, index) => leaves(item, [...path, index]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) => leaves(value, [...path, key]));
  return [];
}

describe("patchYaml on every value of every content file", () => {
  it.each(files)(
    "%s: values changed one at a time each change only their own lines and no comment",
    (name) => {
      const before = read(name);
      const original = parse(before) as Data;
      // Every value would take seconds on a busy machine: 60 spread evenly, the first and last among them.
      const all = leaves(original);
      expect(all.length).toBeGreaterThan(0);
      const step = Math.max(1, (all.length - 1) / 59);
      const paths = [...new Set(Array.from({ length: 60 }, (_, i) => Math.round(i * step)))]
        .filter((index) => index < all.length)
        .map((index) => all[index]!);
      for (const path of paths) {
        const data = structuredClone(original);
        const parent = path.slice(0, -1).reduce((node, key) => node[key], data);
        const key = path.at(-1)!;
        parent[key] = typeof parent[key] === "number" ? parent[key] + 1 : `${parent[key]} edited`;
        const after = patchYaml(before, data);
        expect(parse(after), path.join(".")).toEqual(data);
        const { removed, added } = lineDiff(before, after);
        expect(
          removed.some((line) => line.trimStart().startsWith("#")),
          path.join("."),
        ).toBe(false);
        // A value's own lines: one, or a folded paragraph's (rewrapped, so maybe one more).
        expect(added.length, path.join(".")).toBeLessThanOrEqual(removed.length + 1);
      }
    },
  );
});

describe("deepEqual", () => {
  it("ignores undefined keys, and tells lists, maps and scalars apart", () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, 0)).toBe(false);
  });
});

function findStringList(
  data: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (Array.isArray(data)) {
    if (data.length >= 3 && data.every((item) => typeof item === "string")) return path;
    for (const [index, item] of data.entries()) {
      const found = findStringList(item, [...path, index]);
      if (found) return found;
    }
  } else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) {
      const found = findStringList(value, [...path, key]);
      if (found) return found;
    }
  return undefined;
}
