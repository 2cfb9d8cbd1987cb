import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readPlainText } from "~/content/file-checks.server";
import { contentDirectory } from "../content/load.server";
import { deepEqual, patchYaml } from "./yaml-patch";

const files = readdirSync(contentDirectory()).filter((name) => name.endsWith(".yaml"));
// Opened only if it is a plain file, as the check opens it: a link or a pipe fails by name.
const read = (name: string) =>
  readPlainText(path.join(contentDirectory(), name), `content/${name}`);

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

/**
 * Edits a copy of a content file's data, patches the file (as Sveltia CMS hands it over,
 * trimmed, when `trimmed`), and checks what every edit must: the text reads back as the data,
 * ends with one newline, and saving it again changes nothing.
 */
function edit(name: string, change: (data: Data) => void, { trimmed = false } = {}) {
  const before = read(name);
  const data = parse(before) as Data;
  change(data);
  const after = patchYaml(trimmed ? before.trim() : before, data);
  expect(parse(after)).toEqual(JSON.parse(JSON.stringify(data)));
  expect(after).toMatch(/[^\n]\n$/);
  expect(patchYaml(after, data)).toBe(after);
  return { before, after, data, ...lineDiff(before, after) };
}

/** The lines of `text` from the one that starts with `first` to the one before `next`. */
function linesBetween(text: string, first: string, next?: string) {
  const lines = text.split("\n");
  const start = lines.indexOf(first);
  const end = next === undefined ? lines.length - 1 : lines.indexOf(next, start + 1);
  expect(start, first).toBeGreaterThanOrEqual(0);
  expect(end, next).toBeGreaterThan(start);
  return lines.slice(start, end);
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

  it("a flow map keeps its other values as written, quotes included, so undoing an edit restores the line", () => {
    const text = [
      "items:",
      '  - { id: a, label: Leadership groups, value: 15, suffix: "+" }',
      "  - { id: b, label: Projects, value: 50, suffix: '+', tags: [\"x\", y] }",
      "",
    ].join("\n");
    const value = parse(text);
    value.items[0].label = "Leadership circles";
    value.items[1].tags[1] = "z";
    const edited = patchYaml(text, value);
    expect(edited.split("\n")).toEqual([
      "items:",
      '  - { id: a, label: Leadership circles, value: 15, suffix: "+" }',
      "  - { id: b, label: Projects, value: 50, suffix: '+', tags: [\"x\", z] }",
      "",
    ]);
    expect(patchYaml(edited, parse(text))).toBe(text);
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
      // The file writes every staging's costs as a flow map: a new one is written so too.
      "        costs: { platinum: null, gold: 210000, silver: 105000, bronze: 52000, super-supporter: 26000 }",
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

  it("a list item removed takes only its own lines, on one line or several", () => {
    const source = read("contacts.yaml");
    const before = parse(source) as Data;
    const lines = source.split("\n");
    for (const index of [0, 2, before.contacts.length - 1]) {
      const { id } = before.contacts[index];
      // The item's lines: its "  - " line and those indented under it.
      const start = lines.findIndex((line) => /^ {2}- /.test(line) && line.includes(`id: ${id}`));
      let end = start + 1;
      while (end < lines.length && lines[end]!.startsWith("    ")) end += 1;
      const { removed, added } = edit("contacts.yaml", (data) => {
        data.contacts.splice(index, 1);
      });
      expect(start, id).toBeGreaterThanOrEqual(0);
      expect(removed, id).toEqual(lines.slice(start, end));
      expect(added, id).toEqual([]);
    }
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

describe("patchYaml on the edits that broke files", () => {
  it("adds a partner after the last line of a file handed over trimmed, as Sveltia does", () => {
    const { before, after, data, removed, added } = edit(
      "partners.yaml",
      (copy) => {
        const last = copy.partners.at(-1);
        copy.partners.push({ ...last, id: `${last.id}-2`, name: `${last.name} 2` });
      },
      { trimmed: true },
    );
    expect(data.partners).toHaveLength(parse(before).partners.length + 1);
    expect(removed).toEqual([]);
    expect(after.startsWith(before)).toBe(true);
    expect(added).toEqual([
      `  - id: ${data.partners.at(-1).id}`,
      `    name: ${data.partners.at(-1).name}`,
      `    logo: ${data.partners.at(-1).logo}`,
      `    sponsor: ${data.partners.at(-1).sponsor}`,
      "    sample: true",
    ]);
  });

  it("adds an announcement at the end, with its optional dates", () => {
    const { before, after, data, removed, added } = edit(
      "announcements.yaml",
      (copy) => {
        const [first] = copy.items;
        copy.items.push({
          id: `${first.id}-late`,
          title: `${first.title} (late entries)`,
          href: first.href,
          staging: first.staging,
          from: "2027-01-04",
          until: "2027-01-08",
        });
      },
      { trimmed: true },
    );
    expect(removed).toEqual([]);
    expect(after.startsWith(before)).toBe(true);
    expect(added).toEqual([
      `  - id: ${data.items.at(-1).id}`,
      `    title: ${data.items.at(-1).title}`,
      `    href: ${data.items.at(-1).href}`,
      `    staging: ${data.items.at(-1).staging}`,
      "    from: 2027-01-04",
      "    until: 2027-01-08",
    ]);
  });

  it("adds a staging to the last programme, at the end of the file", () => {
    const { before, after, data, removed, added } = edit(
      "programmes.yaml",
      (copy) => {
        const { stagings } = copy.programmes.at(-1);
        const last = stagings.at(-1);
        stagings.push({
          id: `${last.id}-encore`,
          edition: "2027",
          dates: [{ start: "2027-07-15" }],
          costs: last.costs,
        });
      },
      { trimmed: true },
    );
    expect(removed).toEqual([]);
    expect(after.startsWith(before)).toBe(true);
    const costs = Object.entries(data.programmes.at(-1).stagings.at(-1).costs)
      .map(([tier, amount]) => `${tier}: ${amount}`)
      .join(", ");
    expect(added).toEqual([
      `      - id: ${data.programmes.at(-1).stagings.at(-1).id}`,
      // A number as text stays text; costs are a flow map like every staging's.
      '        edition: "2027"',
      "        dates:",
      "          - start: 2027-07-15",
      `        costs: { ${costs} }`,
    ]);
  });

  it("records results: a placing added at the end of the placings, new keys after them", () => {
    const text = read("programmes.yaml");
    const where = (parse(text) as Data).programmes.flatMap((programme: Data, p: number) =>
      programme.stagings
        .map((staging: Data, s: number) => [p, s, staging] as const)
        .filter(
          ([, , staging]: readonly [number, number, Data]) =>
            staging.results &&
            !staging.results.resultsUrl &&
            !staging.results.article &&
            !staging.results.speakers,
        ),
    )[0];
    expect(where, "a staging with placings only").toBeDefined();
    const [p, s] = where as [number, number];
    const { after, data, removed, added } = edit("programmes.yaml", (copy) => {
      const staging = copy.programmes[p].stagings[s];
      const { placings, ...rest } = staging.results;
      staging.results = {
        placings: [...placings, { award: "Third place", name: "Breadfruit Tree High School" }],
        resultsUrl: `https://results.example.org/jade/${staging.id}`,
        article: "oratorical-final",
        ...rest,
      };
    });
    const staging = data.programmes[p].stagings[s];
    const lastPlacing = staging.results.placings.at(-2);
    expect(removed).toEqual([]);
    expect(added).toEqual([
      "            - award: Third place",
      "              name: Breadfruit Tree High School",
      `          resultsUrl: ${staging.results.resultsUrl}`,
      "          article: oratorical-final",
    ]);
    // The new placing follows the last one, and the new keys follow the placings.
    expect(
      linesBetween(
        after,
        `            - award: ${lastPlacing.award}`,
        "          article: oratorical-final",
      ),
    ).toEqual([
      `            - award: ${lastPlacing.award}`,
      `              name: ${lastPlacing.name}`,
      ...(lastPlacing.school ? [`              school: ${lastPlacing.school}`] : []),
      "            - award: Third place",
      "              name: Breadfruit Tree High School",
      `          resultsUrl: ${staging.results.resultsUrl}`,
    ]);
  });

  it("several new items at one place keep their order", () => {
    const { data, removed, added } = edit(
      "partners.yaml",
      (copy) => {
        const [first] = copy.partners;
        copy.partners.splice(
          1,
          0,
          ...["a", "b", "c"].map((n) => ({ ...first, id: `${first.id}-${n}` })),
        );
      },
      { trimmed: true },
    );
    expect(removed).toEqual([]);
    expect(added.filter((line) => line.startsWith("  - id:"))).toEqual(
      data.partners.slice(1, 4).map((partner: Data) => `  - id: ${partner.id}`),
    );
  });

  it("a new key before the first key of a list item takes the dash's line, and goes again", () => {
    const { before, after, data, removed, added } = edit("partners.yaml", (copy) => {
      copy.partners[2] = { url: "https://partner.example.org", ...copy.partners[2] };
    });
    const { id } = data.partners[2];
    expect(removed).toEqual([`  - id: ${id}`]);
    expect(added).toEqual(["  - url: https://partner.example.org", `    id: ${id}`]);
    expect(patchYaml(after, parse(before))).toBe(before);
  });

  it("the first key of a list item removed: the next key moves onto the dash's line", () => {
    const { data, removed, added } = edit("announcements.yaml", (copy) => {
      copy.items[1] = Object.fromEntries(
        Object.entries(copy.items[1]).filter(([key]) => key !== "id"),
      );
    });
    expect(removed).toEqual([
      `  - id: ${parse(read("announcements.yaml")).items[1].id}`,
      `    title: ${data.items[1].title}`,
    ]);
    expect(added).toEqual([`  - title: ${data.items[1].title}`]);
  });

  it("a list emptied becomes [], and refilled is written as before", () => {
    const text = read("programmes.yaml");
    const data = parse(text) as Data;
    const { speakers } = data.programmes[0].stagings[0].results;
    data.programmes[0].stagings[0].results.speakers = [];
    const emptied = patchYaml(text, data);
    expect(lineDiff(text, emptied).added).toEqual(["          speakers: []"]);
    data.programmes[0].stagings[0].results.speakers = speakers;
    expect(patchYaml(emptied, data)).toBe(text);

    const { after } = edit("partners.yaml", (copy) => {
      copy.partners = [];
    });
    expect(after.split("\n").filter((line) => !line.startsWith("#"))).toEqual(["partners: []", ""]);
    expect(patchYaml(after, parse(read("partners.yaml")))).toBe(read("partners.yaml"));
  });

  it("the last item removed leaves the file ending in the item before it", () => {
    const text = read("programmes.yaml");
    const { after, removed, added } = edit(
      "programmes.yaml",
      (copy) => {
        copy.programmes.pop();
      },
      { trimmed: true },
    );
    expect(added).toEqual([]);
    // Its lines, and the blank line that stood between it and the programme before.
    expect(removed.filter((line) => line === "")).toHaveLength(1);
    expect(removed).toContain(`  - id: ${parse(text).programmes.at(-1).id}`);
    expect(text.startsWith(after)).toBe(true);
    const { after: noPartner } = edit(
      "partners.yaml",
      (copy) => {
        copy.partners.pop();
      },
      { trimmed: true },
    );
    expect(read("partners.yaml").startsWith(noPartner)).toBe(true);
  });

  it("a second save patches the first one's text", () => {
    const text = read("programmes.yaml");
    const data = parse(text) as Data;
    data.programmes[0].stagings[0].venue = "Montego Bay";
    const first = patchYaml(text.trim(), data);
    data.programmes[0].stagings.push({
      id: "noc-2026",
      edition: "2026",
      dates: [{ start: "2026-08-07" }],
    });
    const second = patchYaml(first, data);
    expect(parse(second)).toEqual(data);
    expect(lineDiff(first, second).removed).toEqual([]);
    expect(lineDiff(first, second).added).toEqual([
      "      - id: noc-2026",
      '        edition: "2026"',
      "        dates:",
      "          - start: 2026-08-07",
    ]);
    expect(patchYaml(second, data)).toBe(second);
  });

  it.each([
    "Kingston: Jamaica",
    "Room #2",
    "- dash first",
    "{ not a map }",
    "*not an alias",
    "yes",
    "2027",
    "null",
    "",
    "  leading spaces",
    "one line\nand another",
    "a paragraph\n\nand another\n\n",
    "A very long venue name that goes on past the width this project wraps its YAML at, so it folds",
  ])("writes %j so that it reads back, changing only its own line(s)", (venue) => {
    const { removed, added } = edit("programmes.yaml", (copy) => {
      copy.programmes[1].stagings[0].venue = venue;
    });
    expect(removed).toEqual([
      `        venue: ${parse(read("programmes.yaml")).programmes[1].stagings[0].venue}`,
    ]);
    expect(added[0]).toMatch(/^ {8}venue: /);
    expect(added.slice(1).every((line) => line === "" || line.startsWith("          "))).toBe(true);
  });

  it("null, numbers and booleans are written plain, and back", () => {
    const { added } = edit("home.yaml", (copy) => {
      copy.banners[0].showOverlay = true;
    });
    expect(added[0]).toContain("showOverlay: true");
    const priced = edit("programmes.yaml", (copy) => {
      copy.programmes[0].stagings[0].costs.platinum = 300000;
      copy.programmes[0].stagings[0].costs.bronze = null;
    });
    expect(priced.added).toEqual([
      expect.stringMatching(/^ {8}costs: \{ platinum: 300000, .*bronze: null, /),
    ]);
  });

  it("a sample mark of a whole record becoming a list of names is written as a flow", () => {
    const { removed, added } = edit("partners.yaml", (copy) => {
      copy.partners[0].sample = ["id", "logo"];
    });
    expect(removed).toEqual(["    sample: true"]);
    expect(added).toEqual(["    sample: [id, logo]"]);
  });

  it("a key removed takes the comment lines directly above it, and no other", () => {
    const text = "# Head\na: 1\n\n# About b\nb: 2\n# About c\nc: 3\n";
    expect(patchYaml(text, { a: 1, c: 3 })).toBe("# Head\na: 1\n\n# About c\nc: 3\n");
    expect(patchYaml(text, { b: 2, c: 3 })).toBe("# Head\n# About b\nb: 2\n# About c\nc: 3\n");
  });
});

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
