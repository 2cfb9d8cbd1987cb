import { artDirectionWords } from "./art-direction";
import type { FileWords } from "./types";

export const articlesWords: FileWords = {
  label: "Articles",
  first: ["articles"],
  fields: {
    labels: {
      label: "Button and heading wording",
      help: "The words of the two buttons on each article on the Media Moments page, and of the heading over the older articles.",
    },
    "labels.readArticle": {
      label: "Read the article button",
      help: "The button that opens the article on the publisher's website, in a new tab. Screen readers hear the article's title after it.",
    },
    "labels.watchVideo": {
      label: "Watch the video button",
      help: "The button that opens the article's video on YouTube, in a new tab; it shows only on articles that have a video.",
    },
    "labels.archived": {
      label: "From the archive mark",
      help: "Over an article published six months ago or more, like “From the archive · {month} {year}”: the site puts the month and year it was published in place of {month} and {year} (both may be left out).",
    },
    "labels.more": {
      label: "More coverage heading",
      help: "The heading over the articles after the newest one, on the Media Moments page, like “More coverage”.",
    },
    "labels.pageOf": {
      label: "Page number",
      help: "Media Moments shows the newest twelve articles; older ones follow on further pages. Each says which it is, like “Page {page} of {pages}”: the site puts the page's number and how many there are in place of {page} and {pages}.",
    },
    "labels.newer": {
      label: "Newer coverage link",
      help: "The link from a page of older articles to the page before it, with newer ones, like “Newer coverage”.",
    },
    "labels.older": {
      label: "Older coverage link",
      help: "The link to the next page of older articles, like “Older coverage”.",
    },
    "labels.pages": {
      label: "Pages list name",
      help: "What screen readers call the list of Media Moments' pages, like “Pages of coverage”.",
    },
    articles: {
      label: "Articles",
      help: "The news coverage on the Media Moments page, newest first: “Add” puts a new article at the top. The page shows them newest first by their published date, whatever their order here: the newest leads the page, and the home page shows the latest three. There must be at least one; a staging's results can also link to one.",
      newestFirst: true,
      itemName: "title",
    },
    "articles[].id": {
      label: "Article ID",
      help: "A short name that tells this article apart from the others, in lower-case words joined by hyphens, like debaters-week-opens. Stagings' results choose their article by it, so do not change it once published.",
    },
    "articles[].title": {
      label: "Title",
      help: "The article's headline, as the heading of its card on Media Moments and in the Results page's link to it.",
    },
    "articles[].publisher": {
      label: "Publisher",
      help: "The newspaper, broadcaster or website that published it, shown under the title with the date.",
    },
    "articles[].published": {
      label: "Published on",
      help: "The day the article was published, shown under the title after the publisher.",
    },
    "articles[].image": {
      label: "Image",
      help: "The picture at the top of the article's card. It is shown in a wide frame (16 by 9) and cropped to fit, so 800 by 450 or larger works best.",
    },
    "articles[].imageAlt": {
      label: "What the picture shows",
      help: "The picture's description, in a sentence: read out instead of the picture to visitors who cannot see it.",
    },
    "articles[].imagePhone": {
      label: "Image for phones",
      help: "Optional: a closer crop of the same picture for phones, a JPEG at least 1200 by 900 pixels in a 4 by 3 shape. Without it, phones show the wide picture.",
    },
    ...artDirectionWords("articles[]."),
    "articles[].description": {
      label: "Summary",
      help: "One or two sentences under the title saying what the article is about.",
    },
    "articles[].url": {
      label: "Article link",
      help: "The article on the publisher's website, opened by the read button in a new tab.",
    },
    "articles[].youtubeUrl": {
      label: "YouTube video",
      help: "A video of the story on YouTube, if there is one: the article then gets a second button that opens it. Leave it empty otherwise.",
    },
  },
};
