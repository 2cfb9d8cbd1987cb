import type { FileWords } from "./types";

export const announcementsWords: FileWords = {
  label: "Announcements",
  first: ["items"],
  fields: {
    reshowAfterHours: {
      label: "Show the announcements again after (hours)",
      help: "The Announcements window opens by itself on a visitor's first visit, and again once this many hours have passed since it last opened for them.",
    },
    items: {
      label: "Announcements",
      help: "The links in the Announcements window: registration forms and ticket sales. The newest go at the top: “Add” puts a new one there. Each shows from its “From” day until its staging's registration closes or its own “Until” day; expired ones may stay here or be removed.",
      newestFirst: true,
      itemName: "title",
    },
    "items[].id": {
      label: "Announcement ID",
      help: "A short name that tells this announcement apart from the others, in lower-case words joined by hyphens, like ndw-2027-registration. Visitors never see it.",
    },
    "items[].title": {
      label: "Title",
      help: "The words of the link, saying what it opens, like “National Debaters' Week – team registration”.",
    },
    "items[].href": {
      label: "Link",
      help: "Where the link goes: the registration form or the ticket page. It opens in a new tab.",
    },
    "items[].staging": {
      label: "Staging",
      help: "The staging this link is for. It then stops showing when that staging's registration closes. Choose a staging, or give an “Until” day instead, or both.",
    },
    "items[].from": {
      label: "From",
      help: "The first day the link shows. Leave it empty to show it at once.",
    },
    "items[].until": {
      label: "Until",
      help: "The last day the link shows, such as the end of a ticket sale. When a staging is chosen too, this day wins.",
    },
  },
};
