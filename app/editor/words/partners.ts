import type { FileWords } from "./types";

export const partnersWords: FileWords = {
  label: "Partners",
  first: ["partners"],
  fields: {
    partners: {
      label: "Partners",
      help: "The sponsors and partners whose logos turn in the home page's partner carousel, in this order. When the list is full, remove a partner whose partnership has ended.",
      itemName: "name",
    },
    "partners[].id": {
      label: "Partner ID",
      help: "A short name that tells this partner apart from the others, in lower-case words joined by hyphens, like blue-lagoon-bank. Visitors never see it.",
    },
    "partners[].name": {
      label: "Name",
      help: "The partner's name. Visitors who cannot see the logo hear it instead.",
    },
    "partners[].logo": {
      label: "Logo",
      help: "The partner's logo, best as an SVG file. It is shown on a white card, so a logo made for white paper works as it is.",
    },
    "partners[].url": {
      label: "Website",
      help: "The partner's website, opened when a visitor selects the logo. Leave it empty for a logo without a link.",
    },
    "partners[].sponsor": {
      label: "Sponsors a programme now",
      help: "Tick it while this partner sponsors one of JADE's programmes: its logo then shows on the Programme Sponsorship page too, under “Sponsoring JADE now”.",
    },
  },
};
