import type { FileWords } from "./types";

export const donateWords: FileWords = {
  label: "Donate page",
  first: ["message", "gifts", "trust", "bankDetails", "abroad"],
  fields: {
    message: {
      label: "Message",
      help: "The paragraphs at the top of the Donate page, under its heading: why to give, and how. Keep telling donors to start their transfer reference with “JADE Donation”.",
    },
    gifts: {
      label: "What a gift does",
      help: "The amounts donors choose from at the top of the Donate page, each with what it pays for, so they see what their gift does and have an amount to start from.",
    },
    "gifts.heading": {
      label: "Heading",
      help: "The heading over the amounts, like “What your gift does”.",
    },
    "gifts.choose": {
      label: "Name of the choice",
      help: "What the amounts are called as a choice, read out with them, like “Choose an amount”.",
    },
    "gifts.giveByTransfer": {
      label: "Bank transfer button",
      help: "The button under the amounts that takes donors to the bank details with the amount they chose, like “Give by bank transfer”.",
    },
    "gifts.amount": {
      label: "Amount's label",
      help: "The label of the chosen amount beside the transfer reference, like “Amount”.",
    },
    "gifts.other": {
      label: "Any other amount",
      help: "The last choice after the amounts, for donors who give another amount, like “Another amount”.",
    },
    "gifts.ladder": {
      label: "Amounts",
      help: "From the smallest amount to the largest, in this order: a short ladder of gifts, best three or four, each with what it pays for.",
      itemName: "does",
    },
    "gifts.ladder[].amount": {
      label: "Amount",
      help: "The gift, shown in large type before what it pays for.",
    },
    "gifts.ladder[].does": {
      label: "What it pays for",
      help: "What the amount pays for, written to follow it in one sentence and starting in lower case, like “pays one student's entry to a national competition”.",
    },
    trust: {
      label: "Why donors can trust JADE",
      help: "One line under the amounts: that JADE is a registered charity, where the money goes, and a link to the latest report.",
    },
    "trust.registration": {
      label: "Registration as a charity",
      help: "That JADE is registered as a charity, with its registration number, like “JADE is a registered charity in Jamaica (registration number …)”.",
    },
    "trust.spending": {
      label: "Where the money goes",
      help: "One sentence on what donations are spent on, such as coaching, competitions and the training of adjudicators.",
    },
    "trust.report": {
      label: "Latest report",
      help: "The link at the end of the line to the association's latest annual report or accounts.",
    },
    "trust.report.label": {
      label: "Link words",
      help: "The words of the link, like “Read the latest annual report”.",
    },
    "trust.report.url": {
      label: "Report's address",
      help: "The address of the report, a page or a PDF, opened in a new tab. Update it each year when the new report is out.",
    },
    online: {
      label: "Giving online",
      help: "Optional: a page where donors can give online, by card, offered with a button beside “Give by bank transfer” at the top of the Donate page. Leave it out while bank transfer is the only way to give.",
    },
    "online.text": {
      label: "Text",
      help: "The sentence before its button, like “Prefer to give by card? Give online in a few minutes.”",
    },
    "online.label": {
      label: "Button words",
      help: "The words of the button that opens the giving page, like “Give online”.",
    },
    "online.url": {
      label: "Giving page's address",
      help: "The address of the online giving page the button opens, in a new tab.",
    },
    referencePrefix: {
      label: "Start of every transfer reference",
      help: "The words every donor's transfer reference starts with, so the association can recognise donations on its statements. It must stay exactly “JADE Donation”.",
    },
    labels: {
      label: "Headings and copy buttons",
      help: "The headings of the transfer reference and the bank details, and the words of the buttons that copy them for visitors to paste into their banking app.",
    },
    "labels.referenceHeading": {
      label: "Reference heading",
      help: "The heading of the box that shows the donor's transfer reference, like “Your transfer reference”.",
    },
    "labels.reference": {
      label: "Reference name",
      help: "The name given to the reference when a visitor copies all the details at once, and what screen readers hear, like “Transfer reference”.",
    },
    "labels.referenceHint": {
      label: "Reference hint without the builder",
      help: "Shown under the reference only in browsers where the surname and purpose boxes cannot work, telling donors what to add by hand.",
    },
    "labels.bankHeading": {
      label: "Bank details heading",
      help: "The heading over the bank account's details, like “Bank transfer details”. It also heads the text copied by the copy all button.",
    },
    "labels.copy": {
      label: "Copy button",
      help: "The words of the button beside each detail that copies it, like “Copy”.",
    },
    "labels.copied": {
      label: "Copied button",
      help: "What the copy button reads for a few seconds once it has copied, like “Copied”.",
    },
    "labels.copiedStatus": {
      label: "Copied message",
      help: "What screen readers hear once something is copied, like “Copied account number”: {label} becomes the name of what was copied.",
    },
    "labels.copyFailed": {
      label: "Message when copying fails",
      help: "Shown beside a copy button in the rare browser that does not allow copying, asking the visitor to select the text and copy it themselves.",
    },
    "labels.copyAll": {
      label: "Copy all button",
      help: "The words of the button that copies every bank detail and the reference at once, like “Copy all details”.",
    },
    "labels.copyAllWhat": {
      label: "What copy all copies",
      help: "What screen readers hear after the copy all button's words and in its copied message, like “bank transfer details”. Write it in lower case, as it sits inside a sentence.",
    },
    sampleWords: {
      label: "Words for sample bank details",
      help: "What the Donate page says while any bank detail is still a sample, marked as such in the file, so nobody sends money to it: a notice over the details, a tag beside each sample value, and a warning copied with it. None of it shows once every detail is the association's own and the marks are gone.",
    },
    "sampleWords.notice": {
      label: "Notice over the details",
      help: "Said once, above the bank details, while any of them or of the details for transfers from abroad is a sample: that the details tagged as samples are not JADE's real account and that no money must be sent to them. It is also the first line of what the copy all button copies.",
    },
    "sampleWords.mark": {
      label: "Sample tag",
      help: "The short word shown beside each sample value, like “Sample”. The notice refers to it, so keep the two alike.",
    },
    "sampleWords.copied": {
      label: "What is copied for a sample value",
      help: "What a copy button puts on the clipboard for a sample value, so a donor who pastes it sees it is not real: {value} becomes the value, as in “000-123-4567 (sample, not JADE's real account: do not transfer money to it)”.",
    },
    bankDetails: {
      label: "Bank details",
      help: "The association's bank account, each detail with its own copy button on the Donate page, in a fixed order. Change their values whenever the account changes.",
      itemName: "label",
      allOnce: true,
    },
    "bankDetails[].id": {
      label: "Which detail",
      help: "Which of the six details this is: account name, bank, branch, BIC, account type and account number, once each and in that order. Visitors never see it.",
    },
    "bankDetails[].label": {
      label: "Name",
      help: "The detail's name as donors read it, like “Account number”. It is also what screen readers hear when it is copied.",
    },
    "bankDetails[].value": {
      label: "Value",
      help: "The detail itself, exactly as the bank gives it, such as the account number. Donors copy it into their banking app, so check it carefully.",
    },
    reference: {
      label: "Reference builder",
      help: "The boxes where a donor adds their surname and what the gift is for, building a reference like “JADE Donation - Brown - Debaters' Week”.",
    },
    "reference.maxLength": {
      label: "Longest reference (characters)",
      help: "The most characters the association's bank accepts in a transfer reference. The site shortens the donor's surname to stay within it; check the limit with the bank.",
    },
    "reference.surname": {
      label: "Surname box",
      help: "The label of the box where the donor types their surname, like “Your surname”.",
    },
    "reference.surnameHint": {
      label: "Surname hint",
      help: "The short note under the surname box, saying it is optional and that accents and symbols are left out.",
    },
    "reference.purpose": {
      label: "Purpose box",
      help: "The label of the list where the donor chooses what the gift is for, like “What your gift is for”.",
    },
    "reference.anyPurpose": {
      label: "Any purpose choice",
      help: "The first choice in that list, for a gift to use wherever it is needed, which adds nothing to the reference.",
    },
    "reference.length": {
      label: "Length count",
      help: "The count shown above the boxes, like “32 of 40 characters”: {length} becomes the reference's length and {max} the longest allowed.",
    },
    "reference.shortened": {
      label: "Shortened surname message",
      help: "Shown after the count when the donor's surname had to be shortened to fit; {max} becomes the longest reference allowed.",
    },
    "reference.purposes": {
      label: "Purposes",
      help: "The programmes and causes a donor can choose to give to, in the order of the list on the page.",
      itemName: "label",
    },
    "reference.purposes[].id": {
      label: "Purpose ID",
      help: "A short name that tells this purpose apart from the others, in lower-case words joined by hyphens, like national-debaters-week. Visitors never see it.",
    },
    "reference.purposes[].label": {
      label: "Name",
      help: "The purpose's name in the list donors choose from, like “National Debaters' Week”.",
    },
    "reference.purposes[].reference": {
      label: "Short form in the reference",
      help: "The short form written into the transfer reference, like “Debaters' Week”: only letters, digits, spaces, hyphens, apostrophes and full stops, which banks accept, and short enough to leave room for a surname.",
    },
    abroad: {
      label: "Giving from abroad",
      help: "The section at the end of the Donate page for donors outside Jamaica who send an international transfer.",
    },
    "abroad.heading": {
      label: "Heading",
      help: "The section's heading, like “Giving from abroad”.",
    },
    "abroad.paragraphs": {
      label: "Paragraphs",
      help: "What donors abroad need to know, such as the intermediary bank and bank fees, shown under the heading in this order.",
    },
    "abroad.details": {
      label: "Details for transfers from abroad",
      help: "The extra bank details an international transfer needs, such as the intermediary bank, each with its own copy button, in this order. Ask the association's bank which to give.",
      itemName: "label",
    },
    "abroad.details[].id": {
      label: "Detail ID",
      help: "A short name that tells this detail apart from the others, in lower-case words joined by hyphens, like intermediary-bank. Visitors never see it.",
    },
    "abroad.details[].label": {
      label: "Name",
      help: "The detail's name as donors read it, like “Intermediary bank”. It is also what screen readers hear when it is copied.",
    },
    "abroad.details[].value": {
      label: "Value",
      help: "The detail itself, exactly as the bank gives it. Donors copy it into their banking app, so check it carefully.",
    },
  },
};
