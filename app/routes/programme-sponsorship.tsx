import programmes from "virtual:content/programmes";
import sponsorship from "virtual:content/sponsorship";
import { CostTable } from "~/components/sections/cost-table";
import { PageIntro } from "~/components/sections/page-intro";
import { SponsorTiers } from "~/components/sections/sponsor-tiers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programme-sponsorship";

export const meta: Route.MetaFunction = () => pageMeta("programme-sponsorship");

export default function ProgrammeSponsorshipPage() {
  return (
    <div className="page">
      <PageIntro id="programme-sponsorship" />
      <SponsorTiers tiers={sponsorship.tiers} labels={sponsorship.labels} />
      <CostTable sponsorship={sponsorship} programmes={programmes.programmes} />
    </div>
  );
}
