import adjudicators from "virtual:content/adjudicators";
import { AdjudicatorTable } from "~/components/sections/adjudicator-table";
import { ClassCalculator } from "~/components/sections/class-calculator";
import { PageIntro } from "~/components/sections/page-intro";
import { RankingMethod } from "~/components/sections/ranking-method";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/certified-adjudicator-ranking";

export const meta: Route.MetaFunction = () => pageMeta("certified-adjudicator-ranking");

export default function CertifiedAdjudicatorRankingPage() {
  return (
    <div className="page">
      <PageIntro id="certified-adjudicator-ranking" />
      <RankingMethod method={adjudicators.method} text={adjudicators.text} />
      <AdjudicatorTable
        adjudicators={adjudicators.adjudicators}
        text={adjudicators.text}
        asOf={adjudicators.asOf}
      />
      <ClassCalculator method={adjudicators.method} text={adjudicators.text} />
    </div>
  );
}
