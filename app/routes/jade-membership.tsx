import affiliates from "virtual:content/affiliates";
import { MembershipCard } from "~/components/sections/membership-card";
import { GroupCheck } from "~/components/sections/eligibility-check";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-membership";

export const meta: Route.MetaFunction = () => pageMeta("jade-membership");

export default function JadeMembershipPage() {
  return (
    <div className="page">
      <PageIntro id="jade-membership" />
      <div className="membership-list">
        {affiliates.memberships.map((membership) => (
          <MembershipCard key={membership.id} membership={membership} />
        ))}
      </div>
      <GroupCheck />
    </div>
  );
}
