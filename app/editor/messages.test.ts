import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { itemNouns } from "~/content/item-nouns";
import { announcementsSchema, partnersSchema } from "~/content/schema";
import { codeWordIn, fileWords } from "./words";
import { describeProblem, placeOf, plainMessage } from "./messages";
import { contentText } from "../../tests/support/content-files";

/* eslint-disable @typescript-eslint/no-explicit-any -- the files' values, read as they are */
type Data = Record<string, any>;

const read = (name: string) => parse(contentText(name)) as Data;

describe("a place in staff words", () => {
  it("names the file, the record by its label, number from 1 and name, and the field by its label", () => {
    const data = read("partners");
    const last = data.partners.length - 1;
    const words = fileWords.partners;
    expect(placeOf("partners", data, ["partners", last, "logo"])).toBe(
      `${words.label} › ${itemNouns.partners.partners} ${last + 1} “${data.partners[last].name}” › ${words.fields["partners[].logo"]?.label}`,
    );
  });

  it("names a list by its label when the problem is the list's", () => {
    const data = read("announcements");
    expect(placeOf("announcements", data, ["items"])).toBe(
      `${fileWords.announcements.label} › ${fileWords.announcements.fields.items?.label}`,
    );
  });

  it("names a record without a name by its label and number alone", () => {
    const data = read("partners");
    data.partners.push({ id: "new" });
    expect(placeOf("partners", data, ["partners", data.partners.length - 1, "name"])).toMatch(
      new RegExp(`› ${itemNouns.partners.partners} ${data.partners.length} › `),
    );
  });
});

describe("what is wrong, in staff words", () => {
  it("for every refusal of a field left empty or missing, a date and an address", () => {
    const data = read("announcements");
    const [first, second] = data.items as Data[];
    Object.assign(first!, { title: "", href: "http://forms.example.org/x", until: "2026-02-31" });
    delete second!.title;
    const result = announcementsSchema.safeParse(data, { reportInput: true });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) =>
      describeProblem(
        {
          file: "announcements",
          path: issue.path,
          message: issue.message,
          code: issue.code,
          input: issue.input,
        },
        data,
      ),
    );
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(codeWordIn(message.replace(/“[^”]*”/g, "").replace(/"[^"]*"/g, ""))).toBeUndefined();
      expect(message).not.toMatch(/\[\d+\]|YYYY|undefined|Invalid input/);
    }
    expect(messages.join("\n")).toContain("must be filled in");
    expect(messages.join("\n")).toContain("is not a real date");
  });

  it("for an ID used twice", () => {
    const data = read("partners");
    data.partners.at(-1).id = data.partners[0].id;
    const issue = partnersSchema.safeParse(data).error!.issues[0]!;
    expect(
      describeProblem({ file: "partners", path: issue.path, message: issue.message }, data),
    ).toBe(
      `${placeOf("partners", data, ["partners", data.partners.length - 1, "id"])}: has the ID "${data.partners[0].id}" of another item in this list: each needs its own`,
    );
  });

  it("writes dates in messages as the form does", () => {
    expect(
      plainMessage({
        file: "announcements",
        path: [],
        message: "is after 2026-10-01, the last day",
      }),
    ).toBe("is after 1 October 2026, the last day");
  });

  it("puts a field's label for its name, and leaves placeholders alone", () => {
    const { label } = fileWords.announcements.fields.reshowAfterHours!;
    expect(
      plainMessage({
        file: "announcements",
        path: [],
        message: "must be below reshowAfterHours, and keep {reshowAfterHours}",
      }),
    ).toBe(`must be below “${label}”, and keep {reshowAfterHours}`);
  });

  it("a partner's logo refused by the schema is named as staff see it", () => {
    const data = read("partners");
    data.partners[0].logo = "logo.svg";
    const issue = partnersSchema.safeParse(data).error!.issues[0]!;
    expect(
      describeProblem({ file: "partners", path: issue.path, message: issue.message }, data),
    ).toMatch(
      `${fileWords.partners.label} › ${itemNouns.partners.partners} 1 “${data.partners[0].name}” › ${fileWords.partners.fields["partners[].logo"]?.label}: `,
    );
  });
});
