import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { programmesSchema } from "~/content/schema";
import { contentFormat } from "./content-format";
import type { JsonSchema } from "./normalize";

const text = readFileSync(new URL("../../content/programmes.yaml", import.meta.url), "utf8");
const schema = z.toJSONSchema(programmesSchema, {
  io: "input",
  unrepresentable: "any",
}) as JsonSchema;

describe("contentFormat", () => {
  it("writes back an unchanged entry byte for byte", () => {
    const format = contentFormat(schema);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  it("patches each save into the text it last read or wrote, normalised by the schema", () => {
    const format = contentFormat(schema);
    const entry = format.fromFile(text) as {
      programmes: { stagings: Record<string, unknown>[] }[];
    };
    entry.programmes[0]!.stagings[0]!.venue = "Ocho Rios";
    entry.programmes[0]!.stagings[0]!.registrationCloses = "";
    const first = format.toFile(entry);
    expect(first).toBe(text.replace("        venue: Kingston\n", "        venue: Ocho Rios\n"));
    entry.programmes[0]!.stagings[0]!.venue = "Kingston";
    expect(format.toFile(entry)).toBe(text);
  });

  it("writes a file it never read as plain YAML", () => {
    const format = contentFormat(schema);
    expect(parse(format.toFile({ labels: { mostRecent: "Latest" } }))).toEqual({
      labels: { mostRecent: "Latest" },
    });
  });
});

describe("contentFormat with the build's rules", () => {
  it("refuses to write what they refuse, naming each problem, and keeps its text", () => {
    const format = contentFormat(schema, (data) =>
      (data as { labels?: { mostRecent?: string } }).labels?.mostRecent === ""
        ? ["labels.mostRecent: must not be empty"]
        : [],
    );
    const entry = format.fromFile(text) as { labels: { mostRecent: string } };
    entry.labels.mostRecent = "";
    expect(() => format.toFile(entry)).toThrow(
      /cannot be saved[\s\S]*labels\.mostRecent: must not be empty/,
    );
    entry.labels.mostRecent = "Latest";
    expect(format.toFile(entry)).toContain("  mostRecent: Latest\n");
  });
});
