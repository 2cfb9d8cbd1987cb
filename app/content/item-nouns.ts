// Browser-safe: the check (locate.ts) and the content editor name a list's items alike.
import type { ContentName } from "./schema";

/**
 * What one item of each list is called, in staff words, by the list's path in its file
 * (`programmes[].stagings`: `[]` steps into a list's items): a refusal names an item by it and
 * its number from 1, "Staging 2", in the check's messages (locate.ts) as in the editor's, whose
 * "Add Staging" button says it too. `app/editor/words.test.ts` holds every list of every schema
 * to one.
 */
export const itemNouns = {
  site: {
    "office.address": "Line",
    social: "Network",
    nav: "Menu entry",
    "tasks.links": "Link",
    "nav[].pages": "Page",
    "footer.groups": "Group",
    "footer.groups[].links": "Page",
    "footer.legal": "Page",
  },
  pages: {
    pages: "Page",
  },
  announcements: {
    items: "Announcement",
  },
  programmes: {
    programmes: "Programme",
    "programmes[].levels": "Group",
    "programmes[].stagings": "Staging",
    "programmes[].stagings[].dates": "Date",
    "programmes[].stagings[].results.placings": "Placing",
    "programmes[].stagings[].results.speakers": "Speaker award",
  },
  sponsorship: {
    "pitch.figures": "Figure",
    tiers: "Tier",
    "tiers[].entitlements": "Entitlement",
  },
  adjudicators: {
    "method.classes": "Class",
    adjudicators: "Adjudicator",
  },
  team: {
    board: "Board member",
    seniorManagers: "Senior manager",
    departments: "Department",
    "departments[].members": "Member",
  },
  about: {
    background: "Paragraph",
  },
  contacts: {
    contacts: "Contact",
  },
  articles: {
    articles: "Article",
  },
  partners: {
    partners: "Partner",
  },
  affiliates: {
    designations: "Designation",
    "designations[].benefits": "Benefit",
    "designations[].eligibility": "Condition",
    "designations[].levels": "Level",
    memberships: "Membership",
    "memberships[].eligibility": "Condition",
  },
  services: {
    achievements: "Achievement",
    sections: "Section",
    "sections[].body": "Paragraph",
  },
  home: {
    banners: "Banner",
    "numbers.figures": "Figure",
  },
  donate: {
    message: "Paragraph",
    "gifts.ladder": "Amount",
    bankDetails: "Bank detail",
    "reference.purposes": "Purpose",
    "abroad.paragraphs": "Paragraph",
    "abroad.details": "Detail",
  },
  legal: {
    "privacy.sections": "Section",
    "privacy.sections[].paragraphs": "Paragraph",
    "accessibility.sections": "Section",
    "accessibility.sections[].paragraphs": "Paragraph",
  },
} satisfies Record<ContentName, Record<string, string>>;

/** An item of the list at `path` in `file` ("programmes[].stagings"), or "Item" for none named. */
export function itemNoun(file: ContentName, path: string): string {
  return (itemNouns[file] as Record<string, string | undefined>)[path] ?? "Item";
}
