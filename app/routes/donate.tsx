import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = () => pageMeta("donate");

export default function DonatePage() {
  return (
    <div className="page">
      <PageIntro id="donate" />
    </div>
  );
}
