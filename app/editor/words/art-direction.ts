import type { FieldWords } from "./types";

/**
 * The words for a photo's art direction beyond its phone crop, the same on every record that takes
 * one (a banner slide, a programme, an article, a page's picture): `at` is the record's path, like
 * "programmes[]." or "pages[].picture.".
 */
export function artDirectionWords(at: string): Record<string, FieldWords> {
  return {
    [`${at}imageFocus`]: {
      label: "Point to keep in view",
      help: "Optional: where the photo's subject is, so the frame keeps it when it cuts the edges off. Write two percentages, across then down: “30% 40%” is a little left of the middle and a little above it. Left empty, the frame keeps the middle.",
    },
    [`${at}imageDark`]: {
      label: "In the dark theme",
      help: "Optional: when a visitor's screen is set to dark, the photo is dimmed a little so a bright one does not glare. Choose “unchanged” for a photo that is already dark, or whose colours must stay exact.",
    },
  };
}
