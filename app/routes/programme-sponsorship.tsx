import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programme-sponsorship";

export const meta: Route.MetaFunction = () => pageMeta("programme-sponsorship");

export default function ProgrammeSponsorshipPage() {
  return (
    <div className="page">
      <PageIntro id="programme-sponsorship" />
    </div>
  );
}
