import { describe, expect, it } from "vitest";
import { telHref } from "./tel";

describe("telHref", () => {
  it("keeps only the digits and a leading plus", () => {
    expect(telHref("+1 876-555-0142")).toBe("tel:+18765550142");
    expect(telHref("(876) 555 0142")).toBe("tel:8765550142");
  });
});
