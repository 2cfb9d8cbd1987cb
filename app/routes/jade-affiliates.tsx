import { DesignationCard } from "~/components/sections/designation-card";
import { PioneerCheck } from "~/components/sections/eligibility-check";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("jade-affiliates", ["affiliates"]);

export default function JadeAffiliatesPage() {
  const affiliates = useContent("affiliates");
  return (
    <div className="page">
      <PageIntro id="jade-affiliates" />
      <section className="stack" aria-labelledby="designations-heading">
        <h2 id="designations-heading">{affiliates.labels.designations}</h2>
        <p>{affiliates.intro}</p>
        <div className="designation-list">
          {affiliates.designations.map((designation) => (
            <DesignationCard key={designation.id} designation={designation} />
          ))}
        </div>
      </section>
      <Island name="pioneer-check" when="visible">
        <PioneerCheck />
      </Island>
    </div>
  );
}
