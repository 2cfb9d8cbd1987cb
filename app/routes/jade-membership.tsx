import { MembershipCard } from "~/components/sections/membership-card";
import { GroupCheck } from "~/components/sections/eligibility-check";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("jade-membership", ["affiliates"]);

export default function JadeMembershipPage() {
  const affiliates = useContent("affiliates");
  return (
    <div className="page">
      <PageIntro id="jade-membership" />
      <div className="membership-list">
        {affiliates.memberships.map((membership) => (
          <MembershipCard key={membership.id} membership={membership} />
        ))}
      </div>
      <Island name="group-check" when="visible">
        <GroupCheck />
      </Island>
    </div>
  );
}
