/**
 * News articles in the order they are read: newest first by the day they were published, the
 * content's order kept between articles of one day, whatever order staff wrote them in. An
 * article older than six months is marked as from the archive (decision 0052), as the day has it.
 */
import type { Article } from "../content/schema";
import { compareIso } from "./format";

export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => compareIso(b.published, a.published));
}

/** How many of the newest articles the home page shows. */
export const latestNewsCount = 3;

/** How many months after it was published an article is marked as from the archive. */
export const archiveAfterMonths = 6;

/**
 * The first day an article published on `published` is from the archive: the same day
 * `archiveAfterMonths` months on, or that month's last day when it has no such day (31 August
 * goes into the archive on 28 or 29 February).
 */
export function archivedFrom(published: string): string {
  const [year = 0, month = 1, day = 1] = published.split("-").map(Number);
  const months = year * 12 + (month - 1) + archiveAfterMonths;
  const [toYear, toMonth] = [Math.floor(months / 12), (months % 12) + 1];
  const daysInMonth = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(day, daysInMonth))}`;
}

/** Whether an article is from the archive on `today` (a YYYY-MM-DD day in Jamaica). */
export function isArchived(article: Pick<Article, "published">, today: string): boolean {
  return compareIso(archivedFrom(article.published), today) <= 0;
}

/** The ids of the articles from the archive on `today`: what a page's marks depend on. */
export function archivedIds(articles: readonly Article[], today: string): string[] {
  return articles.filter((article) => isArchived(article, today)).map((article) => article.id);
}
