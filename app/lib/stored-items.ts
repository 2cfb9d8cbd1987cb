import { announcementStorageKeyPattern } from "./announcement-rule";
import { themeStorageKey } from "./theme";

/** Everything the site keeps in the browser, for the privacy page. Add to it when adding storage. */
export const storedItems = [
  { key: themeStorageKey, purpose: "theme" },
  { key: announcementStorageKeyPattern, purpose: "announcements" },
] as const;
