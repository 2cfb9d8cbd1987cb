import { CostTable } from "~/components/sections/cost-table";
import { PackageBuilder } from "~/components/sections/package-builder";
import { PageIntro } from "~/components/sections/page-intro";
import { SponsorTiers } from "~/components/sections/sponsor-tiers";
import { useToday } from "~/hooks/use-today";
import type { Route } from "./+types/programme-sponsorship";
import { pageData, programmesWithout } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

export const loader = () =>
  pageData("programme-sponsorship", ["contacts", "programmes", "sponsorship"], undefined, {
    programmes: programmesWithout("results"),
  });
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function ProgrammeSponsorshipPage() {
  const contacts = useContent("contacts");
  const programmes = useContent("programmes");
  const sponsorship = useContent("sponsorship");
  const contact = contacts.contacts.find((entry) => entry.id === sponsorship.builder.contact);
  // The content loader checks the builder names a real contact.
  if (!contact) throw new Error(`Unknown contact ${sponsorship.builder.contact}`);
  // The build date while prerendering and hydrating, the visitor's date straight after.
  const today = useToday();
  return (
    <div className="page">
      <PageIntro id="programme-sponsorship" />
      <SponsorTiers tiers={sponsorship.tiers} labels={sponsorship.labels} />
      <CostTable
        sponsorship={sponsorship}
        programmes={programmes.programmes}
        today={today}
        contact={contact}
      />
      <PackageBuilder
        sponsorship={sponsorship}
        programmes={programmes.programmes}
        contact={contact}
        today={today}
      />
    </div>
  );
}
