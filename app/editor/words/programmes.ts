import { artDirectionWords } from "./art-direction";
import type { FileWords } from "./types";

const tierCost = (tier: string) => ({
  label: tier,
  help: `This edition's price for the ${tier} tier, in the cost table and the package builder.`,
});

export const programmesWords: FileWords = {
  label: "Programmes, stagings and results",
  first: ["programmes"],
  fields: {
    labels: {
      label: "Programmes page wording",
      help: "The headings and short phrases on each programme's card on the Programmes page.",
    },
    "labels.mostRecent": {
      label: "Most recent staging",
      help: "The heading over the dates of the programme's last staging that has taken place, on each programme card.",
    },
    "labels.upcoming": {
      label: "Upcoming staging",
      help: "The heading over the dates of the programme's next staging, on each programme card and in the sponsorship proposal.",
    },
    "labels.noneHeld": {
      label: "No staging held yet",
      help: "Shown under “Most recent staging” when none of the programme's stagings has taken place yet.",
    },
    "labels.noneUpcoming": {
      label: "No staging to come",
      help: "Shown under “Upcoming staging” when the programme has no staging still to come and has never been held, on the Programmes page and in the sponsorship proposal.",
    },
    "labels.usually": {
      label: "When it usually runs",
      help: "Shown under “Upcoming staging” when the next staging's dates are not written yet; the site fills in {month}, the month of the last staging, and {year}, the year the next is expected.",
    },
    "labels.nextNotice": {
      label: "Dates not announced notice",
      help: "Said once at the top of the Programmes page when a programme's next dates are not written yet.",
    },
    "labels.sponsorshipInfo": {
      label: "Sponsorship link",
      help: "The words of the link on each programme card that leads to the Programme Sponsorship page.",
    },
    "labels.entering": {
      label: "Entering heading",
      help: "The heading over each programme's entry details on the Programmes page, like “Entering”.",
    },
    "labels.who": {
      label: "Who can enter heading",
      help: "The small heading over who can enter a programme, like “Who can enter”.",
    },
    "labels.how": {
      label: "How to enter heading",
      help: "The small heading over how to enter a programme, like “How to enter”.",
    },
    "labels.fee": {
      label: "Cost to enter heading",
      help: "The small heading over what it costs to enter a programme, like “Cost to enter”.",
    },
    "labels.opens": {
      label: "Entries open heading",
      help: "The small heading over when a programme's entries usually open, like “Entries open”.",
    },
    "labels.opensNow": {
      label: "Entries open now",
      help: "Under “Entries open” while the next staging takes registrations: the site puts the last day in place of {date}, as in “Open now, until 30 September 2027”.",
    },
    "labels.opensClosed": {
      label: "Entries closed",
      help: "Under “Entries open” once the next staging's registration has closed: the site puts the closing day in place of {date}.",
    },
    "labels.opensExpected": {
      label: "Entries expected",
      help: "Under “Entries open” when nothing is open yet: the site puts the month entries usually open in place of {month} and the year it comes next in place of {year}, as in “Expected in July 2027, not announced yet”.",
    },
    "labels.opensThisMonth": {
      label: "Entries expected this month",
      help: "The same, in the month entries usually open: {month} and {year} are this month's.",
    },
    "labels.opensOverdue": {
      label: "Entries late",
      help: "Under “Entries open” when the month entries usually open has passed and none are announced for the next staging: {month} and {year} are when that staging is (or is expected).",
    },
    "labels.free": {
      label: "Free to enter",
      help: "Shown as the cost to enter when a programme's entry fee is 0, like “Free”.",
    },
    "labels.feeAmount": {
      label: "Entry fee",
      help: "How an entry fee is written: the site puts the amount in Jamaican dollars in place of {amount} and what it is for in place of {per}, as in “J$5,000 per speaker”.",
    },
    "labels.register": {
      label: "Register button",
      help: "The main button on a programme whose next staging takes registrations: it opens the staging's registration form in a new tab. Screen readers hear the programme after it.",
    },
    "labels.registerBy": {
      label: "Registration closes",
      help: "The line under the Register button; the site puts the last day to register in place of {date}.",
    },
    "labels.hearFirst": {
      label: "Hear when entries open button",
      help: "The main button on a programme that takes no registrations today: it opens the mailing list's sign-up page (under “Site” › “Mailing list”) in a new tab.",
    },
    "labels.headline": {
      label: "Headline result",
      help: "The most recent staging's top result on its programme card, taken from the first of its placings: the site puts its award in place of {award} and the winner in place of {name}.",
    },
    "labels.resultsLink": {
      label: "Link to the results",
      help: "The words of the link under the headline result that opens the Results page, with every staging held so far.",
    },
    "labels.overview": {
      label: "Overview wording",
      help: "The words of the overview at the top of the Programmes page, a line for each programme with its fee, next date and button.",
    },
    "labels.overview.heading": {
      label: "Overview heading",
      help: "The heading over the overview at the top of the Programmes page.",
    },
    "labels.overview.filter": {
      label: "Filter name",
      help: "Said before the choices that narrow the overview and the cards to the programmes for one kind of entrant.",
    },
    "labels.overview.all": {
      label: "Everyone",
      help: "The filter's first choice, which shows every programme.",
    },
    "labels.overview.everyLevel": {
      label: "For everyone",
      help: "Said under the name of a programme that is for every group below, instead of naming them all.",
    },
    "labels.overview.levels": {
      label: "Whom programmes are for",
      help: "The filter's other choices, and the words under each programme's name in the overview: one for each group a programme can be for.",
    },
    "labels.overview.levels.secondary": {
      label: "Secondary schools",
      help: "The choice and the words for programmes that high-school students enter.",
    },
    "labels.overview.levels.university": {
      label: "Universities and colleges",
      help: "The choice and the words for programmes that university and college students enter.",
    },
    "labels.overview.levels.open": {
      label: "Open to all",
      help: "The choice and the words for programmes any young person can enter, in a school or not.",
    },

    calendar: {
      label: "Calendar wording",
      help: "The calendar links beside each staging still to come, and the words written into the calendar entries that visitors add to their calendars.",
    },
    "calendar.add": {
      label: "Add to calendar",
      help: "The link that downloads a staging's calendar entry, for any calendar app. Screen readers hear the event's name after it.",
    },
    "calendar.google": {
      label: "Google Calendar",
      help: "The link that adds a staging to Google Calendar. Screen readers hear the event's name after it.",
    },
    "calendar.googleDay": {
      label: "Google Calendar, one of several days",
      help: "Used instead of “Google Calendar” for a staging held on separate days: it gets one link per day or run of days, and {dates} says which.",
    },
    "calendar.feed": {
      label: "All events calendar",
      help: "The link, on the Programmes page, that downloads one calendar holding every staging.",
    },
    "calendar.feedIntro": {
      label: "Before the all events link",
      help: "The sentence just before the link to the calendar of every staging, on the Programmes page.",
    },
    "calendar.feedName": {
      label: "Calendar name",
      help: "The name that the calendar of every staging has in visitors' calendar apps.",
    },
    "calendar.heldOn": {
      label: "Held on (calendar entry)",
      help: "Written in the calendar entry of a staging that has taken place; the site puts its dates in place of {dates}.",
    },
    "calendar.register": {
      label: "Registration (calendar entry)",
      help: "Written in the calendar entry of a staging still to come that has a registration form; the site puts the form's address in place of {url}.",
    },
    "calendar.moreInfo": {
      label: "More information (calendar entry)",
      help: "Written in every calendar entry; the site puts the address of the programme's card on the Programmes page in place of {url}.",
    },

    results: {
      label: "Results page wording",
      help: "The words on the Results page, which lists every staging that has been held and its results, season by season, newest first.",
    },
    "results.startMonth": {
      label: "Seasons start in month",
      help: "The month each season begins, as its number in the year (8 is August). A staging belongs to the season in which its first day falls.",
    },
    "results.season": {
      label: "Season heading",
      help: "The heading of a season that runs over two years, such as “2025–2026 season”: the site puts the years in place of {from} and {to}.",
    },
    "results.seasonOneYear": {
      label: "Season heading, one year",
      help: "The heading of a season that lies within one year, used when seasons start in January; the site puts the year in place of {year}.",
    },
    "results.heldOn": {
      label: "Held on",
      help: "The line under each staging's name giving the days it was held; the site puts its dates in place of {dates}.",
    },
    "results.venue": {
      label: "Venue",
      help: "Follows the dates when the staging's venue is filled in; the site puts the venue in place of {venue}.",
    },
    "results.placings": {
      label: "Placings heading",
      help: "The heading over each staging's winners and placings.",
    },
    "results.speakers": {
      label: "Speaker awards heading",
      help: "The heading over each staging's best speakers and other individual awards.",
    },
    "results.fullResults": {
      label: "Full results link",
      help: "The words of the link to a staging's full results sheet, shown when it has one.",
    },
    "results.article": {
      label: "Article link",
      help: "The link to a news article about the staging, when it has one; the site puts the article's title in place of {title}.",
    },
    "results.pending": {
      label: "Results to come",
      help: "Shown under a staging that has been held but whose results have not been recorded yet.",
    },
    "results.none": {
      label: "No staging held yet",
      help: "Shown on the Results page while no staging has been held at all.",
    },
    "results.archive": {
      label: "Earlier seasons' pages",
      help: "The Results page shows the latest season; each earlier season has a page of its own, which these words head and link.",
    },
    "results.archive.heading": {
      label: "Heading",
      help: "The heading of an earlier season's page, like “Results of the {season}”: the site puts the season's name in place of {season}.",
    },
    "results.archive.intro": {
      label: "Introduction",
      help: "The sentence under that heading; the site puts the season's name in place of {season}.",
    },
    "results.archive.earlier": {
      label: "Earlier seasons",
      help: "The heading over the links to the earlier seasons' pages, on the Results page and on each of those pages.",
    },
    "results.archive.latest": {
      label: "Latest results link",
      help: "The link from an earlier season's page back to the Results page, which shows the latest season.",
    },
    "results.press": {
      label: "For the media",
      help: "The section for journalists at the end of the Results page: whom to ask, and the press kit.",
    },
    "results.press.jump": {
      label: "Link to the media section",
      help: "The link under the Results page's introduction that jumps to the section for journalists.",
    },
    "results.press.heading": {
      label: "Media section heading",
      help: "The heading of the section for journalists at the end of the Results page.",
    },
    "results.press.text": {
      label: "What journalists can ask for",
      help: "One or two sentences under the heading: what the media team can help journalists with.",
    },
    "results.press.contact": {
      label: "Media contact",
      help: "The contact journalists write to; its person is named where it has one.",
    },
    "results.press.talkTo": {
      label: "Talk to a person",
      help: "Said before the media contact's email when the contact names a person; the site fills in {name} and {role}.",
    },
    "results.press.talkToUs": {
      label: "Talk to the team",
      help: "Said before the media contact's email when the contact names no person.",
    },
    "results.press.kitHeading": {
      label: "Press kit heading",
      help: "The heading over JADE in brief, the logo files and the latest champions.",
    },
    "results.press.aboutHeading": {
      label: "JADE in brief heading",
      help: "The heading over the short description of JADE that journalists may quote.",
    },
    "results.press.about": {
      label: "JADE in brief",
      help: "A few sentences about JADE that journalists may quote at the end of a story.",
    },
    "results.press.logosHeading": {
      label: "Logo files heading",
      help: "The heading over the links to download JADE's logo.",
    },
    "results.press.logo": {
      label: "Logo for light backgrounds",
      help: "The words of the link to download the logo for use on white or light backgrounds.",
    },
    "results.press.logoOnDark": {
      label: "Logo for dark backgrounds",
      help: "The words of the link to download the logo for use on dark backgrounds.",
    },
    "results.press.championsHeading": {
      label: "Latest champions heading",
      help: "The heading over each programme's latest headline result, which the site lists from the results.",
    },

    programmes: {
      label: "Programmes",
      help: "JADE's programmes, in the order the Programmes page shows them. Each has its stagings: the editions, with their dates, sponsorship costs and, once held, their results.",
      itemName: "name",
    },
    "programmes[].id": {
      label: "Programme ID",
      help: "A short name that tells this programme apart from the others, in lower-case words joined by hyphens, like national-debaters-week. Links to the programme's card use it, so do not change it once published.",
    },
    "programmes[].name": {
      label: "Name",
      help: "The programme's name: the heading of its card on the Programmes page, and the start of each edition's name, as in “National Debaters' Week 2027”.",
    },
    "programmes[].purpose": {
      label: "Purpose",
      help: "One or two sentences under the name on the Programmes page and in the sponsorship proposal, saying what the programme is and who it is for.",
    },
    "programmes[].sponsorshipNote": {
      label: "Sponsorship note",
      help: "A sentence telling sponsors what they gain by supporting this programme, on its card above the Sponsorship Info link and in the sponsorship proposal.",
    },
    "programmes[].levels": {
      label: "Whom it is for",
      help: "Secondary, university or open, one or more, each once; the order here does not matter. The overview at the top of the Programmes page names them under the programme, and visitors narrow the list by them.",
    },
    "programmes[].entry": {
      label: "Entering",
      help: "For those who enter the programme: who can enter, how, what it costs and when entries usually open, shown on its card on the Programmes page.",
    },
    "programmes[].entry.who": {
      label: "Who can enter",
      help: "Who the programme is for, in a sentence: ages, school or college, teams or individuals.",
    },
    "programmes[].entry.how": {
      label: "How to enter",
      help: "What an entrant or their school does to take part, in a sentence or two: the form, what to send, any heats.",
    },
    "programmes[].entry.fee": {
      label: "Entry fee",
      help: "What it costs to enter. Write 0 if it is free: the card then says “Free”.",
    },
    "programmes[].entry.per": {
      label: "Fee is for",
      help: "What the fee covers, written after the amount, like “per speaker”, “per team” or “per school”.",
    },
    "programmes[].entry.opens": {
      label: "When entries open",
      help: "The month entries usually open, and a note. The card says it with the year as the day has it: open until the closing day, closed, “Expected in May 2027, not announced yet”, or that they are late.",
    },
    "programmes[].entry.opens.month": {
      label: "Month entries usually open",
      help: "The month's number in the year (5 is May). The site works out the year from the day and the next staging: never write the year.",
    },
    "programmes[].entry.opens.note": {
      label: "Note on entries",
      help: "A sentence after the date, if wanted, like “About ten weeks before the national final.”",
    },
    "programmes[].image": {
      label: "Picture",
      help: "A photo of the programme, at the top of its card. Use a JPEG at least 1600 by 900 pixels, in a wide 16 by 9 shape. Without a picture, the card shows a pattern in JADE's colours with the programme's initials.",
    },
    "programmes[].imageAlt": {
      label: "What the picture shows",
      help: "The picture's description, in a sentence: read out instead of the picture to visitors who cannot see it. Needed whenever there is a picture.",
    },
    "programmes[].imagePhone": {
      label: "Picture for phones",
      help: "Optional: a closer crop of the same photo for phones, where the card is narrow. Use a JPEG at least 1200 by 900 pixels, in a 4 by 3 shape, with what matters in the middle. Without it, phones show the wide picture.",
    },
    ...artDirectionWords("programmes[]."),
    "programmes[].stagings": {
      label: "Stagings",
      help: "Each time the programme is held, newest first: “Add” puts the next one at the top, above the last one held. The site works out from the dates which staging is the most recent and which is upcoming, whatever their order here.",
      newestFirst: true,
      itemName: "edition",
    },
    "programmes[].stagings[].id": {
      label: "Staging ID",
      help: "A short name for this staging, different from every other, in lower-case words joined by hyphens, like ndw-2027. Sponsorship links, announcements and calendars use it, so do not change it once published.",
    },
    "programmes[].stagings[].edition": {
      label: "Edition",
      help: "What follows the programme's name to name this staging, usually its year: “2027” makes “National Debaters' Week 2027”.",
    },
    "programmes[].stagings[].dates": {
      label: "Dates",
      help: "The days the staging is held, earliest first: one line per day or run of days. A staging on separate days has one line for each.",
      itemName: "start",
    },
    "programmes[].stagings[].dates[].start": {
      label: "Start",
      help: "The day of the staging, or the first day of a run of days.",
    },
    "programmes[].stagings[].dates[].end": {
      label: "End",
      help: "Only for a run of days: its last day. Leave it empty for a single day.",
    },
    "programmes[].stagings[].venue": {
      label: "Venue",
      help: "Where the staging is held, such as “Kingston”. It shows with the upcoming events on the home page, on the Results page and in calendar entries.",
    },
    "programmes[].stagings[].registrationUrl": {
      label: "Registration form",
      help: "The form where schools and debaters register. The home page's upcoming events link to it, and calendar entries give it, until registration closes.",
    },
    "programmes[].stagings[].registrationCloses": {
      label: "Registration closes",
      help: "The last day to register; leave it empty and registration closes on the staging's first day. Announcements for this staging stop showing after it.",
    },
    "programmes[].stagings[].costs": {
      label: "Costs",
      help: "This edition's sponsorship price for each tier, offered on the Programme Sponsorship page and in the proposal until the staging's first day. Leave the costs out while prices are not decided: the page then says they will be announced.",
    },
    "programmes[].stagings[].costs.platinum": tierCost("Platinum"),
    "programmes[].stagings[].costs.gold": tierCost("Gold"),
    "programmes[].stagings[].costs.silver": tierCost("Silver"),
    "programmes[].stagings[].costs.bronze": tierCost("Bronze"),
    "programmes[].stagings[].costs.super-supporter": tierCost("Super Supporter"),
    "programmes[].stagings[].results": {
      label: "Results",
      help: "What happened, once the staging has been held: shown on the Results page, with the first placing on the programme's card. Check names with the adjudication team before publishing.",
    },
    "programmes[].stagings[].results.placings": {
      label: "Placings",
      help: "The winners and placings, winners first. The first one is the headline result on the Programmes page.",
      itemName: "award",
    },
    "programmes[].stagings[].results.placings[].award": {
      label: "Award or place",
      help: "The place or award, such as “Champions” or “Runners-up”.",
    },
    "programmes[].stagings[].results.placings[].name": {
      label: "Team or person",
      help: "Who won it: the team's name, or the person's full name.",
    },
    "programmes[].stagings[].results.placings[].school": {
      label: "School",
      help: "Their school or college, shown after the name. Leave it empty when it does not apply.",
    },
    "programmes[].stagings[].results.speakers": {
      label: "Speaker awards",
      help: "Best speakers and other awards to one person, shown under the placings on the Results page, in this order. Leave the list empty when there are none.",
      itemName: "award",
    },
    "programmes[].stagings[].results.speakers[].award": {
      label: "Award",
      help: "The award, such as “Best speaker” or “Best speaker of the final”.",
    },
    "programmes[].stagings[].results.speakers[].name": {
      label: "Name",
      help: "The full name of the person who won it.",
    },
    "programmes[].stagings[].results.speakers[].school": {
      label: "School",
      help: "Their school or college, shown after the name. Leave it empty when it does not apply.",
    },
    "programmes[].stagings[].results.resultsUrl": {
      label: "Full results link",
      help: "The full tab or results sheet, if it is published. The Results page links to it.",
    },
    "programmes[].stagings[].results.article": {
      label: "Article",
      help: "A news article about this staging, one of those on the Media Moments page. The Results page links to it.",
    },
  },
};
