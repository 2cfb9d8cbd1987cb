import { describe, expect, it } from "vitest";
import { isMobileUserAgent } from "./mobile";

describe("isMobileUserAgent", () => {
  it("trusts client hints where the browser gives them", () => {
    expect(
      isMobileUserAgent({
        userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
        userAgentData: { mobile: true },
      }),
    ).toBe(true);
    expect(isMobileUserAgent({ userAgent: "iPhone", userAgentData: { mobile: false } })).toBe(
      false,
    );
  });

  it("reads phones and tablets from the user agent otherwise", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const android =
      "Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
    const desktop =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
    expect(isMobileUserAgent({ userAgent: iphone })).toBe(true);
    expect(isMobileUserAgent({ userAgent: android })).toBe(true);
    expect(isMobileUserAgent({ userAgent: desktop })).toBe(false);
  });
});
