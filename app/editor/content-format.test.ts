import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { partnersSchema, programmesSchema } from "~/content/schema";
import { contentFormat, SaveRefused } from "./content-format";
import type { JsonSchema } from "./json-schema";
import { remembered } from "./registry";
import { contentText } from "../../tests/support/content-files";

/* eslint-disable @typescript-eslint/no-explicit-any -- the files' values, read as they are */
type Data = Record<string, any>;

const read = contentText;
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
const programmes = read("programmes");
const schema = jsonSchema(programmesSchema);
/** What Sveltia CMS hands a custom format, and writes of its result (its file/parse.js, format.js). */
const sveltiaReads = (text: string) => text.trim();
const sveltiaWrites = (text: string) => `${text.trim()}\n`;

describe("contentFormat", () => {
  it("writes back an unchanged entry byte for byte, from the trimmed text Sveltia hands it", () => {
    const format = contentFormat("programmes", schema);
    expect(sveltiaWrites(format.toFile(format.fromFile(sveltiaReads(programmes))))).toBe(
      programmes,
    );
  });

  it("patches each save into the text it last read or wrote, and a second save into the first", () => {
    const format = contentFormat("programmes", schema);
    const entry = format.fromFile(sveltiaReads(programmes)) as Data;
    const { edition } = (parse(programmes) as Data).programmes[0].stagings[0] as {
      edition: string;
    };
    entry.programmes[0].stagings[0].edition = "2099";
    const first = format.toFile(entry);
    expect(first).toBe(
      programmes.replace(`        edition: "${edition}"\n`, '        edition: "2099"\n'),
    );
    entry.programmes[0].stagings[0].edition = edition;
    expect(format.toFile(entry)).toBe(programmes);
  });

  it("adds a partner after the last line of a file Sveltia handed over trimmed", () => {
    const text = read("partners");
    const format = contentFormat("partners", jsonSchema(partnersSchema));
    const entry = format.fromFile(sveltiaReads(text)) as Data;
    const partner = {
      id: "blue-lagoon-bank",
      name: "Blue Lagoon Bank",
      logo: "assets/partners/blue.svg",
    };
    entry.partners.push(partner);
    const written = sveltiaWrites(format.toFile(entry));
    expect(written.startsWith(text)).toBe(true);
    expect((parse(written) as Data).partners.at(-1)).toEqual(partner);
    expect(partnersSchema.safeParse(parse(written)).success).toBe(true);
  });

  it("takes the sample mark off a value staff replaced, and tells the other files", () => {
    const text = read("partners");
    const format = contentFormat("partners", jsonSchema(partnersSchema));
    const entry = format.fromFile(sveltiaReads(text)) as Data;
    entry.partners[0].name = "Blue Lagoon Bank";
    const written = parse(format.toFile(entry)) as Data;
    expect(written.partners[0].sample).not.toContain("name");
    expect((remembered("partners") as Data).partners[0].name).toBe("Blue Lagoon Bank");
  });

  it("keeps a real fee off the sample list at the second save of the form the first left", () => {
    // What the editor trial found: the fee replaced and saved, then the programme's description
    // changed in the same form and saved again. Sveltia hands back the form as it stood, whose
    // list still named the fee; the second save marked the real fee a sample again.
    const data = parse(programmes) as Data;
    const last = data.programmes.length - 1;
    for (const index of [0, Math.floor(last / 2), last]) {
      const marked = data.programmes[index].entry.sample;
      if (marked !== true && !marked?.includes("fee")) continue;
      const format = contentFormat("programmes", schema);
      const entry = format.fromFile(sveltiaReads(programmes)) as Data;
      expect(entry.programmes[index].entry.sample).toContain("fee");
      entry.programmes[index].entry.fee = "J$7,500";
      const first = parse(format.toFile(entry)) as Data;
      expect(first.programmes[index].entry.fee).toBe(7500);
      expect(first.programmes[index].entry.sample).not.toContain("fee");
      // The form still lists the fee: what staff see until the editor reads the file again.
      expect(entry.programmes[index].entry.sample).toContain("fee");
      entry.programmes[index].purpose = "A national contest of original speeches.";
      const second = parse(format.toFile(entry)) as Data;
      expect(second.programmes[index].purpose).toBe("A national contest of original speeches.");
      expect(second.programmes[index].entry.sample).toEqual(first.programmes[index].entry.sample);
      expect(second.programmes[index].sample).not.toContain("purpose");
      // And a third, with nothing changed: the file as the second left it.
      expect(parse(format.toFile(entry))).toEqual(second);
    }
  });

  it("at a second save, keeps what staff changed on the lists since the first", () => {
    const format = contentFormat("programmes", schema);
    const entry = format.fromFile(sveltiaReads(programmes)) as Data;
    const programme = entry.programmes.at(-1);
    programme.entry.fee = "J$7,500";
    format.toFile(entry);
    // Staff take "how" off the entry's list (it is right) and put the name on the programme's.
    programme.entry.sample = programme.entry.sample.filter((name: string) => name !== "how");
    programme.sample = [...programme.sample, "name"];
    const second = parse(format.toFile(entry)) as Data;
    expect(second.programmes.at(-1).entry.sample).not.toContain("how");
    expect(second.programmes.at(-1).entry.sample).not.toContain("fee");
    expect(second.programmes.at(-1).entry.sample).toContain("who");
    expect(second.programmes.at(-1).sample).toContain("name");
    // Then the name taken off again: off.
    programme.sample = programme.sample.filter((name: string) => name !== "name");
    const third = parse(format.toFile(entry)) as Data;
    expect(third.programmes.at(-1).sample).not.toContain("name");
    expect(third.programmes.at(-1).entry.sample).toEqual(second.programmes.at(-1).entry.sample);
  });

  it("writes a file it never read as plain YAML", () => {
    const format = contentFormat("programmes", schema);
    expect(parse(format.toFile({ labels: { mostRecent: "Latest" } }))).toEqual({
      labels: { mostRecent: "Latest" },
    });
  });
});

describe("contentFormat with the build's rules", () => {
  it("refuses to write what they refuse, naming each problem in the error Sveltia shows, and keeps its text", () => {
    const format = contentFormat("programmes", schema, (data) =>
      (data as Data).labels?.mostRecent === ""
        ? [
            {
              text: "Programmes › Most recent: must not be empty",
              file: "programmes" as const,
              path: ["labels", "mostRecent"],
            },
          ]
        : [],
    );
    const entry = format.fromFile(sveltiaReads(programmes)) as Data;
    entry.labels.mostRecent = "";
    let refusal: unknown;
    try {
      format.toFile(entry);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SaveRefused);
    // Sveltia's toolbar shows `cause.message` for an error whose message is "saving_failed".
    expect((refusal as Error).message).toBe("saving_failed");
    // Where the field is comes with it, for the editor to go there.
    expect((refusal as SaveRefused).problems.map((problem) => problem.path)).toEqual([
      ["labels", "mostRecent"],
    ]);
    expect(((refusal as Error).cause as Error).message).toBe(
      "Programmes › Most recent: must not be empty",
    );
    entry.labels.mostRecent = "Latest";
    expect(format.toFile(entry)).toBe(
      programmes.replace(/^ {2}mostRecent: .*$/m, "  mostRecent: Latest"),
    );
  });
});
