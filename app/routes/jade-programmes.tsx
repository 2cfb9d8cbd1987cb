import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jade-programmes";

export const meta: Route.MetaFunction = () => pageMeta("jade-programmes");

export default function JadeProgrammesPage() {
  return (
    <div className="page">
      <PageIntro id="jade-programmes" />
    </div>
  );
}
