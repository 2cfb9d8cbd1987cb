import contacts from "virtual:content/contacts";
import programmes from "virtual:content/programmes";
import sponsorship from "virtual:content/sponsorship";
import { CostTable } from "~/components/sections/cost-table";
import { PackageBuilder } from "~/components/sections/package-builder";
import { PageIntro } from "~/components/sections/page-intro";
import { SponsorTiers } from "~/components/sections/sponsor-tiers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programme-sponsorship";

export const meta: Route.MetaFunction = () => pageMeta("programme-sponsorship");

export default function ProgrammeSponsorshipPage() {
  const contact = contacts.contacts.find((entry) => entry.id === sponsorship.builder.contact);
  // The content loader checks the builder names a real contact.
  if (!contact) throw new Error(`Unknown contact ${sponsorship.builder.contact}`);
  return (
    <div className="page">
      <PageIntro id="programme-sponsorship" />
      <SponsorTiers tiers={sponsorship.tiers} labels={sponsorship.labels} />
      <CostTable sponsorship={sponsorship} programmes={programmes.programmes} />
      <PackageBuilder
        sponsorship={sponsorship}
        programmes={programmes.programmes}
        contact={contact}
      />
    </div>
  );
}
