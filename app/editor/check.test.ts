import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addressProblem } from "~/content/address-rules";
import { readPlainText } from "~/content/file-checks.server";
import { contentDirectory } from "~/content/load.server";
import { contentSchemas } from "~/content/schema";
import { checker } from "./check";

// The editor's check before a save runs the schema the build runs, so an address the check
// refuses (issue 38, point 5) is refused before it is saved, with the same words at the field.

/* eslint-disable @typescript-eslint/no-explicit-any -- the file's values, read as they are */
const site = () =>
  parse(readPlainText(path.join(contentDirectory(), "site.yaml"), "content/site.yaml")) as Record<
    string,
    any
  >;

describe("the editor's check of an address", () => {
  it.each([
    "https:/www.facebook.com@attacker.example/x",
    "https:\\\\www.facebook.com@attacker.example/x",
    "https://www.face\tbook.com/jade",
    "https:/www.facebook.com/jade",
    "https://www.fаcebook.com/jade",
    "https://xn--80ak6aa92e.com/",
    "https://[2001:db8::1]/",
    "https://www.facebook.com./jade",
  ])("refuses %j at its field, in the check's words", (url) => {
    const data = site();
    const last = data.social.length - 1;
    data.social[last].url = url;
    const expected = addressProblem(url);
    expect(expected).toBeDefined();
    // content:check's and the build's words: the schema's own message.
    const checked = contentSchemas.site.safeParse(data);
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([expected]);
    const refusals = checker("site")(data);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.path).toEqual(["social", last, "url"]);
    expect(refusals[0]?.text.endsWith(`: ${expected}`)).toBe(true);
  });

  it("saves an address written plainly", () => {
    const data = site();
    data.social[0].url = "https://www.facebook.com/jade.sample?ref=site";
    expect(checker("site")(data)).toEqual([]);
  });
});
