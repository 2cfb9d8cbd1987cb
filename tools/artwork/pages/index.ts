// The pages' illustrations: one scene for each page with a place for a picture, drawn on a 3:2
// canvas (1600x1067). Each is what its page shows beside its heading until the association gives
// the page a photograph (app/content/illustrations.ts).
import type { PageWithPicture } from "../../../app/content/sets";
import { scene as aboutJade } from "./about-jade";
import { scene as jadeAffiliates } from "./jade-affiliates";
import { scene as jadeServices } from "./jade-services";
import { scene as jadeMembership } from "./jade-membership";
import { scene as jadeProgrammes } from "./jade-programmes";
import { scene as results } from "./results";
import { scene as donate } from "./donate";
import { scene as contact } from "./contact";
import { scene as certifiedAdjudicatorRanking } from "./certified-adjudicator-ranking";

export const pageScenes: Record<PageWithPicture, () => string> = {
  "about-jade": aboutJade,
  "jade-affiliates": jadeAffiliates,
  "jade-services": jadeServices,
  "jade-membership": jadeMembership,
  "jade-programmes": jadeProgrammes,
  results: results,
  donate: donate,
  contact: contact,
  "certified-adjudicator-ranking": certifiedAdjudicatorRanking,
};
