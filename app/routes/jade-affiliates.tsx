import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-affiliates";

export const meta: Route.MetaFunction = () => pageMeta("jade-affiliates");

export default function JadeAffiliatesPage() {
  return (
    <div className="page">
      <PageIntro id="jade-affiliates" />
    </div>
  );
}
