import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load.server";
import { type OfficeField, sampleOfficeFields, sampleOfficeLine } from "./office-samples";

const { site } = loadContent();
const all: OfficeField[] = ["address", "phone", "email", "website"];
const words = site.sampleWords;

/** The site file with the office's mark replaced. */
const marked = (sample: true | OfficeField[] | undefined) => ({
  ...site,
  office: { ...site.office, sample },
});

describe("the office's sample details", () => {
  it("are every field the content's mark covers, in the order asked", () => {
    // content/site.yaml marks the office as a whole.
    expect(site.office.sample).toBe(true);
    expect(sampleOfficeFields(site, all)).toEqual(all);
    expect(sampleOfficeFields(site, ["email", "address"])).toEqual(["email", "address"]);
  });

  it("are named in one line, with the content's words, only for the fields marked", () => {
    expect(sampleOfficeLine(site, ["address", "phone", "email"])).toBe(
      words.listed.replace("{details}", `${words.address}, ${words.phone} and ${words.email}`),
    );
    expect(sampleOfficeLine(marked(["phone"]), ["address", "phone", "email"])).toBe(
      words.listed.replace("{details}", words.phone),
    );
    expect(sampleOfficeLine(marked(["website"]), ["address", "phone", "email"])).toBeUndefined();
  });

  it("are none once the mark is gone", () => {
    expect(sampleOfficeFields(marked(undefined), all)).toEqual([]);
    expect(sampleOfficeLine(marked(undefined), all)).toBeUndefined();
  });
});
