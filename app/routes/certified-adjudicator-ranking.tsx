import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/certified-adjudicator-ranking";

export const meta: Route.MetaFunction = () => pageMeta("certified-adjudicator-ranking");

export default function CertifiedAdjudicatorRankingPage() {
  return (
    <div className="page">
      <PageIntro id="certified-adjudicator-ranking" />
    </div>
  );
}
