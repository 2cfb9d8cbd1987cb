import type { BrowserContext } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { announcementStorageKey } from "../../app/lib/announcement-rule";
import { routeTable } from "../../app/route-table";

/** The validated content, as the build saw it: tests compare the pages against it. */
export const content = loadContent();

export const announcementKey = announcementStorageKey(content.announcements.campaign);

/** Every page of the built site with the heading and description it must show. */
export const pages = [
  ...routeTable.map((entry) => ({ id: entry.id, path: entry.path })),
  { id: "not-found", path: "/no-such-page" },
].map((entry) => {
  const page = content.pages.pages.find((candidate) => candidate.id === entry.id);
  if (!page) throw new Error(`No content for page ${entry.id}`);
  return { ...entry, heading: page.heading, description: page.description };
});

/** Marks the announcements as shown a moment ago, so the popup stays closed for this context. */
export async function suppressAnnouncements(context: BrowserContext) {
  await context.addInitScript((key) => {
    try {
      if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
    } catch {
      // Storage blocked: the test itself decides what that means.
    }
    // A test may fix the page's clock after this script ran (page.clock): the time stored from
    // the real clock would then lie in the page's future, which the rule rightly distrusts, and
    // the popup would open. Read back, the mark is never later than the page's own now.
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      const value = getItem.call(this, name);
      return name === key && value !== null && Number(value) > Date.now()
        ? String(Date.now())
        : value;
    };
  }, announcementKey);
}
