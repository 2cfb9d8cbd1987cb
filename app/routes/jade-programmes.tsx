import { CalendarFeedLink } from "~/components/sections/calendar-links";
import { PageIntro } from "~/components/sections/page-intro";
import { ProgrammeList } from "~/components/sections/programme-list";
import { Island } from "~/islands/island";
import { programmeEvents } from "~/lib/structured-data.server";
import { builtOn } from "virtual:build-info";
import { pageData, programmesWithout } from "~/pipeline/route-data.server";

// Every staging as a schema.org Event, besides the tags every page has.
export const loader = () =>
  pageData(
    "jade-programmes",
    ["programmes"],
    ({ site, programmes }) => [
      { "script:ld+json": programmeEvents(site, programmes.programmes, builtOn) },
    ],
    { programmes: programmesWithout("costs") },
  );

export default function JadeProgrammesPage() {
  return (
    // Its class scopes the overview's filter, which hides the rows and the cards it leaves out.
    <div className="page programmes-page">
      <PageIntro id="jade-programmes" />
      <Island name="programme-list" when="visible">
        <ProgrammeList />
      </Island>
      <CalendarFeedLink />
    </div>
  );
}
