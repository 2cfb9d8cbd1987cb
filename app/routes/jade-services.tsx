import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-services";

export const meta: Route.MetaFunction = () => pageMeta("jade-services");

export default function JadeServicesPage() {
  return (
    <div className="page">
      <PageIntro id="jade-services" />
    </div>
  );
}
