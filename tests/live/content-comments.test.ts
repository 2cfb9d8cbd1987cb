import { describe, expect, it } from "vitest";
import { contentFileNames, contentText } from "../support/content-files";

/**
 * The content files' comments are read by whoever opens a file, long after the editor has added or
 * removed items: a comment that counts a list ("The nine sponsors…") goes stale with the first
 * partner added (issue 31). So no comment counts things in words; the few numbers a schema fixes
 * (a page's two buttons, the home page's latest three articles) are listed here, each with why.
 */
const fixed = new Map([
  ["two eligibility checks", "affiliates.yaml: the schema has exactly the two helpers"],
  ["two buttons", "home.yaml: the first screen has a primary and a secondary button"],
  ["three articles", "home.yaml: the home page shows the latest three, a rule of the page"],
  ["two years", "programmes.yaml: a season's name is made of the years it spans"],
]);

const counting =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|dozen)\s+(?:[a-z']+\s+)?[a-z']+s\b/gi;

const files = contentFileNames().map((name) => name.replace(/\.yaml$/, ""));

describe("the content files' comments", () => {
  it.each(files)("in %s count no list that an edit can change", (name) => {
    const comments = contentText(name)
      .split("\n")
      .filter((line) => line.trimStart().startsWith("#"));
    const counts = comments.flatMap((line) =>
      [...line.matchAll(counting)]
        .map((match) => match[0])
        .filter(
          (phrase) => ![...fixed.keys()].some((allowed) => phrase.toLowerCase().includes(allowed)),
        )
        .map((phrase) => `${phrase} (${line.trim()})`),
    );
    expect(counts).toEqual([]);
  });

  it("would find a count that goes stale", () => {
    expect("# The nine sponsors and partners".match(counting)).toEqual(["nine sponsors"]);
    expect("# Five social networks.".match(counting)).toEqual(["Five social networks"]);
    expect("# The six departments".match(counting)).toEqual(["six departments"]);
  });
});
