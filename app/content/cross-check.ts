// Browser-safe: the build (load.server.ts) and the content editor (app/editor) run the same rules
// across files, so the editor refuses at save time what the build would refuse.
import { announcementCloses } from "./staging-days";
import type { Content, ContentName } from "./schema";

/** A rule across files broken: the file and the path of the field at fault. */
export interface CrossProblem {
  file: ContentName;
  path: PropertyKey[];
  message: string;
}

/**
 * The references between files (an announcement's staging, a result's article, the contacts that
 * emails go to) and the ids that must be unique across records: each problem names its field.
 * Assets on disk are the loader's to check.
 */
export function crossCheck(content: Content): CrossProblem[] {
  const problems: CrossProblem[] = [];
  const programmes = content.programmes.programmes;
  const stagingIds = new Set<string>();
  const articleIds = new Set(content.articles.articles.map((article) => article.id));
  programmes.forEach((programme, programmeIndex) => {
    programme.stagings.forEach((staging, stagingIndex) => {
      const path = ["programmes", programmeIndex, "stagings", stagingIndex];
      // Staging ids name the calendar files and package links, so they are unique site-wide.
      if (stagingIds.has(staging.id))
        problems.push({
          file: "programmes",
          path: [...path, "id"],
          message: `is the ID of another staging already ("${staging.id}"): each staging needs its own, as links and calendar files use it`,
        });
      stagingIds.add(staging.id);
      const article = staging.results?.article;
      if (article && !articleIds.has(article))
        problems.push({
          file: "programmes",
          path: [...path, "results", "article"],
          message: `names an article that is not among the articles: "${article}"`,
        });
    });
  });
  content.announcements.items.forEach((item, index) => {
    const path = ["items", index];
    if (item.staging && !stagingIds.has(item.staging)) {
      problems.push({
        file: "announcements",
        path: [...path, "staging"],
        message: `names a staging that no programme has: "${item.staging}"`,
      });
      return;
    }
    // A link held back past the day it closes would never show.
    const closes = announcementCloses(item, programmes);
    if (item.from && item.from > closes)
      problems.push({
        file: "announcements",
        path: [...path, "from"],
        message: `is after ${closes}, the last day the link shows (its staging's registration closes then), so it would never show`,
      });
  });

  // The menu's button must be one of its entries.
  const { navButton, nav } = content.site;
  if (navButton && !nav.some((entry) => "page" in entry && entry.page === navButton))
    problems.push({
      file: "site",
      path: ["navButton"],
      message: `names a page that is not an entry of the main menu: "${navButton}"`,
    });

  const contactIds = new Set(content.contacts.contacts.map((contact) => contact.id));
  const contact = (file: ContentName, path: PropertyKey[], id: string) => {
    if (!contactIds.has(id))
      problems.push({
        file,
        path,
        message: `names a contact that is not among the contacts: "${id}"`,
      });
  };
  contact("home", ["proposal", "contact"], content.home.proposal.contact);
  contact("sponsorship", ["builder", "contact"], content.sponsorship.builder.contact);
  contact("sponsorship", ["pitch", "contact"], content.sponsorship.pitch.contact);
  contact("programmes", ["results", "press", "contact"], content.programmes.results.press.contact);

  // The figures a page shows name achievements of the Services page.
  const achievementIds = new Set(content.services.achievements.map((entry) => entry.id));
  const figures = (file: ContentName, path: PropertyKey[], ids: readonly string[]) =>
    ids.forEach((id, index) => {
      if (!achievementIds.has(id))
        problems.push({
          file,
          path: [...path, index],
          message: `names a figure that is not among the achievements in services.yaml: "${id}"`,
        });
    });
  figures("home", ["numbers", "figures"], content.home.numbers.figures);
  figures("sponsorship", ["pitch", "figures"], content.sponsorship.pitch.figures);
  content.services.sections.forEach((section, index) =>
    contact("services", ["sections", index, "contact"], section.contact),
  );
  return problems;
}
