import { AdjudicatorTable } from "~/components/sections/adjudicator-table";
import { ClassCalculator } from "~/components/sections/class-calculator";
import { PageIntro } from "~/components/sections/page-intro";
import { Island } from "~/islands/island";
import { RankingMethod } from "~/components/sections/ranking-method";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("certified-adjudicator-ranking", ["adjudicators"]);

export default function CertifiedAdjudicatorRankingPage() {
  const adjudicators = useContent("adjudicators");
  return (
    <div className="page">
      <PageIntro id="certified-adjudicator-ranking" />
      {/* The register first, as schools come for it; how ranks are worked out and the class
          calculator beside it on a wide screen, so the table never leaves a third of the page
          empty. */}
      <div className="adjudicator-layout">
        <Island name="adjudicator-table" when="visible">
          <AdjudicatorTable
            adjudicators={adjudicators.adjudicators}
            text={adjudicators.text}
            asOf={adjudicators.asOf}
          />
        </Island>
        <div className="adjudicator-layout__aside">
          <RankingMethod method={adjudicators.method} text={adjudicators.text} />
          <Island name="class-calculator" when="visible">
            <ClassCalculator method={adjudicators.method} text={adjudicators.text} />
          </Island>
        </div>
      </div>
    </div>
  );
}
