import type { FileWords } from "./types";

export const sponsorshipWords: FileWords = {
  label: "Sponsorship page",
  first: ["tiers"],
  fields: {
    labels: {
      label: "Tiers and costs wording",
      help: "The headings and words of the tiers and the cost table on the Programme Sponsorship page, also used in the sponsorship proposal. The prices themselves are kept with each staging, under Programmes.",
    },
    "labels.tiersHeading": {
      label: "Tiers heading",
      help: "The heading over the sponsorship tiers and what each receives.",
    },
    "labels.tiersIntro": {
      label: "Tiers introduction",
      help: "The sentence under the tiers heading. Keep it saying that each tier also receives everything of the tiers below it.",
    },
    "labels.includes": {
      label: "Includes the tier below",
      help: "Shown above a tier's own entitlements; the site puts the name of the tier below it in place of {tier}.",
    },
    "labels.costsHeading": {
      label: "Costs heading",
      help: "The heading over the table of each programme's sponsorship prices.",
    },
    "labels.costsIntro": {
      label: "Costs introduction",
      help: "The sentence under the costs heading, saying what the prices are for.",
    },
    "labels.costsCaption": {
      label: "Cost table caption",
      help: "The cost table's title, read out by screen readers and printed above the table in the proposal.",
    },
    "labels.programme": {
      label: "Programme column heading",
      help: "The heading of the cost table's first column, which names each programme's edition.",
    },
    "labels.rowName": {
      label: "Edition name",
      help: "How each edition is named in the cost table and the package builder; the site puts the programme's name in place of {programme} and the edition in place of {edition}.",
    },
    "labels.notOffered": {
      label: "Not offered",
      help: "Shown in place of a price where a tier is not offered at an edition.",
    },
    "labels.noCosts": {
      label: "No costs yet",
      help: "Shown in the row of a programme that has never had sponsorship costs.",
    },
    "labels.guide": {
      label: "Guide price mark",
      help: "Marks a line of a sponsor's package whose price is the last edition's, because the next edition's costs are not written yet.",
    },
    "labels.nextUsually": {
      label: "Next, usually",
      help: "Under a programme in the cost table and the package builder when its next edition's costs are not written yet: when it usually runs next. The site puts the month and year in place of {month} and {year}.",
    },
    "labels.guideNotice": {
      label: "Guide prices notice",
      help: "Said once above the cost table, and in the proposal, when a row shows the last edition's prices as a guide; the site puts the partnerships email address in place of {email}.",
    },
    "labels.noneOffered": {
      label: "No costs at all",
      help: "Written in the sponsorship proposal in place of the cost table when no programme has any sponsorship costs.",
    },

    pitch: {
      label: "Why sponsor",
      help: "The top of the Programme Sponsorship page, which makes the case to a sponsor before the prices: whom to talk to, the proposal and the video, then why to sponsor, with JADE's reach in figures.",
    },
    "pitch.heading": {
      label: "Why sponsor heading",
      help: "The heading over the reasons to sponsor and the figures, like “Why sponsor JADE”.",
    },
    "pitch.text": {
      label: "Why sponsor text",
      help: "A few sentences on what a sponsor puts their name behind and whom they reach.",
    },
    "pitch.figures": {
      label: "Reach figures",
      help: "The figures shown under “Why sponsor”, in this order. Four read best.",
    },
    "pitch.contact": {
      label: "Whom to talk to",
      help: "The contact named at the top of the page: its person, role and phone are shown there.",
    },
    "pitch.talkTo": {
      label: "Talk to",
      help: "The words before the contact's email: the site puts the person's name in place of {name} and their role in place of {role}.",
    },
    "pitch.talkToUs": {
      label: "Talk to us",
      help: "Used instead of “Talk to” when the contact names no person, like “Talk to our partnerships team”.",
    },
    "pitch.proposal": {
      label: "Proposal button",
      help: "The button that opens the partnership proposal in a new tab, like “Read the partnership proposal (PDF)”.",
    },
    proof: {
      label: "Sponsors now and the close",
      help: "After the prices: the logos of the partners marked as sponsoring now (under Partners), one line a sponsor said, and at the very end of the page the person to talk to with the proposal.",
    },
    "proof.heading": {
      label: "Sponsors heading",
      help: "The heading over the sponsors' logos and their words, like “Sponsoring JADE now”.",
    },
    "proof.quote": {
      label: "A sponsor's words",
      help: "One or two sentences a sponsor said about sponsoring JADE, shown as a quotation. Remove it and none is shown.",
    },
    "proof.quote.text": {
      label: "Quotation",
      help: "The sponsor's words, without quotation marks: the site adds them.",
    },
    "proof.quote.by": {
      label: "Said by",
      help: "The name of the person quoted.",
    },
    "proof.quote.role": {
      label: "Their role",
      help: "Their role and organisation, like “Head of Community Partnerships, Harbour View Credit Union”.",
    },
    "proof.closeHeading": {
      label: "Closing heading",
      help: "The heading at the end of the page, over the person to talk to, like “Talk to us about your sponsorship”.",
    },
    "proof.closeText": {
      label: "Closing text",
      help: "A sentence or two under it: what to write about and how soon JADE replies.",
    },
    builder: {
      label: "Package builder wording",
      help: "The words of the package builder: in the price table a sponsor chooses a tier for any programmes, and under it sees the total and what they would receive.",
    },
    "builder.intro": {
      label: "Introduction",
      help: "The sentences under the price table's introduction, saying that a sponsor chooses a tier in the table's rows and that the page address keeps the choices, so it can be bookmarked or shared.",
    },
    "builder.none": {
      label: "No tier",
      help: "The price table's last column: the choice in each programme's row for not sponsoring that programme.",
    },
    "builder.barTotal": {
      label: "Package total bar",
      help: "Once a tier is chosen, a bar at the foot of the screen keeps the total in view while the table scrolls by; the site puts the total in place of {total}.",
    },
    "builder.barLink": {
      label: "Package bar button",
      help: "The button in that bar that leads down to the package summary, like “See your package”.",
    },
    "builder.clear": {
      label: "Clear button",
      help: "The button that removes every choice made in the builder.",
    },
    "builder.summaryHeading": {
      label: "Package heading",
      help: "The heading over the summary of the chosen package.",
    },
    "builder.empty": {
      label: "Empty package",
      help: "Shown in the summary while no tier has been chosen.",
    },
    "builder.summaryCaption": {
      label: "Package table caption",
      help: "The title of the summary table, read out by screen readers only.",
    },
    "builder.programmeAndTier": {
      label: "Programme and tier column",
      help: "The heading of the summary table's first column.",
    },
    "builder.price": {
      label: "Price column",
      help: "The heading of the summary table's price column.",
    },
    "builder.total": {
      label: "Total row",
      help: "The name of the summary table's last row, which adds up the prices.",
    },
    "builder.status": {
      label: "Total, several programmes",
      help: "A short sentence screen readers hear after each change; the site puts the total in place of {total} and the number of programmes in place of {count}.",
    },
    "builder.statusOne": {
      label: "Total, one programme",
      help: "The same sentence when one programme is chosen; the site puts the total in place of {total}.",
    },
    "builder.statusNone": {
      label: "Total, no programme",
      help: "The same sentence when the last choice is removed and nothing is chosen.",
    },
    "builder.receivesHeading": {
      label: "What you receive heading",
      help: "The heading over the list of everything the chosen package gives the sponsor.",
    },
    "builder.receives": {
      label: "Tier and its programmes",
      help: "Introduces what each chosen tier receives; the site puts the tier's name in place of {tier} and the programmes chosen at that tier in place of {programmes}.",
    },
    "builder.inherited": {
      label: "Entitlement from a lower tier",
      help: "Shown after an entitlement that comes from a tier below; the site puts that tier's name in place of {tier}.",
    },
    "builder.email": {
      label: "Email button",
      help: "The button that opens an email to JADE with the chosen package written out.",
    },
    "builder.emailSubject": {
      label: "Email subject",
      help: "The subject of that email; the site puts the package's total in place of {total}.",
    },
    "builder.emailGreeting": {
      label: "Email greeting",
      help: "The first line of the email, before the list of chosen programmes.",
    },
    "builder.emailLine": {
      label: "Email line per programme",
      help: "One line of the email for each chosen programme; the site fills in {programme}, {tier} and {amount}.",
    },
    "builder.emailGuide": {
      label: "Email: guide price",
      help: "How the email names a programme whose price is the last edition's, as a guide; the site fills in {programme}.",
    },
    "builder.emailTotal": {
      label: "Email total",
      help: "The email's line giving the package's total; the site puts it in place of {total}.",
    },
    "builder.emailLink": {
      label: "Email link to the package",
      help: "The email's last line, with the address of the page showing this package in place of {url}.",
    },
    "builder.leftOut": {
      label: "Edition left out",
      help: "Shown when a shared package names an edition that has begun or is over, which is then left out; the site fills in the edition's name for {edition} and its dates for {dates}.",
    },
    "builder.withoutScripts": {
      label: "Builder unavailable",
      help: "Shown in place of the builder when the visitor's browser has not loaded it or has scripts switched off; the site puts the partnerships email address in place of {email}.",
    },
    "builder.contact": {
      label: "Contact for packages",
      help: "The contact whose email address receives package emails and is given where costs are still to be announced.",
    },

    tiers: {
      label: "Tiers",
      help: "The sponsorship tiers, highest first, and what each receives. Each tier also receives everything of the tiers below it, so list only what it adds.",
      itemName: "name",
      allOnce: true,
    },
    "tiers[].id": {
      label: "Tier ID",
      help: "Which of the five tiers this is. Sponsorship prices and shared package links rely on it, so never change it.",
    },
    "tiers[].name": {
      label: "Name",
      help: "The tier's name, as in the tiers list, the cost table's column headings and the package builder.",
    },
    "tiers[].entitlements": {
      label: "Entitlements",
      help: "What a sponsor at this tier receives on top of the tiers below it, one benefit per line, in the order to show them.",
    },
  },
};
