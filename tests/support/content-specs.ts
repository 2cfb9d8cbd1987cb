import type { PageId } from "../../app/route-table";
import type { ContentName } from "../../app/content/schema";

/**
 * Which browser tests a change to content alone needs (scripts/content-change.ts, the workflow's
 * content check job). Every spec file is in one of the lists below; content-specs.test.ts refuses
 * a spec that is in none, so a new one is placed when it is written.
 */

/**
 * Specs that check every page the same way (axe, the prerendered HTML, images, long words,
 * structured data). For a content change they run on the pages it reaches alone: E2E_PAGES names
 * them, and `pagesUnderTest` (tests/support/site.ts) keeps to them.
 */
export const everyPageSpecs = [
  "a11y/axe.spec.ts",
  "e2e/prerender.spec.ts",
  "e2e/images.spec.ts",
  "e2e/long-words.spec.ts",
  "e2e/structured-data.spec.ts",
];

/** Each page's own specs: run when a file the page shows for itself changes (app/pipeline/page-files.ts). */
export const pageSpecs: Record<PageId, string[]> = {
  home: ["e2e/home.spec.ts", "e2e/next-step.spec.ts"],
  "media-moments": ["e2e/media-moments.spec.ts"],
  "about-jade": ["e2e/about-jade.spec.ts"],
  "jade-affiliates": ["e2e/affiliates-membership.spec.ts"],
  "jade-services": ["e2e/services.spec.ts"],
  "jade-membership": ["e2e/affiliates-membership.spec.ts"],
  "jade-programmes": ["e2e/programmes.spec.ts", "e2e/next-step.spec.ts", "e2e/calendar.spec.ts"],
  results: ["e2e/seasons.spec.ts"],
  donate: ["e2e/donate.spec.ts", "e2e/samples.spec.ts"],
  contact: ["e2e/contact.spec.ts", "e2e/samples.spec.ts"],
  "programme-sponsorship": ["e2e/sponsorship.spec.ts", "e2e/next-step.spec.ts"],
  "certified-adjudicator-ranking": ["e2e/adjudicator-ranking.spec.ts"],
  "page-listing": ["e2e/navigation.spec.ts"],
  search: ["e2e/search.spec.ts"],
  privacy: [],
  accessibility: [],
  "not-found": [],
};

/**
 * Specs of what a file feeds beyond its own pages: the shell's files (the header, the footer, the
 * announcements on every page) and the programmes, whose stagings close announcements and fill
 * the calendar and the seasons. A shell file's change runs these, and the every-page specs on
 * every page, but not every page's own specs: what the shell shows is the same on each.
 */
export const fileSpecs: Partial<Record<ContentName, string[]>> = {
  site: ["e2e/navigation.spec.ts", "e2e/identity.spec.ts", "e2e/samples.spec.ts"],
  pages: ["e2e/navigation.spec.ts", "e2e/search.spec.ts"],
  announcements: ["e2e/announcements.spec.ts"],
  programmes: ["e2e/announcements.spec.ts", "e2e/seasons.spec.ts", "e2e/calendar.spec.ts"],
};

/**
 * Specs of the code alone (the server, the editor, hydration, budgets of scripts, hostile
 * requests): a content change cannot change what they test, so they run when code changes.
 */
export const codeSpecs = [
  "e2e/before-scripts.spec.ts",
  "e2e/budgets.spec.ts",
  "e2e/design.spec.ts",
  "e2e/editor-tasks.spec.ts",
  "e2e/editor-verdicts.spec.ts",
  "e2e/editor.spec.ts",
  "e2e/fixtures.spec.ts",
  "e2e/fonts.spec.ts",
  "e2e/hydration.spec.ts",
  "e2e/islands.spec.ts",
  "e2e/nginx.spec.ts",
  "e2e/resilience.spec.ts",
  "e2e/security.spec.ts",
  "e2e/validation.spec.ts",
];
