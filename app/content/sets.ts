/**
 * The closed sets of values the content may use and the code relies on. Kept apart from the zod
 * schemas so that pages can import them without bringing zod into the browser bundle.
 */
export const sponsorTiers = ["platinum", "gold", "silver", "bronze", "super-supporter"] as const;
export type SponsorTier = (typeof sponsorTiers)[number];

/** Whom a programme is for, by which the Programmes page's overview narrows its list. */
export const programmeLevels = ["secondary", "university", "open"] as const;
export type ProgrammeLevel = (typeof programmeLevels)[number];

export const adjudicatorRanks = ["A", "B", "C", "Unranked"] as const;
export type AdjudicatorRank = (typeof adjudicatorRanks)[number];

export const socialNetworks = ["facebook", "instagram", "x", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const contactIcons = [
  "envelope",
  "calendar",
  "megaphone",
  "handshake",
  "graduation",
  "heart",
  "coins",
  "gavel",
] as const;
export type ContactIcon = (typeof contactIcons)[number];

export const bankDetailIds = [
  "account-name",
  "bank",
  "branch",
  "bic",
  "account-type",
  "account-number",
] as const;

/**
 * The pages with a place for a picture beside their heading: each listed page whose first screen
 * would otherwise be words alone. Each shows the site's own illustration for it (decision 0058)
 * until content/pages.yaml gives it a photograph (`picture`). Home and Media Moments open on
 * pictures of their own (banners, the lead article), Sponsorship on its video; the search,
 * listing and legal pages are tools and notices, and stand as words (the same decision).
 */
export const pagesWithPicture = [
  "about-jade",
  "jade-affiliates",
  "jade-services",
  "jade-membership",
  "jade-programmes",
  "results",
  "donate",
  "contact",
  "certified-adjudicator-ranking",
] as const;
export type PageWithPicture = (typeof pagesWithPicture)[number];

/** Whether a page (by its id) has a place for a picture beside its heading. */
export function hasPlaceForPicture(page: string): page is PageWithPicture {
  return (pagesWithPicture as readonly string[]).includes(page);
}
