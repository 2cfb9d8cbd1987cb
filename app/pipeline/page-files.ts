import type { PageId } from "~/route-table";
import type { ContentName } from "../content/schema";

/**
 * Which content files each page shows, so a change to content alone is tested on the pages it
 * reaches (scripts/content-change.ts) rather than on all of them. The root loader's files, the
 * header's, footer's and announcements', show on every page; beside them, each page shows what
 * its loader hands over. page-files.test.ts runs every loader and holds this table to what they
 * return, so it cannot drift.
 */
export const shellFiles = ["site", "pages", "announcements"] as const satisfies ContentName[];

export const pageFiles = {
  home: ["home", "programmes", "partners", "services", "articles"],
  "media-moments": ["articles"],
  "about-jade": ["about", "team"],
  "jade-affiliates": ["affiliates"],
  "jade-services": ["services", "contacts"],
  "jade-membership": ["affiliates"],
  "jade-programmes": ["programmes"],
  // Its results name the articles they link to; its press section, the media contact.
  results: ["programmes", "articles", "contacts"],
  donate: ["donate"],
  contact: ["contacts"],
  "programme-sponsorship": [
    "contacts",
    "programmes",
    "sponsorship",
    "services",
    "home",
    "partners",
  ],
  "certified-adjudicator-ranking": ["adjudicators"],
  "page-listing": [],
  search: [],
  privacy: ["legal"],
  accessibility: ["legal"],
  "not-found": ["pages"],
} as const satisfies Record<PageId, readonly ContentName[]>;

/** The pages a change to `file` shows on: every page for the shell's files. */
export function pagesShowing(file: ContentName): PageId[] {
  const pages = Object.keys(pageFiles) as PageId[];
  if ((shellFiles as readonly ContentName[]).includes(file)) return pages;
  return pages.filter((page) => (pageFiles[page] as readonly ContentName[]).includes(file));
}
