/**
 * Which of the page's quiet islands must run now (decision 0033). The header and the footer are
 * prerendered with the build's date and hydrate only when the visitor uses them, unless the
 * visitor's today says otherwise: the announcements listed today are not those of the build's
 * day, or the announcements popup is due to open by itself (the 6-hour rule), or the year in the
 * footer has changed. The news (home's latest, Media Moments' articles) runs only when the
 * articles marked as from the archive today are not the build day's. This module is all a page without a widget runs on most visits.
 */
import { builtOn } from "virtual:build-info";
import {
  announcementStorageKey,
  listedAnnouncements,
  opensByItself,
} from "~/lib/announcement-rule";
import { archivedIds } from "~/lib/articles";
import { jamaicaToday, yearOf } from "~/lib/dates";
import { cameFromThisSite, canStore, readStored } from "~/lib/storage";
import { type IslandData, readIslandData } from "./page-data";
import type { IslandName } from "./names";

/** What the checks read of the visit: the time, the stored popup time, the storage, the referrer. */
export interface Visit {
  now: number;
  stored: (key: string) => string | null;
  canStore: boolean;
  cameFromThisSite: boolean;
}

/** The header: its announcements are not the build's, or their popup is to open by itself. */
function headerDue({ page, visit }: Due): boolean {
  const announcements = page.content.announcements;
  if (!announcements) return false;
  const ids = (day: string) => listedAnnouncements(announcements.items, day).map((item) => item.id);
  const current = ids(jamaicaToday(visit.now));
  if (current.join(" ") !== ids(builtOn).join(" ")) return true;
  return opensByItself({
    hasCurrent: current.length > 0,
    stored: visit.stored(announcementStorageKey(current)),
    now: visit.now,
    reshowAfterHours: announcements.reshowAfterHours,
    canStore: visit.canStore,
    cameFromThisSite: visit.cameFromThisSite,
  });
}

/** The news: the articles from the archive today are not those of the build's day. */
function newsDue({ page, visit }: Due): boolean {
  const articles = page.content.articles?.articles;
  if (!articles) return false;
  const ids = (day: string) => archivedIds(articles, day).join(" ");
  return ids(jamaicaToday(visit.now)) !== ids(builtOn);
}

/** The footer: its year is the build's, and the visitor's is another. */
function footerDue({ visit }: Due): boolean {
  return yearOf(jamaicaToday(visit.now)) !== yearOf(builtOn);
}

interface Due {
  page: IslandData;
  visit: Visit;
}

const checks: Partial<Record<IslandName, (due: Due) => boolean>> = {
  "site-header": headerDue,
  "site-footer": footerDue,
  "latest-news": newsDue,
  "media-articles": newsDue,
};

/** The quiet islands of `names` that must run now. */
export function dueIslands(names: readonly string[], page: IslandData, visit: Visit): string[] {
  return names.filter((name) => checks[name as IslandName]?.({ page, visit }) ?? false);
}

/** The same, for this page in this browser: what the page's starter script calls. */
export function due(names: readonly string[]): string[] {
  const page = readIslandData();
  if (!page) return [];
  return dueIslands(names, page, {
    now: Date.now(),
    stored: readStored,
    canStore: canStore(),
    cameFromThisSite: cameFromThisSite(),
  });
}
