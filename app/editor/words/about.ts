import type { FileWords } from "./types";

export const aboutWords: FileWords = {
  label: "About page",
  first: ["background", "vision"],
  fields: {
    headings: {
      label: "About page headings",
      help: "The headings over the background and the vision at the top of the About JADE page.",
    },
    "headings.background": {
      label: "Background heading",
      help: "The heading over the background paragraphs on the About JADE page, like “Who we are”.",
    },
    "headings.vision": {
      label: "Vision heading",
      help: "The heading of the vision card beside the background on the About JADE page, like “Our vision”.",
    },
    background: {
      label: "Background",
      help: "Who JADE is and what it does, shown at the top of the About JADE page in this order. Each paragraph is a separate item; keep at least one.",
    },
    vision: {
      label: "Vision",
      help: "The vision statement, shown in a card beside the background on the About JADE page. One or two sentences read best.",
    },
  },
};
