import type { ContentName } from "~/content/schema";
import { aboutWords } from "./words/about";
import { adjudicatorsWords } from "./words/adjudicators";
import { affiliatesWords } from "./words/affiliates";
import { announcementsWords } from "./words/announcements";
import { articlesWords } from "./words/articles";
import { contactsWords } from "./words/contacts";
import { donateWords } from "./words/donate";
import { homeWords } from "./words/home";
import { legalWords } from "./words/legal";
import { pagesWords } from "./words/pages";
import { partnersWords } from "./words/partners";
import { programmesWords } from "./words/programmes";
import { servicesWords } from "./words/services";
import { siteWords } from "./words/site";
import { sponsorshipWords } from "./words/sponsorship";
import { teamWords } from "./words/team";
import type { FileWords } from "./words/types";

/** Every content file's labels and help for staff, by file (app/editor/words/types.ts). */
export const fileWords = {
  site: siteWords,
  pages: pagesWords,
  announcements: announcementsWords,
  programmes: programmesWords,
  sponsorship: sponsorshipWords,
  adjudicators: adjudicatorsWords,
  team: teamWords,
  about: aboutWords,
  contacts: contactsWords,
  articles: articlesWords,
  partners: partnersWords,
  affiliates: affiliatesWords,
  services: servicesWords,
  home: homeWords,
  donate: donateWords,
  legal: legalWords,
} satisfies Record<ContentName, FileWords>;

/**
 * Words of code that office staff should never meet in a label or help: names written as code
 * (registrationCloses, image_alt), file and tool names, and programming terms. Placeholders the
 * site fills in ({minAge}) are text staff keep, so they are not counted.
 */
const codeWords: [RegExp, string][] = [
  [/\b[a-z]+[A-Z]\w*/, "a name written as code (camelCase)"],
  [/\b\w+_\w+/, "a name written as code (snake_case)"],
  [/[`<>]|\[\d*\]/, "code punctuation"],
  [/\.ya?ml\b|\bya?ml\b|\bnpm\b|\bcontent\//i, "a file or tool name"],
  [
    /\b(null|true|false|undefined|string|boolean|array|integer|schema|json|regex|slug|href|cta|url|alt|enum|render|component|field name|key)\b/,
    "a programming term",
  ],
  [/\bid\b/, "“id” in lower case (write ID, or say what it is)"],
];

/** What is wrong with a label or help text, or undefined when it reads as staff words. */
export function codeWordIn(text: string): string | undefined {
  const prose = text.replace(/\{\w+\}/g, "");
  return codeWords.find(([pattern]) => pattern.test(prose))?.[1];
}
