import { describe, expect, it } from "vitest";
import {
  commentBytes,
  commentsTooLong,
  fileMaxBytes,
  fileTooLarge,
  largestValues,
  otherFileMaxBytes,
} from "./file-size.server";
import { type ContentName, contentSchemas } from "./schema";

const names = Object.keys(contentSchemas) as ContentName[];

describe("the most a file in content/ may be", () => {
  it("is finite for every content file: every text and list of every schema has its limit", () => {
    for (const name of names) expect(largestValues(name), name).toBeLessThan(Infinity);
  });

  it("is the schema's for a content file, so text at every limit is taken, and 1 MB for any other", () => {
    // legal.yaml: two pages of 20 sections of 30 paragraphs of 1,500 characters (load.test.ts).
    expect(fileMaxBytes("legal")).toBeGreaterThan(2 * 20 * 30 * 1500 * 3);
    expect(fileMaxBytes(undefined)).toBe(otherFileMaxBytes);
    expect(fileTooLarge(otherFileMaxBytes, undefined)).toBeUndefined();
    expect(fileTooLarge(otherFileMaxBytes + 1, undefined)).toBe(
      "is 1,000,001 bytes, and is not one of the site's content files, which the site reads: a file of notes or a copy left in content/ holds at most 1 MB; move it out of content/, or delete it",
    );
    for (const name of [names[0]!, names[Math.floor(names.length / 2)]!, names.at(-1)!]) {
      expect(fileTooLarge(fileMaxBytes(name), name), name).toBeUndefined();
      expect(fileTooLarge(fileMaxBytes(name) + 1, name), name).toMatch(
        /^is [\d,]+ bytes, more than every field and list of it at its limit can hold \(/,
      );
    }
  });
});

describe("a content file's comments", () => {
  it("count from each # to the end of its line, never a # inside a value", () => {
    const text = [
      "# head",
      "title: 'A # in quotes' # tail",
      "body: |-",
      "  # a line of the text, not a comment",
      "list:",
      "  - one # one",
      "# foot",
      "",
    ].join("\n");
    expect(commentBytes(text)).toBe("# head# tail# one# foot".length);
  });

  it("count in bytes, as a file's size does", () => {
    expect(commentBytes("# é\na: 1\n")).toBe(4);
  });

  it("are taken up to 100,000 bytes and refused past it, in words", () => {
    expect(commentsTooLong(`# ${"x".repeat(99_998)}\na: 1\n`)).toBeUndefined();
    expect(commentsTooLong(`# ${"x".repeat(99_999)}\na: 1\n`)).toBe(
      'has 100,001 bytes of comments (the lines, or ends of lines, from "#"); a content file\'s comments hold at most 100 KB: delete a long comment or a pasted document',
    );
  });
});
