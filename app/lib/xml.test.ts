import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five characters XML predefines, ampersands first", () => {
    expect(escapeXml(`Tom & Jerry's <"show">`)).toBe(
      "Tom &amp; Jerry&apos;s &lt;&quot;show&quot;&gt;",
    );
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves everything else as it is", () => {
    expect(escapeXml("Débat — 2026 ✓")).toBe("Débat — 2026 ✓");
  });
});
