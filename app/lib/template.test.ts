import { describe, expect, it } from "vitest";
import { fill } from "./template";

describe("fill", () => {
  it("replaces every placeholder it has a value for and leaves the rest", () => {
    expect(fill("Show slide {n} of {count}", { n: 2, count: 5 })).toBe("Show slide 2 of 5");
    expect(fill("{n}/{n}", { n: 1 })).toBe("1/1");
    expect(fill("Hello {who}", {})).toBe("Hello {who}");
  });
});
