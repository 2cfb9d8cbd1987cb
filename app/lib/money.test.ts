import { describe, expect, it } from "vitest";
import { formatJmd } from "./money";

describe("formatJmd", () => {
  it("writes Jamaican dollars with J$ and thousands separators", () => {
    expect(formatJmd(2_000_000)).toBe("J$2,000,000");
    expect(formatJmd(25_000)).toBe("J$25,000");
    expect(formatJmd(750)).toBe("J$750");
  });
});
