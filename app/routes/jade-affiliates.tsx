import affiliates from "virtual:content/affiliates";
import { DesignationCard } from "~/components/sections/designation-card";
import { PioneerCheck } from "~/components/sections/eligibility-check";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-affiliates";

export const meta: Route.MetaFunction = () => pageMeta("jade-affiliates");

export default function JadeAffiliatesPage() {
  return (
    <div className="page">
      <PageIntro id="jade-affiliates">
        <p>{affiliates.intro}</p>
      </PageIntro>
      <div className="designation-list">
        {affiliates.designations.map((designation) => (
          <DesignationCard key={designation.id} designation={designation} />
        ))}
      </div>
      <PioneerCheck />
    </div>
  );
}
