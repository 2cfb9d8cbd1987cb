import announcements from "virtual:content/announcements";
import { announcementStorageKey } from "./announcement-rule";
import { themeStorageKey } from "./theme";

/** Everything the site keeps in the browser, for the privacy page. Add to it when adding storage. */
export const storedItems = [
  { key: themeStorageKey, purpose: "theme" },
  { key: announcementStorageKey(announcements.campaign), purpose: "announcements" },
] as const;
