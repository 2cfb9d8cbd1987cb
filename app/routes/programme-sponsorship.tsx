import { PageIntro } from "~/components/sections/page-intro";
import { SponsorTiers } from "~/components/sections/sponsor-tiers";
import { SponsorshipTools } from "~/components/sections/sponsorship-tools";
import { Island } from "~/islands/island";
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
  const sponsorship = useContent("sponsorship");
  return (
    <div className="page">
      <PageIntro id="programme-sponsorship" />
      <SponsorTiers tiers={sponsorship.tiers} labels={sponsorship.labels} />
      <Island name="sponsorship-tools">
        <SponsorshipTools />
      </Island>
    </div>
  );
}
