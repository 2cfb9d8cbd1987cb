import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-membership";

export const meta: Route.MetaFunction = () => pageMeta("jade-membership");

export default function JadeMembershipPage() {
  return (
    <div className="page">
      <PageIntro id="jade-membership" />
    </div>
  );
}
