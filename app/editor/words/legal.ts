import type { FileWords } from "./types";

export const legalWords: FileWords = {
  label: "Privacy and accessibility pages",
  first: ["privacy", "accessibility"],
  fields: {
    privacy: {
      label: "Privacy page",
      help: "The text of the Privacy page, which tells visitors what the site keeps about them. Its heading and title are set with the page names and titles.",
    },
    "privacy.sections": {
      label: "Sections",
      help: "The Privacy page's sections, each with a heading and paragraphs, in this order. The table of what the site keeps in the browser comes right after the second section, so keep the section that introduces it second.",
      itemName: "heading",
    },
    "privacy.sections[].heading": {
      label: "Heading",
      help: "The section's heading on the Privacy page. It also forms the address of links straight to this section, so changing it breaks such links.",
    },
    "privacy.sections[].paragraphs": {
      label: "Paragraphs",
      help: "The section's text, one paragraph at a time, in this order.",
    },
    "privacy.storageTable": {
      label: "Table of what the browser keeps",
      help: "The words around the table on the Privacy page that lists the notes the site keeps in a visitor's browser. The list of notes itself comes from the site, so it always matches what the site does.",
    },
    "privacy.storageTable.caption": {
      label: "Table title",
      help: "The table's title, read out by screen readers before the table. It is not shown on screen.",
    },
    "privacy.storageTable.name": {
      label: "Name column heading",
      help: "The heading of the table's first column, which gives the name each note has in the browser.",
    },
    "privacy.storageTable.purpose": {
      label: "Purpose column heading",
      help: "The heading of the table's second column, which says what each note is for.",
    },
    "privacy.storage": {
      label: "What each note is for",
      help: "The text in the table's second column: what each note the site keeps in the browser is for and how long it stays.",
    },
    "privacy.storage.theme": {
      label: "Colour theme note",
      help: "What the note that remembers the visitor's light or dark colour choice is for, and how long it is kept.",
    },
    "privacy.storage.announcements": {
      label: "Announcements note",
      help: "What the note that remembers when the Announcements window last opened by itself is for. If it names a number of hours, keep it matching the hours set in the announcements.",
    },
    accessibility: {
      label: "Accessibility page",
      help: "The text of the Accessibility statement page: how the site works for disabled visitors and how to report a problem. Its heading and title are set with the page names and titles.",
    },
    "accessibility.sections": {
      label: "Sections",
      help: "The Accessibility page's sections, each with a heading and paragraphs, in this order.",
      itemName: "heading",
    },
    "accessibility.sections[].heading": {
      label: "Heading",
      help: "The section's heading on the Accessibility page. It also forms the address of links straight to this section, so changing it breaks such links.",
    },
    "accessibility.sections[].paragraphs": {
      label: "Paragraphs",
      help: "The section's text, one paragraph at a time, in this order.",
    },
  },
};
