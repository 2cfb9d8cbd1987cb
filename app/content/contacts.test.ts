import { describe, expect, it } from "vitest";
import { contactsSchema } from "./schema";
import { loadContent } from "./load.server";

const { contacts } = loadContent();
const named = contacts.contacts.find((contact) => contact.person !== undefined)!;

describe("a contact's person", () => {
  it("is written with their role, or neither is", () => {
    const check = (contact: object) =>
      contactsSchema.safeParse({ ...contacts, contacts: [contact] }).success;
    const { person, role, ...without } = named;
    // The content names at least one person with a role, or this test proves nothing.
    expect([typeof person, typeof role]).toEqual(["string", "string"]);
    expect(check(named)).toBe(true);
    expect(check(without)).toBe(true);
    expect(check({ ...without, person })).toBe(false);
    expect(check({ ...without, role })).toBe(false);
  });

  it("names the role as the field at fault", () => {
    const result = contactsSchema.safeParse({
      ...contacts,
      contacts: [{ ...named, role: undefined }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["contacts.0.role"]);
  });
});
