import { artDirectionWords } from "./art-direction";
import type { FileWords } from "./types";

export const homeWords: FileWords = {
  label: "Home page",
  first: ["hero", "banners", "partnership"],
  fields: {
    hero: {
      label: "First screen",
      help: "What visitors read first, beside the banner: one sentence on who JADE is and why it matters, and two buttons. The heading above it is the home page's heading, edited under Pages.",
    },
    "hero.text": {
      label: "Who we are, in one sentence",
      help: "Under the heading, in large type. Keep it to one sentence that a first-time visitor understands.",
    },
    "hero.primary": {
      label: "Main button",
      help: "The first, stronger button: what most visitors come to do, like finding a competition.",
    },
    "hero.primary.label": {
      label: "Button text",
      help: "The words on the button, saying where it leads, like “Find a competition”.",
    },
    "hero.primary.page": {
      label: "Page",
      help: "The page of the site the button opens, chosen from the list of pages.",
    },
    "hero.secondary": {
      label: "Second button",
      help: "The second, quieter button beside the first, like “Partner with JADE”.",
    },
    "hero.secondary.label": {
      label: "Button text",
      help: "The words on the button, saying where it leads.",
    },
    "hero.secondary.page": {
      label: "Page",
      help: "The page of the site the button opens, chosen from the list of pages.",
    },
    banners: {
      label: "Banner slides",
      help: "The large pictures that turn, one every five seconds, at the top of the home page, in this order. The first is the first thing visitors see; keep at least one.",
      itemName: "imageAlt",
    },
    "banners[].id": {
      label: "Slide ID",
      help: "A short name that tells this slide apart from the others, in lower-case words joined by hyphens, like slide-1. Visitors never see it.",
    },
    "banners[].title": {
      label: "Title",
      help: "A heading for the slide, over its picture. The slides carry no words at present: left empty, it is simply not shown.",
    },
    "banners[].subtitle": {
      label: "Subtitle",
      help: "A second, smaller line under the slide's title. Left empty, as on the slides now, it is simply not shown.",
    },
    "banners[].description": {
      label: "Text over the slide",
      help: "A sentence or two shown on the slide, over the picture, under its title. Left empty, as on the slides now, it is simply not shown. This is not the picture's description, which is read out instead of the picture: that is “What the picture shows”.",
    },
    "banners[].cta": {
      label: "Button text",
      help: "The words of a button on the slide, such as “Register now”. Left empty, as on the slides now, no button is shown.",
    },
    "banners[].showOverlay": {
      label: "Darken the picture",
      help: "Lays a dark shade over the picture so that words on the slide stay readable. Leave it off while the slide has no words.",
    },
    "banners[].image": {
      label: "Image",
      help: "The slide's picture, a JPEG photo at least 1600 by 640 pixels, cropped to a wide 5 by 2 shape. The site makes smaller copies for phones by itself.",
    },
    "banners[].imageAlt": {
      label: "What the picture shows",
      help: "The picture's description, in a sentence: read out instead of the picture to visitors who cannot see it, and the slide's name in this list. It is not shown on the slide: words over the picture go in “Text over the slide”.",
    },
    "banners[].imagePhone": {
      label: "Image for phones",
      help: "Optional: the same photo cropped closer for phones, where the wide banner is small. A JPEG at least 1200 by 900 pixels, in a 4 by 3 shape. Give every slide one, or none: the slides share one frame.",
    },
    ...artDirectionWords("banners[]."),
    partnership: {
      label: "Partnership section",
      help: "The home page's invitation to organisations to partner with JADE, with the video and the cover of the partnership proposal beside it.",
    },
    "partnership.heading": {
      label: "Heading",
      help: "The heading of the partnership section, like “Partner with JADE”.",
    },
    "partnership.text": {
      label: "Text",
      help: "The paragraph under the heading, inviting organisations to watch the video and read the proposal.",
    },
    "partnership.action": {
      label: "Sponsorship button",
      help: "The button under the partnership text, with its words and the page it opens.",
    },
    "partnership.action.label": {
      label: "Button words",
      help: "The words of the button, like “See sponsorship tiers and costs”.",
    },
    "partnership.action.page": {
      label: "Page",
      help: "The page the button opens, chosen from the site's pages.",
    },
    "partnership.video": {
      label: "Video",
      help: "The short partnership video shown in the section. It has no sound; its captions give the words that appear on screen.",
    },
    "partnership.video.title": {
      label: "Video title",
      help: "What the video is, with its length, like “JADE: Debate. Speak. Lead. (17-second video)”. Screen readers say it after the play link's words.",
    },
    "partnership.video.mp4": {
      label: "Video file (MP4)",
      help: "The video as an MP4 file, which every browser can play. Replace it together with the WebM file so both show the same video.",
    },
    "partnership.video.webm": {
      label: "Video file (WebM)",
      help: "The video as a WebM file, a smaller download that most browsers prefer: keep it the same as the MP4 file.",
    },
    "partnership.video.poster": {
      label: "Poster picture",
      help: "The still picture shown in the video's place until a visitor plays it, best a frame from the video at the same size.",
    },
    "partnership.video.captions": {
      label: "Captions file",
      help: "The captions shown over the video as it plays, a WebVTT file with the words that appear on screen and when. Update it whenever the video changes.",
    },
    "partnership.video.captionsLabel": {
      label: "Captions language",
      help: "The name of the captions in the player's menu, which is their language, like “English”.",
    },
    "partnership.video.playLabel": {
      label: "Play link text",
      help: "The words on the video's picture that start it playing, like “Play the video”.",
    },
    "partnership.video.fallback": {
      label: "Message when video cannot play",
      help: "Shown in the video's place only by the rare browser that cannot play video at all.",
    },
    proposal: {
      label: "Partnership proposal",
      help: "The words of the partnership proposal and of its viewer. The proposal itself is made afresh from the site's programmes, tiers, costs and contacts each time the site is published, so it always matches the site.",
    },
    "proposal.coverKicker": {
      label: "Cover heading",
      help: "The small heading above the association's name on the proposal's cover, shown in capitals, like “Partnership proposal”. It also begins the document's title.",
    },
    "proposal.coverTagline": {
      label: "Cover tagline",
      help: "The short motto on the proposal's cover, like “Debate. Speak. Lead.”.",
    },
    "proposal.openLabel": {
      label: "Cover link text",
      help: "The words under the proposal's cover on the home page, which open the proposal, like “Read the partnership proposal”.",
    },
    "proposal.viewerTitle": {
      label: "Viewer title",
      help: "The title of the window in which the proposal opens on a computer.",
    },
    "proposal.openInNewTab": {
      label: "Open in a new tab button",
      help: "The words of the viewer's button that opens the proposal in a new browser tab.",
    },
    "proposal.download": {
      label: "Download button",
      help: "The words of the viewer's button that saves the proposal to the visitor's device.",
    },
    "proposal.close": {
      label: "Close button",
      help: "What screen readers say for the cross button that closes the proposal's viewer.",
    },
    "proposal.aboutHeading": {
      label: "About JADE heading",
      help: "The heading inside the proposal over its introduction to the association.",
    },
    "proposal.programmesHeading": {
      label: "Programmes heading",
      help: "The heading inside the proposal over the list of programmes a partner can support.",
    },
    "proposal.contactHeading": {
      label: "Contact heading",
      help: "The heading inside the proposal over the contact for partnership enquiries.",
    },
    "proposal.contact": {
      label: "Contact for partnerships",
      help: "The contact the proposal gives for partnership enquiries.",
    },
    events: {
      label: "Upcoming events",
      help: "The words of the home page's list of upcoming events. The events themselves come from the programmes' stagings, so there is nothing else to write here.",
    },
    "events.heading": {
      label: "Heading",
      help: "The heading over the list of upcoming events, like “Upcoming events”.",
    },
    "events.register": {
      label: "Register button",
      help: "The words of the button beside an event whose registration is open, which opens its registration form.",
    },
    "events.seasonAhead": {
      label: "Season ahead heading",
      help: "Between seasons, when no event is coming up: the heading over each programme and the month it usually runs, like “The season ahead”.",
    },
    "events.seasonAheadIntro": {
      label: "Season ahead text",
      help: "Between seasons: a sentence or two under that heading on what the months mean and how to hear the dates first (the mailing list and JADE's calendar buttons follow it).",
    },
    "events.monthYear": {
      label: "Month and year",
      help: "How each programme's next month is written in the season ahead; the site fills in {month} and {year}, as in “August 2027”.",
    },
    "events.addToCalendar": {
      label: "Add to calendar",
      help: "The control under each upcoming event that opens its calendar file and its Google Calendar links, like “Add to calendar”.",
    },
    "events.calendar": {
      label: "Calendar button",
      help: "The button in the season ahead that downloads JADE's calendar of every staging, for any calendar app.",
    },
    "events.programmesLink": {
      label: "Programmes link",
      help: "The link under the season ahead that leads to the Programmes page.",
    },
    "events.announcementsButton": {
      label: "Announcements button",
      help: "Between seasons, the button beside the mailing list and calendar buttons which opens the Announcements window; it shows only while something is announced.",
    },
    champions: {
      label: "Champions",
      help: "The winners of the latest season with results, taken from the programmes' results: only the words are written here.",
    },
    "champions.heading": {
      label: "Champions heading",
      help: "The heading over the champions; the site puts the season's name, as on the Results page, in place of {season}.",
    },
    "champions.resultsLink": {
      label: "All results link",
      help: "The link beside that heading to the season's results on the Results page; the site puts the season's name in place of {season}.",
    },
    numbers: {
      label: "JADE in numbers",
      help: "A band of JADE's achievements, as large figures, on the home page.",
    },
    "numbers.heading": {
      label: "Heading",
      help: "The heading over the figures, like “JADE in numbers”.",
    },
    "numbers.figures": {
      label: "Figures",
      help: "The figures shown, in this order. Four read best.",
    },
    "numbers.link": {
      label: "Services link",
      help: "The link beside the heading to the Services page.",
    },
    news: {
      label: "Latest news",
      help: "Those of the three newest articles from Media Moments that were published less than six months ago, on the home page. When none was, the home page shows no news.",
    },
    "news.heading": {
      label: "Heading",
      help: "The heading over the latest articles, like “Latest news”.",
    },
    "news.link": {
      label: "All articles link",
      help: "The link beside the heading to the Media Moments page.",
    },
    partners: {
      label: "Sponsors and partners section",
      help: "The heading and introduction over the home page's carousel of partner logos. The logos themselves are edited under Partners.",
    },
    "partners.heading": {
      label: "Heading",
      help: "The heading over the partner logos, like “Sponsors and partners”.",
    },
    "partners.intro": {
      label: "Introduction",
      help: "The sentence under the heading, before the logos.",
    },
    donate: {
      label: "Donate band",
      help: "The band near the end of the home page that asks visitors for a gift: a heading, one sentence and a button to the Donate page. Keep it short.",
    },
    "donate.heading": {
      label: "Heading",
      help: "The band's heading, like “Give a young Jamaican a voice”.",
    },
    "donate.text": {
      label: "Text",
      help: "One sentence under the heading on what a gift pays for.",
    },
    "donate.link": {
      label: "Button words",
      help: "The words of the button that opens the Donate page, like “Donate to JADE”.",
    },
    carousel: {
      label: "Carousel controls",
      help: "The words of the buttons that pause and move the banner slides and the partner logos. Most are read out by screen readers only, the buttons showing icons.",
    },
    "carousel.bannerLabel": {
      label: "Banner name",
      help: "What screen readers call the banner slides at the top of the home page, like “Highlights from JADE's programmes”.",
    },
    "carousel.partnersLabel": {
      label: "Partner logos name",
      help: "What screen readers call the carousel of partner logos, like “Partner logos”.",
    },
    "carousel.pause": {
      label: "Pause button",
      help: "What screen readers say for the button that stops the slides from turning.",
    },
    "carousel.play": {
      label: "Play button",
      help: "What screen readers say for the same button once stopped, which starts the slides turning again.",
    },
    "carousel.previous": {
      label: "Previous button",
      help: "What screen readers say for the arrow button that goes back one slide.",
    },
    "carousel.next": {
      label: "Next button",
      help: "What screen readers say for the arrow button that goes on one slide.",
    },
    "carousel.goTo": {
      label: "Dot button",
      help: "What screen readers say for each of the dots under the slides, like “Show slide 2 of 5”: {n} becomes the slide's number and {count} the number of slides.",
    },
    "carousel.slide": {
      label: "Slide name",
      help: "What screen readers call each slide, like “2 of 5”: {n} becomes the slide's number and {count} the number of slides.",
    },
  },
};
