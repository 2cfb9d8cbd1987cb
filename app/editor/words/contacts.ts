import type { FileWords } from "./types";

export const contactsWords: FileWords = {
  label: "Contacts",
  first: ["contacts"],
  fields: {
    labels: {
      label: "Contact page wording",
      help: "The headings and labels on the Contact page. The main office's own address, phone number, email address and website are changed with the site's general details, not here.",
    },
    "labels.office": {
      label: "Main office heading",
      help: "The heading over the main office's address, phone, email and website on the Contact page.",
    },
    "labels.address": {
      label: "Address label",
      help: "The label beside the main office's street address on the Contact page.",
    },
    "labels.phone": {
      label: "Phone label",
      help: "The label beside the main office's phone number on the Contact page.",
    },
    "labels.email": {
      label: "Email label",
      help: "The label beside the main office's email address on the Contact page.",
    },
    "labels.website": {
      label: "Website label",
      help: "The label beside the main office's website on the Contact page.",
    },
    "labels.departments": {
      label: "Department contacts heading",
      help: "The heading over the department contacts, below the main office on the Contact page.",
    },
    "labels.departmentsIntro": {
      label: "Department contacts introduction",
      help: "The sentence under the department contacts heading, telling visitors which address to write to.",
    },
    contacts: {
      label: "Department contacts",
      help: "The teams visitors can write to, each shown on the Contact page as a card with an icon, what to write about and an email address, in this order. The Services and Sponsorship pages and the partnership proposal also give some of these addresses.",
      itemName: "purpose",
    },
    "contacts[].id": {
      label: "Contact ID",
      help: "A short name that tells this contact apart from the others, in lower-case words joined by hyphens, like partnerships. Visitors never see it, but the Services and Sponsorship pages and the partnership proposal choose their contact by it, so if you change it, choose this contact again there.",
    },
    "contacts[].purpose": {
      label: "What to write about",
      help: "The title of the card: what visitors should write to this address about, like “Media and interviews”.",
    },
    "contacts[].email": {
      label: "Email address",
      help: "The address visitors write to. Selecting it on the card opens their email program with a new message to it.",
    },
    "contacts[].person": {
      label: "Person",
      help: "Optional: the name of the person who answers, as visitors should address them, written with their role. The Sponsorship page names the partnerships contact's person.",
    },
    "contacts[].role": {
      label: "Their role",
      help: "The person's role, like “Programmes Manager”, shown after their name. Give it whenever you give a person, and leave both empty to name no one.",
    },
    "contacts[].phone": {
      label: "Phone",
      help: "Optional: a direct telephone number for this contact, like +1 876-555-0123. Phones dial it when it is selected.",
    },
    "contacts[].icon": {
      label: "Icon",
      help: "The small picture on the card: envelope, calendar, megaphone, handshake, graduation cap, heart, coins or gavel. Choose one that fits what the contact is for.",
    },
  },
};
