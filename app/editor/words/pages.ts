import { artDirectionWords } from "./art-direction";
import type { FileWords } from "./types";

export const pagesWords: FileWords = {
  label: "Page names and titles",
  first: ["pages"],
  fields: {
    pages: {
      label: "Pages",
      help: "Every page of the site, with its name, heading, title and description. The pages themselves are built by the developers, so each one must stay listed here once; pages cannot be added or removed from here. Their order here does not matter: the page listing sorts them by name.",
      itemName: "name",
    },
    "pages[].id": {
      label: "Which page",
      help: "The page of the site these words belong to. Each page is listed once; leave this as it is unless an entry is on the wrong page.",
    },
    "pages[].name": {
      label: "Name",
      help: "The page's short name, used in the main menu, the footer links, the Page Listing and search results. Keep it to a word or three.",
    },
    "pages[].heading": {
      label: "Heading",
      help: "The large heading at the top of the page itself. Say what the visitor gets here, like “Competitions and training for young speakers”; the small label above it can name the page.",
    },
    "pages[].kicker": {
      label: "Small label above the heading",
      help: "Optional: a few words in small capitals above the heading, such as the page's name or the association's, when the heading says what the page offers. Leave it empty to show the heading alone.",
    },
    "pages[].title": {
      label: "Title",
      help: "The page's title in the browser tab and in search engine results, followed by “| JADE” (on the home page, after “JADE:”). It also shows on the picture shown when the page is shared.",
    },
    "pages[].description": {
      label: "Description",
      help: "One or two sentences saying what is on the page, shown under it in search engine results, in link previews when it is shared, and on the Page Listing. Keep it under 170 characters so it shows whole.",
    },
    "pages[].picture": {
      label: "Photo beside the heading",
      help: "Optional, and only on About JADE, Affiliates, JADE Services, Membership, Programmes, Results, Donate, Contact and Certified Adjudicator Ranking: a photo shown beside the heading on a computer and under it on a phone. Until a page has one, computers show the site's own drawing of the page there, and phones show none.",
    },
    "pages[].picture.image": {
      label: "Photo",
      help: "A JPEG photo at least 1600 by 1067 pixels, in a 3 by 2 shape, as most cameras take them. It is cut to a wide band on a tablet, so keep the subject near the middle or say where it is below.",
    },
    "pages[].picture.imageAlt": {
      label: "What the picture shows",
      help: "The photo's description, in a sentence: read out instead of the photo to visitors who cannot see it.",
    },
    "pages[].picture.imagePhone": {
      label: "Photo for phones",
      help: "Optional: a closer crop of the same photo for phones, a JPEG at least 1200 by 900 pixels in a 4 by 3 shape. Without it, phones show the photo cut to a 16 by 9 shape.",
    },
    ...artDirectionWords("pages[].picture."),
  },
};
