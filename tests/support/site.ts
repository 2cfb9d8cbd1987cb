import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { loadContent } from "../../app/content/load.server";
import {
  announcementStorageKey,
  laterAnnouncements,
  listedAnnouncements,
  withOpenRegistrations,
} from "../../app/lib/announcement-rule";
import { jamaicaToday } from "../../app/lib/dates";
import { allStagings, firstDay, lastDay } from "../../app/lib/stagings";
import { type ArchivePage, archivePages } from "../../app/lib/archives";
import { type PageId, routeTable } from "../../app/route-table";
import { notIndexed } from "../../scripts/build/search-index";

/** The validated content, as the build saw it: tests compare the pages against it. */
export const content = loadContent();

/**
 * The day in Jamaica the site under test was built (BUILD_DIR's), read from its calendar feed's
 * DTSTAMP, the build's one clock reading: what its pages were made for. Read from the file, for
 * what a module works out as it loads; `builtOn` asks the server.
 */
export const buildDay = (() => {
  const feed = path.resolve(process.env.BUILD_DIR ?? "build", "client/calendar/jade-events.ics");
  if (!existsSync(feed)) return jamaicaToday(Date.now());
  const stamp = dtstamp(readFileSync(feed, "utf8"));
  if (stamp === undefined) throw new Error(`${feed} has no DTSTAMP to tell the build's date`);
  return jamaicaToday(stamp);
})();

/** The announcements with their closing days, and the open registrations, as every page gets them. */
export const announcements = withOpenRegistrations(
  content.announcements.items,
  content.programmes.programmes,
  content.programmes.labels.register,
  buildDay,
);

/**
 * The announcements the list shows at an instant, as a visitor's browser decides in Jamaica's
 * date: those current that close within a year, the soonest to close first.
 */
export function announcementsAt(instant: number) {
  return listedAnnouncements(announcements, jamaicaToday(instant));
}

/** The announcements current at an instant that close more than a year away: the list leaves them out. */
export function laterAnnouncementsAt(instant: number) {
  return laterAnnouncements(announcements, jamaicaToday(instant));
}

/**
 * A moment when announcements are current, whatever the content: 3 pm in Kingston on the earliest
 * day an announcement closes (it is current until that day ends). Asked for, not worked out when
 * this module loads: content may have no announcements at all, and the checks of the live content,
 * which load this module too, must hold for it.
 */
export function announcementsCurrentAt(): number {
  const day = announcements
    .filter((item) => item.until !== undefined && (!item.from || item.from <= item.until))
    .map((item) => item.until ?? "")
    .sort()[0];
  if (!day)
    throw new Error("content/announcements.yaml has no announcements to test the popup with");
  return Date.parse(`${day}T15:00:00-05:00`);
}

/** The storage key of the announcements listed at an instant. */
export function announcementKeyAt(instant: number) {
  return announcementStorageKey(announcementsAt(instant).map((item) => item.id));
}

const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const stagingDays = allStagings(content.programmes.programmes).map(({ staging }) => ({
  first: firstDay(staging),
  last: lastDay(staging),
}));

/**
 * Two moments at noon in Kingston, from the content: a day in the season (the day before its first
 * staging, when every edition is on offer and announced) and a day between seasons (the day after
 * its last staging, when nothing is).
 */
export const seasonMoments = {
  inSeason: `${shiftDay(stagingDays.map((day) => day.first).sort()[0] ?? "2025-01-01", -1)}T12:00:00-05:00`,
  betweenSeasons: `${shiftDay(
    stagingDays
      .map((day) => day.last)
      .sort()
      .at(-1) ?? "2025-01-01",
    1,
  )}T12:00:00-05:00`,
} as const;

/** The archive pages the site under test was built with: each earlier season's results, and on. */
export const archives = archivePages(content, buildDay);

/**
 * Every page of the built site with the heading and description it must show: the route table's,
 * the archive pages of the content on the build's day (each with its page's id), the not-found page.
 */
export const pages = [
  ...routeTable.map((entry): PageEntry => ({ id: entry.id, path: entry.path })),
  ...archives.map((archive): PageEntry => ({ id: archive.of, path: archive.path, archive })),
  { id: "not-found", path: "/no-such-page" } satisfies PageEntry,
].map((entry) => {
  const page = content.pages.pages.find((candidate) => candidate.id === entry.id);
  if (!page) throw new Error(`No content for page ${entry.id}`);
  const words = entry.archive ?? page;
  return {
    id: entry.id,
    path: entry.path,
    heading: words.heading,
    description: words.description,
    ...(entry.archive ? { archive: entry.archive } : {}),
  };
});

