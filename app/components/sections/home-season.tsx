import { SeasonChampions } from "~/components/sections/season-champions";
import { UpcomingEvents } from "~/components/sections/upcoming-events";
import { useToday } from "~/hooks/use-today";

/**
 * The home page's seasonal sections, one island: what is open or coming, then the champions of
 * the latest season with results. Both follow the day: the build's in the HTML, the visitor's
 * straight after hydration.
 */
export function HomeSeason() {
  const today = useToday();
  return (
    <>
      <UpcomingEvents today={today} />
      <SeasonChampions today={today} />
    </>
  );
}
