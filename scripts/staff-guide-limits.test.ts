import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentName, contentSchemas } from "../app/content/schema";
import { nonNull, type JsonSchema } from "../app/editor/json-schema";
import { schemaFields } from "../app/editor/schema-paths";
import { fileWords } from "../app/editor/words";

// The staff guide's "How much each list holds" (docs/editing.md) against the schemas: every list
// staff fill has a row with its cap, so a cap changed without the guide fails here, as a list
// added without a row does. Reads the schemas and the editor's words, no content.

const guide = readFileSync(path.resolve(import.meta.dirname, "../docs/editing.md"), "utf8");
const heading = "## How much each list holds";

/**
 * Lists left out of the table, each with why: sets that do not grow, whose number staff cannot
 * change (the guide names them under the table, without their numbers).
 */
const leftOut: Partial<Record<ContentName, Record<string, string>>> = {
  site: { social: "every social network the footer links to, once each" },
  pages: { pages: "one entry for each page of the site: only the developers add a page" },
  programmes: {
    "programmes[].levels": "a choice among the groups a programme can be for, each once",
  },
  sponsorship: { tiers: "the sponsorship tiers, once each" },
  adjudicators: { "method.classes": "the adjudicators' classes, once each" },
  donate: { bankDetails: "the account's details, once each" },
  affiliates: { memberships: "exactly as many memberships as the Membership page is made for" },
  services: { sections: "exactly as many services as the Services page is made for" },
};

/** A capped list as the guide names it: its file and its place, by the editor's labels. */
interface CappedList {
  file: ContentName;
  path: string;
  /** "Programmes, stagings and results" */
  where: string;
  /** "Programmes › Stagings" */
  list: string;
  max: number;
}

/** Every capped list of every content file, named by the labels staff see in the editor. */
function cappedLists(): CappedList[] {
  return (Object.keys(contentSchemas) as ContentName[]).flatMap((file) => {
    const root = z.toJSONSchema(contentSchemas[file], {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
    const words = fileWords[file];
    return schemaFields(root).flatMap(({ path: at, schema }) => {
      const list = nonNull(schema, root);
      if (list.type !== "array" || typeof list.maxItems !== "number") return [];
      // "programmes[].stagings[].dates": the labels of programmes, then stagings, then dates.
      const steps = at.split(".");
      const labels = steps.map(
        (_, index) =>
          words.fields[
            steps
              .slice(0, index + 1)
              .join(".")
              .replace(/\[\]$/, "")
          ]?.label ?? `(no label for ${at})`,
      );
      return [{ file, path: at, where: words.label, list: labels.join(" › "), max: list.maxItems }];
    });
  });
}

interface Row {
  where: string;
  list: string;
  /** The cell as written: "30 a programme". */
  atMost: string;
  whenFull: string;
}

/** The rows of the section's table, their cells as staff read them (bold marks taken off). */
function tableRows(text: string): Row[] {
  const start = text.indexOf(heading);
  if (start === -1) return [];
  const end = text.indexOf("\n## ", start + heading.length);
  const section = text.slice(start, end === -1 ? undefined : end);
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header and the line under it
    .map((line) => {
      const [where = "", list = "", atMost = "", whenFull = ""] = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.replace(/\*\*/g, "").trim());
      return { where, list, atMost, whenFull };
    });
}

/** Where the guide's table and the schemas disagree, one line each. */
function disagreements(rows: Row[], lists: CappedList[]): string[] {
  const problems: string[] = [];
  const key = (where: string, list: string) => `${where} › ${list}`;
  const rowsByKey = new Map(rows.map((row) => [key(row.where, row.list), row]));
  const shown = lists.filter((list) => !leftOut[list.file]?.[list.path]);
  for (const list of shown) {
    const row = rowsByKey.get(key(list.where, list.list));
    const number = Number(/^\d[\d,]*/.exec(row?.atMost ?? "")?.[0].replace(/,/g, ""));
    if (!row) problems.push(`${key(list.where, list.list)}: no row (holds ${String(list.max)})`);
    else if (number !== list.max)
      problems.push(
        `${key(list.where, list.list)}: the guide says ${JSON.stringify(row.atMost)}, the schema ${String(list.max)}`,
      );
    else if (!row.whenFull) problems.push(`${key(list.where, list.list)}: no word on what to do`);
  }
  const known = new Set(shown.map((list) => key(list.where, list.list)));
  for (const row of rows)
    if (!known.has(key(row.where, row.list)))
      problems.push(`${key(row.where, row.list)}: a row for no list staff fill`);
  if (rowsByKey.size !== rows.length) problems.push("a list has two rows");
  return problems;
}

const lists = cappedLists();
const rows = tableRows(guide);

describe("the staff guide's limits of the lists", () => {
  it("has its section and table", () => {
    expect(guide).toContain(heading);
    expect(rows.length).toBeGreaterThan(20);
  });

  it("gives every list staff fill, with its schema's cap and what to do when it is full", () => {
    expect(disagreements(rows, lists)).toEqual([]);
  });

  it("leaves out only lists that are there, each with a cap", () => {
    const stale = Object.entries(leftOut).flatMap(([file, paths]) =>
      Object.keys(paths).filter(
        (at) => !lists.some((list) => list.file === file && list.path === at),
      ),
    );
    expect(stale).toEqual([]);
  });

  it("quotes the editor's words with the table's numbers: “Up to 40 partners.”", () => {
    // Quotes of a list's hint elsewhere in the guide, held to the row of the list they name.
    const quotes = [...guide.matchAll(/Up to (\d[\d,]*) ([a-z ]+)\./g)];
    expect(quotes.length).toBeGreaterThan(0);
    for (const [quote, count = "", noun = ""] of quotes) {
      const named = rows.filter((row) => row.list.split(" › ").at(-1)?.toLowerCase() === noun);
      expect(named.length, quote).toBeGreaterThan(0);
      for (const row of named)
        expect(/^\d[\d,]*/.exec(row.atMost)?.[0], `${quote} beside ${row.list}`).toBe(count);
    }
  });

  it("would notice a cap changed without the guide, a list without a row, or a stray row", () => {
    const stagings = lists.find((list) => list.path === "programmes[].stagings")!;
    const raised = lists.map((list) => (list === stagings ? { ...list, max: list.max + 5 } : list));
    expect(disagreements(rows, raised)).toEqual([
      `Programmes, stagings and results › Programmes › Stagings: the guide says "${String(stagings.max)} a programme", the schema ${String(stagings.max + 5)}`,
    ]);
    const withoutPartners = rows.filter((row) => row.list !== "Partners");
    expect(disagreements(withoutPartners, lists)).toEqual([
      `Partners › Partners: no row (holds ${String(lists.find((list) => list.path === "partners")?.max)})`,
    ]);
    const stray = [...rows, { where: "Partners", list: "Sponsors", atMost: "3", whenFull: "x" }];
    expect(disagreements(stray, lists)).toEqual([
      "Partners › Sponsors: a row for no list staff fill",
    ]);
  });
});
