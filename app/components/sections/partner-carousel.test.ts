import { describe, expect, it } from "vitest";
import { offsetFromActive } from "./partner-carousel";

describe("offsetFromActive", () => {
  it("places the five around the active partner, wrapping at both ends", () => {
    const offsets = (active: number) =>
      Array.from({ length: 9 }, (_, index) => offsetFromActive(index, active, 9));
    expect(offsets(0)).toEqual([0, 1, 2, 3, 4, -4, -3, -2, -1]);
    expect(offsets(8)).toEqual([1, 2, 3, 4, -4, -3, -2, -1, 0]);
    expect(offsets(4).filter((offset) => Math.abs(offset) <= 2)).toHaveLength(5);
  });
});
