import type { FileWords } from "./types";

export const servicesWords: FileWords = {
  label: "Services page",
  first: ["achievements", "sections"],
  fields: {
    labels: {
      label: "Page wording",
      help: "Small pieces of wording on the Services page that are the same for every section.",
    },
    "labels.achievementsHeading": {
      label: "Achievements heading",
      help: "The heading above the achievement figures at the top of the Services page, like “Our achievements”.",
    },
    "labels.contact": {
      label: "Contact label",
      help: "The word written before the email address at the end of each service section, like “Contact”.",
    },
    achievements: {
      label: "Achievements",
      help: "The figures that count up at the top of the Services page, like “10,000+ Participants”, in this order.",
      itemName: "label",
    },
    "achievements[].id": {
      label: "Achievement ID",
      help: "A short name that tells this figure apart from the others, in lower-case words joined by hyphens, like media-engagements. Visitors never see it.",
    },
    "achievements[].label": {
      label: "What it counts",
      help: "The words under the figure, saying what it counts, like “Participants”.",
    },
    "achievements[].value": {
      label: "Figure",
      help: "The number shown, which counts up from zero when a visitor scrolls to it.",
    },
    "achievements[].suffix": {
      label: "After the figure",
      help: "What is written right after the number, like “+” for “10,000+”. Leave it empty for nothing.",
    },
    sections: {
      label: "Service sections",
      help: "The three services, each shown as a section of the Services page below the figures, in this order. There must be exactly three.",
      itemName: "title",
    },
    "sections[].id": {
      label: "Section ID",
      help: "A short name that tells this section apart from the others, in lower-case words joined by hyphens, like social-good. It also marks the section's place on the page, so a link can jump to it.",
    },
    "sections[].title": {
      label: "Title",
      help: "The section's heading, the name of the service, like “Special projects”.",
    },
    "sections[].body": {
      label: "Text",
      help: "What the service is and who it is for, in one or more paragraphs shown under the title in this order.",
    },
    "sections[].contact": {
      label: "Contact",
      help: "The department to write to about this service; its email address shows at the end of the section.",
    },
  },
};
