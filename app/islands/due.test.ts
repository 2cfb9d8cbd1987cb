import { describe, expect, it, vi } from "vitest";
import { announcementStorageKey } from "~/lib/announcement-rule";
import type { Announcement } from "~/content/schema";
import { type Visit, dueIslands } from "./due";
import type { IslandData } from "./page-data";

// The build's day, as `npm run build` writes it.
vi.mock("virtual:build-info", () => ({ builtOn: "2026-03-01" }));

const item = (id: string, from: string, until: string): Announcement =>
  ({ id, title: id, href: `https://example.org/${id}`, from, until }) as Announcement;

/** A page whose header carries these announcements (re-shown after 6 hours). */
const page = (...items: Announcement[]): IslandData => ({
  path: "/about-jade",
  content: { announcements: { reshowAfterHours: 6, items } } as IslandData["content"],
  pictures: {},
});

const hour = 60 * 60 * 1000;
/** Noon in Jamaica (17:00 UTC) on a day. */
const noon = (day: string) => Date.parse(`${day}T17:00:00Z`);
const visit = (now: number, stored: Record<string, string> = {}, more: Partial<Visit> = {}) => ({
  now,
  stored: (key: string) => stored[key] ?? null,
  canStore: true,
  cameFromThisSite: false,
  ...more,
});
const quiet = ["site-header", "site-footer"];

describe("the quiet islands the visitor's day needs", () => {
  it("none between seasons, on the build's day or later in its year", () => {
    const ended = item("ended", "2026-01-01", "2026-02-01");
    expect(dueIslands(quiet, page(ended), visit(noon("2026-03-01")))).toEqual([]);
    expect(dueIslands(quiet, page(ended), visit(noon("2026-12-31")))).toEqual([]);
    expect(dueIslands(quiet, page(), visit(noon("2026-06-01")))).toEqual([]);
  });

  it("the header when the announcements current today are not the build's", () => {
    const opened = item("opened", "2026-03-02", "2026-04-01");
    const closed = item("closed", "2026-02-01", "2026-03-01");
    // Stored as shown an hour ago: only the change of set wakes it.
    const shown = (ids: string[]) => ({
      [announcementStorageKey(ids)]: String(noon("2026-03-02") - hour),
    });
    expect(dueIslands(quiet, page(opened), visit(noon("2026-03-02"), shown(["opened"])))).toEqual([
      "site-header",
    ]);
    expect(dueIslands(quiet, page(closed), visit(noon("2026-03-02"), shown([])))).toEqual([
      "site-header",
    ]);
    // Jamaica's day, not UTC's: 03:00 UTC on the 2nd is still the 1st in Kingston.
    expect(dueIslands(quiet, page(opened), visit(Date.parse("2026-03-02T03:00:00Z")))).toEqual([]);
  });

  it("the header when its popup is due: nothing stored, or shown more than 6 hours ago", () => {
    const current = item("current", "2026-02-15", "2026-03-15");
    const key = announcementStorageKey(["current"]);
    const now = noon("2026-03-01");
    expect(dueIslands(quiet, page(current), visit(now))).toEqual(["site-header"]);
    expect(dueIslands(quiet, page(current), visit(now, { [key]: String(now - hour) }))).toEqual([]);
    expect(dueIslands(quiet, page(current), visit(now, { [key]: String(now - 7 * hour) }))).toEqual(
      ["site-header"],
    );
    // With storage blocked, once a visit: not on a page reached from another of the site.
    const blocked = { canStore: false };
    expect(dueIslands(quiet, page(current), visit(now, {}, blocked))).toEqual(["site-header"]);
    expect(
      dueIslands(quiet, page(current), visit(now, {}, { ...blocked, cameFromThisSite: true })),
    ).toEqual([]);
  });

  it("the footer when the visitor's year is not the build's", () => {
    expect(dueIslands(quiet, page(), visit(noon("2027-01-01")))).toEqual(["site-footer"]);
    // New Year's Eve in Kingston is already 1 January in UTC.
    expect(dueIslands(quiet, page(), visit(Date.parse("2027-01-01T03:00:00Z")))).toEqual([]);
  });

  it("only among the page's quiet islands, and never one it has no check for", () => {
    expect(
      dueIslands(
        ["site-footer"],
        page(item("x", "2026-01-01", "2026-12-31")),
        visit(noon("2026-03-01")),
      ),
    ).toEqual([]);
    expect(dueIslands(["search-page"], page(), visit(noon("2027-06-01")))).toEqual([]);
  });
});

describe("the news, on home and Media Moments", () => {
  // Built on 1 March 2026: the article of 20 June 2025 is from the archive, that of 13 October
  // 2025 goes into it on 13 April 2026.
  const news = {
    path: "/media-moments",
    content: {
      articles: {
        articles: [
          { id: "newest", published: "2025-10-13" },
          { id: "oldest", published: "2025-06-20" },
        ],
      },
    } as IslandData["content"],
    pictures: {},
  } satisfies IslandData;
  const names = ["latest-news", "media-articles"];

  it("stays its HTML while the articles from the archive are the build day's", () => {
    expect(dueIslands(names, news, visit(noon("2026-03-01")))).toEqual([]);
    expect(dueIslands(names, news, visit(noon("2026-04-12")))).toEqual([]);
  });

  it("runs when the visitor's day marks another article", () => {
    expect(dueIslands(names, news, visit(noon("2026-04-13")))).toEqual(names);
    // A visitor whose clock is behind the build's day sees the news as of their day too.
    expect(dueIslands(names, news, visit(noon("2025-12-01")))).toEqual(names);
  });

  it("never on a page without the articles", () => {
    expect(dueIslands(names, page(), visit(noon("2027-01-01")))).toEqual([]);
  });
});
