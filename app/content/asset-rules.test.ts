import { describe, expect, it } from "vitest";
import { assetExtensions, assetKinds, fileProblemByKind, kindByExtension } from "./asset-rules";

describe("a file under content/assets by its extension alone", () => {
  it("is held to the largest kind that takes its extension", () => {
    expect(kindByExtension("mp4")).toBe("mp4");
    expect(kindByExtension("vtt")).toBe("captions");
    expect(kindByExtension("svg")).toBe("logo");
    // A picture's 2 MB, not a logo's 1 MB: a PNG may be either.
    expect(assetKinds[kindByExtension("png") ?? "logo"].maxBytes).toBe(2_000_000);
    expect(kindByExtension("mov")).toBeUndefined();
    expect(kindByExtension("")).toBeUndefined();
  });

  it("takes a file at its limit, and refuses one a byte over, in words", () => {
    expect(fileProblemByKind("mp4", 2_000_000)).toBeUndefined();
    expect(fileProblemByKind("mp4", 2_000_001)).toBe(
      "is 2,000,001 bytes; the largest video the site takes is 2 MB: save it smaller, or delete it",
    );
    expect(fileProblemByKind("mp4", 30_000_000)).toBe(
      "is 30 MB; the largest video the site takes is 2 MB: save it smaller, or delete it",
    );
    expect(fileProblemByKind("svg", 5_000_000)).toBe(
      "is 5 MB; the largest image the site takes is 1 MB: save it smaller, or delete it",
    );
    expect(fileProblemByKind("vtt", 250_000)).toBe(
      "is 250 KB; the largest captions file the site takes is 100 KB: save it smaller, or delete it",
    );
  });

  it("refuses a file of a kind no field takes, whatever its size, naming those it takes", () => {
    const list = ".jpg, .jpeg, .png, .webp, .svg, .mp4, .webm and .vtt";
    expect(assetExtensions.map((extension) => `.${extension}`).join(", ")).toBe(
      list.replace(" and", ","),
    );
    expect(fileProblemByKind("mov", 10)).toBe(
      `is a .mov file, which no field of the site can show (the site takes ${list} files): delete it, or save it in one of those formats`,
    );
    expect(fileProblemByKind("", 10)).toBe(
      `has no extension, so no field of the site can show it (the site takes ${list} files): name it by what it is, or delete it`,
    );
  });
});
