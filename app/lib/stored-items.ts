import { announcementStorageKey } from "./announcement-rule";
import { themeStorageKey } from "./theme";

/** Everything the site keeps in the browser, for the privacy page. Add to it when adding storage. */
export function storedItems(announcementCampaign: string) {
  return [
    { key: themeStorageKey, purpose: "theme" },
    { key: announcementStorageKey(announcementCampaign), purpose: "announcements" },
  ] as const;
}
