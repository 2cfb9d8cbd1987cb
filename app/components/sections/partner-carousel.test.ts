import { describe, expect, it } from "vitest";
import { offsetFromActive, partnersInView } from "./partner-carousel";

describe("offsetFromActive", () => {
  it("places the five around the active partner, wrapping at both ends", () => {
    const offsets = (active: number) =>
      Array.from({ length: 9 }, (_, index) => offsetFromActive(index, active, 9));
    expect(offsets(0)).toEqual([0, 1, 2, 3, 4, -4, -3, -2, -1]);
    expect(offsets(8)).toEqual([1, 2, 3, 4, -4, -3, -2, -1, 0]);
    expect(offsets(4).filter((offset) => Math.abs(offset) <= 2)).toHaveLength(5);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])(
    "with %i partners, gives each its own place: never a partner twice in view",
    (count) => {
      for (let active = 0; active < count; active++) {
        const offsets = Array.from({ length: count }, (_, index) =>
          offsetFromActive(index, active, count),
        );
        expect(new Set(offsets).size).toBe(count);
        expect(offsets[active]).toBe(0);
        const inView = offsets.filter((offset) => Math.abs(offset) <= 2);
        expect(inView).toHaveLength(Math.min(count, partnersInView));
      }
    },
  );

  it("with six partners, keeps the one opposite the active partner out of view", () => {
    expect(Array.from({ length: 6 }, (_, index) => offsetFromActive(index, 0, 6))).toEqual([
      0, 1, 2, 3, -2, -1,
    ]);
  });
});
