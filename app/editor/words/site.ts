import type { FileWords } from "./types";

export const siteWords: FileWords = {
  label: "Site settings and menus",
  first: ["office", "social", "nav", "tasks", "mailingList", "footer"],
  fields: {
    name: {
      label: "Full name",
      help: "JADE's full name, as in “Jamaican Association for Debating and Empowerment”. It shows in the copyright line of every page's footer, on the pictures shown when a page is shared, in the sponsorship proposal, and to search engines.",
    },
    shortName: {
      label: "Short name",
      help: "The short name, JADE. It follows each page's title in the browser tab (“Donate | JADE”), is the name under the icon when the site is saved to a phone's home screen, and shows on the pictures shown when a page is shared.",
    },
    siteUrl: {
      label: "Site address",
      help: "The address the site is published at, from which every shared link, search engine entry and the list of pages for search engines are built. Change it only when the site moves to a new address, and leave off the slash at the end.",
    },
    description: {
      label: "About JADE in brief",
      help: "One or two sentences on what JADE does. Search engines show it about JADE as a whole, and phones show it when the site is saved to the home screen; each page has its own description as well.",
    },
    office: {
      label: "Office",
      help: "JADE's main office. Its address, phone and email show in the footer of every page, and all its details show on the Contact page and in the sponsorship proposal.",
    },
    "office.address": {
      label: "Address",
      help: "The office's postal address, one line at a time, in the order they are written on an envelope. Keep the country, Jamaica, as the last line: search engines read the lines above it as the street address.",
    },
    "office.phone": {
      label: "Phone",
      help: "The office phone number, with the country code, like +1 876-555-0123. Visitors on a phone can call it with one tap.",
    },
    "office.email": {
      label: "Email",
      help: "The office's general email address, shown in the footer and on the Contact page. Each department's own address is set with the contacts.",
    },
    "office.website": {
      label: "Website",
      help: "The website address given for the office on the Contact page and in the sponsorship proposal; usually the address of this site.",
    },
    sampleWords: {
      label: "Words for sample contact details",
      help: "What the site says while the office's details are still samples, marked as such in the file: a tag beside each one and a notice on the Contact page, and a line in every page's footer and in the sponsorship proposal. None of it shows once the real details are in and the mark is gone.",
    },
    "sampleWords.mark": {
      label: "Sample tag",
      help: "The short word shown beside each sample value on the Contact page, like “Sample”. The notice refers to it, so keep the two alike.",
    },
    "sampleWords.notice": {
      label: "Notice on the Contact page",
      help: "Said above the office's details on the Contact page while any detail there is a sample: that the details tagged as samples are not JADE's real ones and must not be used.",
    },
    "sampleWords.listed": {
      label: "Footer and proposal line",
      help: "The short line beside the footer's “Contact us” on every page, and under the office's details in the sponsorship proposal, like “Sample address, phone and email”. {details} becomes the list of what is a sample; keep it short, as a phone shows it on one line beside the heading.",
    },
    "sampleWords.address": {
      label: "The word for the address",
      help: "How the footer's line names the address in its list of samples, in lower case, like “address”.",
    },
    "sampleWords.phone": {
      label: "The word for the phone",
      help: "How the footer's line names the phone number in its list of samples, in lower case, like “phone”.",
    },
    "sampleWords.email": {
      label: "The word for the email",
      help: "How the footer's line names the email address in its list of samples, in lower case, like “email”.",
    },
    "sampleWords.website": {
      label: "The word for the website",
      help: "How the proposal's line names the website in its list of samples, in lower case, like “website”.",
    },
    social: {
      label: "Social networks",
      help: "JADE's profiles on the social networks, linked under “Follow JADE” in the footer of every page, in this order.",
      itemName: "label",
      allOnce: true,
    },
    "social[].id": {
      label: "Network",
      help: "Which social network this profile is on. Each network is listed once; change the order by moving the items.",
    },
    "social[].label": {
      label: "Name shown",
      help: "The network's name as visitors read it in the footer's “Follow JADE” links, like Instagram.",
    },
    "social[].handle": {
      label: "Account name",
      help: "JADE's account name on the network, like @jade.jm. The site does not show it at present; keep it matching the profile address below.",
    },
    "social[].url": {
      label: "Profile address",
      help: "The address of JADE's profile page on the network. The footer link opens it in a new tab, and search engines learn from it that the profile is JADE's.",
    },
    nav: {
      label: "Main menu",
      help: "The links in the menu at the top of every page, in this order, left to right. An entry is either one page, or a dropdown that opens to show several pages.",
      itemName: ["group", "page"],
    },
    "nav[].page": {
      label: "Page",
      help: "The page this menu entry opens. The menu shows the page's name as set under “Page names and titles”.",
    },
    navButton: {
      label: "Menu entry shown as a button",
      help: "Optional: the page whose entry in the main menu is drawn as a button, so it stands out, like Donate: on the header's top row, after the main tasks, on a computer, and after the menu's links on a phone. Choose a page that is in the menu.",
    },
    tasks: {
      label: "Main tasks",
      help: "The links to what most visitors come to do, one click from every page: beside the logo on a computer, and first in the menu on a phone.",
    },
    "tasks.label": {
      label: "Name of the main tasks",
      help: "Read out by screen readers before the main task links, like “Quick links”. It is not shown.",
    },
    "tasks.links": {
      label: "Main task links",
      help: "The links in this order, left to right. Four read best beside the logo.",
      itemName: "label",
    },
    "tasks.links[].page": {
      label: "Page",
      help: "The page this link opens. The link is marked as the current page on it.",
    },
    "tasks.links[].label": {
      label: "Link words",
      help: "The short name shown for the page, like Programmes or Sponsorship: one or two words, so the links fit on one row.",
    },
    mailingList: {
      label: "Mailing list",
      help: "Where visitors sign up to hear of new dates and registrations first. The home page offers it between seasons, and each programme offers it while its entries are closed.",
    },
    "mailingList.url": {
      label: "Sign-up page address",
      help: "The address of the mailing list's sign-up page. It opens in a new tab.",
    },
    "mailingList.programmeUrl": {
      label: "Sign-up address for one programme",
      help: "Optional: where the list has a group (or a tag) for each programme, the address of a programme's sign-up page with {programme} where its Programme ID goes (like national-debaters-week). Each programme's “Tell me when entries open” then signs visitors up to news of that programme alone. Leave it out and every programme offers the list's own sign-up page.",
    },
    "mailingList.label": {
      label: "Sign-up link words",
      help: "The words of the link to the sign-up page, like “Join the mailing list”.",
    },
    "nav[].group": {
      label: "Dropdown name",
      help: "The word shown in the menu for a dropdown, like Members/Affiliates. Selecting it opens the list of its pages.",
    },
    "nav[].pages": {
      label: "Pages in the dropdown",
      help: "The pages listed when the dropdown opens, in this order. Each shows by its page name.",
    },
    chrome: {
      label: "Header and footer words",
      help: "The small words on buttons, menus and headings that appear on every page, in the header at the top and the footer at the bottom. Some are only read out by screen readers for blind visitors.",
    },
    "chrome.skipLink": {
      label: "Skip to content link",
      help: "The first link on every page, seen only by visitors who move through the page with the keyboard. It jumps past the menu straight to the page's own content.",
    },
    "chrome.menu": {
      label: "Menu button",
      help: "The word on the button that opens the menu on phones and other narrow screens.",
    },
    "chrome.searchLabel": {
      label: "Search box name",
      help: "The name of the search box: read out by screen readers in the header, and shown above the search box on the Search page.",
    },
    "chrome.searchPlaceholder": {
      label: "Search box hint",
      help: "The pale words inside the header's search box before a visitor types, like “Search JADE”.",
    },
    "chrome.searchButton": {
      label: "Search button",
      help: "The words on the Search page's search button. In the header the button shows only a magnifying glass, and screen readers read these words out.",
    },
    "chrome.announcements": {
      label: "Announcements button",
      help: "The word on the header button that opens the Announcements window, also used as the window's title.",
    },
    "chrome.announcementsHint": {
      label: "Announcements hint",
      help: "The small bubble that appears beside the Announcements button after the window has opened by itself and been closed, showing visitors where to find it again. Keep it short.",
    },
    "chrome.announcementsIntro": {
      label: "Announcements introduction",
      help: "The sentence at the top of the Announcements window, above the registration and ticket links.",
    },
    "chrome.closeAnnouncements": {
      label: "Close announcements button",
      help: "Read out by screen readers for the X button that closes the Announcements window. It is not shown on screen.",
    },
    "chrome.announcementsCloses": {
      label: "Closing date",
      help: "The line under each link in the Announcements window; the site puts the last day the link is open in place of {date}. The link closing soonest comes first.",
    },
    "chrome.announcementsLater": {
      label: "Later registrations link",
      help: "The link to the Programmes page at the end of the Announcements window when a link closes more than a year from now: the window leaves such links out.",
    },
    "chrome.announcementsNone": {
      label: "Nothing open",
      help: "Shown in the Announcements window instead of the links when no registration or ticket sale is open, above the links to the programmes and to JADE's calendar.",
    },
    "chrome.announcementsProgrammes": {
      label: "Programmes link",
      help: "The link in the Announcements window, when nothing is open, that leads to the Programmes page.",
    },
    "chrome.announcementsCalendar": {
      label: "Calendar link",
      help: "The link in the Announcements window, when nothing is open, that adds JADE's calendar of competition dates to the visitor's own calendar.",
    },
    "chrome.newTab": {
      label: "Opens in a new tab",
      help: "Read out by screen readers after every link that opens another website in a new tab, so blind visitors know. It is not shown on screen.",
    },
    "chrome.theme": {
      label: "Colour theme",
      help: "The name beside the colour theme choice in the header's menu, where visitors pick light or dark colours.",
    },
    "chrome.themeSystem": {
      label: "Theme: as the device",
      help: "The theme choice that follows the visitor's own device setting, light or dark. It is the choice every visitor starts with.",
    },
    "chrome.themeLight": {
      label: "Theme: light",
      help: "The theme choice for dark text on a light background.",
    },
    "chrome.themeDark": {
      label: "Theme: dark",
      help: "The theme choice for light text on a dark background.",
    },
    "chrome.footerContact": {
      label: "Footer contact heading",
      help: "The heading above the office address, phone and email in the footer of every page.",
    },
    "chrome.footerSocial": {
      label: "Footer social heading",
      help: "The heading above the social network links in the footer of every page, like “Follow JADE”.",
    },
    "chrome.footerLegal": {
      label: "Footer legal links name",
      help: "Read out by screen readers to name the row of legal links, such as Privacy, at the very bottom of every page. It is not shown on screen.",
    },
    notFound: {
      label: "Page not found links",
      help: "The two links on the page visitors see when an address on the site leads nowhere. Its heading and text are set with the page names and titles.",
    },
    "notFound.tasks": {
      label: "Main tasks heading",
      help: "On the page shown for an address the site does not have: the heading over the cards of the main tasks, like “What most visitors come for”.",
    },
    "notFound.home": {
      label: "Home page link",
      help: "The link back to the home page on the page-not-found page.",
    },
    "notFound.listing": {
      label: "Page listing link",
      help: "The link to the Page Listing on the page-not-found page. {listing} is replaced by the Page Listing's name.",
    },
    search: {
      label: "Search words",
      help: "The messages of site search: under the search box in the header as a visitor types, and on the Search page with its results.",
    },
    "search.loading": {
      label: "Loading",
      help: "Shown for a moment under the search box and on the Search page while search gets ready.",
    },
    "search.suggestions": {
      label: "Suggestions read out",
      help: "Read out by screen readers when suggestions appear under the header's search box. {count} is the number of suggestions.",
    },
    "search.noMatches": {
      label: "No matches",
      help: "Shown under the header's search box and on the Search page when no page matches. {query} is what the visitor typed.",
    },
    "search.seeAll": {
      label: "See all results",
      help: "The last suggestion under the header's search box, which opens the Search page with every result. {query} is what the visitor typed.",
    },
    "search.failed": {
      label: "Search could not load",
      help: "Shown when search cannot load, for example on a poor connection. The search button then opens the Page Listing instead, so say so.",
    },
    "search.resultCount": {
      label: "Number of results",
      help: "The line above the results on the Search page. {count} is the number of pages found and {query} is what the visitor typed.",
    },
    "search.resultCountOne": {
      label: "One result",
      help: "The same line when exactly one page is found. {query} is what the visitor typed.",
    },
    "search.noMatchesHelp": {
      label: "Advice when nothing matches",
      help: "Shown on the Search page under the no-matches line, with tips for searching again.",
    },
    "search.withoutScripts": {
      label: "Search not available",
      help: "Shown on the Search page, above a list of every page, when the visitor's browser cannot run search: it is switched off or has not finished loading.",
    },
    "search.listingLink": {
      label: "Page listing link",
      help: "The link on the Search page, when nothing matches or search could not load, that opens the Page Listing.",
    },
    footer: {
      label: "Footer links",
      help: "The groups of page links in the footer at the bottom of every page, and the legal links under them.",
    },
    "footer.groups": {
      label: "Link groups",
      help: "The columns of links in the footer, each with a heading, in this order.",
      itemName: "title",
    },
    "footer.groups[].title": {
      label: "Heading",
      help: "The heading above this group of links in the footer, like Company or Support.",
    },
    "footer.groups[].links": {
      label: "Pages",
      help: "The pages this group links to, in this order. Each shows by its page name.",
    },
    "footer.legal": {
      label: "Legal links",
      help: "The pages linked in the small print at the very bottom of every page, beside the copyright line, in this order, such as Privacy and Accessibility.",
    },
  },
};