interface PageEntry {
  id: PageId;
  path: string;
  archive?: ArchivePage;
}

/**
 * Of each kind of archive page (the earlier seasons' results, Media Moments' further pages), the
 * first, a middle one and the last: pages of one template, of which the per-page checks look at
 * these (tests/live/pages.spec.ts asks every one of them for its heading, without a browser).
 */
const archivesSampled = new Set(
  [...new Set(archives.map((archive) => archive.id))].flatMap((id) => {
    const ofKind = archives.filter((archive) => archive.id === id);
    return [ofKind[0], ofKind[Math.floor(ofKind.length / 2)], ofKind.at(-1)].flatMap((archive) =>
      archive ? [archive.path] : [],
    );
  }),
);

/**
 * The pages the checks of the live content look at (tests/live/): all of them (of the archive
 * pages, those sampled), or, where
 * E2E_PAGES names some by id (the content check of a pull request: scripts/content-change.ts),
 * those alone. A name that is no page's stops the run rather than check nothing.
 */
export const pagesUnderTest = (() => {
  const named = process.env.E2E_PAGES?.split(",").filter(Boolean);
  const sampled = pages.filter((page) => !page.archive || archivesSampled.has(page.path));
  if (!named) return sampled;
  const unknown = named.filter((id) => !pages.some((page) => page.id === id));
  if (unknown.length > 0) throw new Error(`E2E_PAGES names no page: ${unknown.join(", ")}`);
  return sampled.filter((page) => named.includes(page.id));
})();

/**
 * Makes the announcements read as shown a moment ago, so the popup stays closed for this context
 * whatever set is current on the page's clock (page.clock may move it to any season).
 */
export async function suppressAnnouncements(context: BrowserContext) {
  await context.addInitScript(holdAnnouncementsBack);
}

/** An init script: every announcement key reads back as "shown now" by the page's own clock. */
export function holdAnnouncementsBack() {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, name: string) {
    return name.startsWith("jade:announcements:") && name.endsWith(":last-shown")
      ? String(Date.now())
      : getItem.call(this, name);
  };
}

/**
 * The day in Jamaica the site under test was built, which decides what its prerendered HTML (and
 * so a visit without scripts) shows. Read from the calendar feed's DTSTAMP, the build's one clock
 * reading, so a test run that crosses midnight after the build still expects what was built.
 */
export async function builtOn(request: APIRequestContext): Promise<string> {
  const stamp = dtstamp(await (await request.get("/calendar/jade-events.ics")).text());
  if (stamp === undefined)
    throw new Error("The calendar feed has no DTSTAMP to tell the build's date");
  return jamaicaToday(stamp);
}

/** The instant a calendar feed was made, from its first DTSTAMP. */
function dtstamp(feed: string): number | undefined {
  const stamp = /^DTSTAMP:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/m.exec(feed);
  if (!stamp) return undefined;
  const [, year, month, day, hour, minute, second] = stamp.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** A page's name as the menus show it, from content/pages.yaml. */
export const pageName = (id: string) => {
  const page = content.pages.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`content/pages.yaml has no page "${id}"`);
  return page.name;
};

/**
 * A page the main navigation links to itself, not in a group: its first, not the one drawn as a
 * button (Donate), which the header places outside the navigation (issue 53).
 */
export const navPageName = (() => {
  const page =
    content.site.nav.flatMap((entry) =>
      "page" in entry && entry.page !== content.site.navButton ? [entry.page] : [],
    )[0] ?? content.site.nav.flatMap((entry) => ("pages" in entry ? entry.pages : []))[0];
  if (!page) throw new Error("content/site.yaml's nav names no page");
  return pageName(page);
})();

/** The main navigation's first group (a dropdown), if the content has one, with its first page. */
export const firstNavGroup = (() => {
  for (const entry of content.site.nav)
    if ("group" in entry) return { name: entry.group, firstPage: pageName(entry.pages[0]!) };
  return undefined;
})();

/**
 * A word the site search finds, from the content: the first word of five letters or more in the
 * name of a page the search index holds (scripts/build/search-index.ts).
 */
export const searchableWord = (() => {
  for (const entry of routeTable) {
    if (notIndexed.has(entry.id)) continue;
    const word = /\p{L}{5,}/u.exec(pageName(entry.id))?.[0];
    if (word) return word;
  }
  throw new Error("content/pages.yaml names no searched page with a word of five letters");
})();
