import { describe, expect, it } from "vitest";
import { announcementStorageKey, parseShownAt, shouldAutoOpen } from "./announcement-rule";

const hour = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 15, 0, 0);

describe("shouldAutoOpen", () => {
  it("opens on a first visit, when nothing is stored", () => {
    expect(shouldAutoOpen(null, now, 6)).toBe(true);
  });

  it("stays closed within 6 hours of the last display, and at exactly 6 hours", () => {
    expect(shouldAutoOpen(String(now - 1), now, 6)).toBe(false);
    expect(shouldAutoOpen(String(now - 5 * hour), now, 6)).toBe(false);
    expect(shouldAutoOpen(String(now - 6 * hour), now, 6)).toBe(false);
  });

  it("opens again once more than 6 hours have passed", () => {
    expect(shouldAutoOpen(String(now - 6 * hour - 1), now, 6)).toBe(true);
    expect(shouldAutoOpen(String(now - 30 * hour), now, 6)).toBe(true);
  });

  it.each(["", "garbage", "12abc", "-5", "1.5e12", "NaN", "{}", "99999999999999999999"])(
    "treats the stored value %j as nothing stored",
    (stored) => {
      expect(shouldAutoOpen(stored, now, 6)).toBe(true);
    },
  );

  it("does not trust a display time in the future", () => {
    expect(parseShownAt(String(now + hour), now)).toBeUndefined();
    expect(shouldAutoOpen(String(now + hour), now, 6)).toBe(true);
  });
});

describe("announcementStorageKey", () => {
  it("is specific to the announcement campaign", () => {
    expect(announcementStorageKey("2026-27-season")).toBe(
      "jade:announcements:2026-27-season:last-shown",
    );
    expect(announcementStorageKey("a")).not.toBe(announcementStorageKey("b"));
  });
});
