import { seasonHref } from "~/lib/archives";
import { Link } from "~/lib/location";
import { useContent } from "~/hooks/use-content";
import { latestChampions, resultsAnchor, seasonAnchor, seasonName } from "~/lib/results";
import { fill } from "~/lib/template";
import { builtOn } from "virtual:build-info";
import "./season-champions.css";

/**
 * The winners of the latest season with results (the season just ended, or the one under way),
 * each staging's headline result with the winner's school, linked to its results. Nothing before
 * the first results are recorded.
 */
export function SeasonChampions({ today }: { today: string }) {
  const home = useContent("home");
  const programmes = useContent("programmes");
  const words = programmes.results;
  const latest = latestChampions(programmes.programmes, today, words.startMonth);
  if (!latest) return null;
  const season = seasonName(latest.season, words);
  // The Results page while the season is the latest held on the build's day, else its own page.
  const seasonPage = (of: { from: number; to: number }) =>
    seasonHref(of, programmes.programmes, builtOn, words.startMonth);
  return (
    <section className="band champions" aria-labelledby="champions-heading">
      <div className="champions__head">
        <h2 id="champions-heading">{fill(home.champions.heading, { season })}</h2>
        <p>
          <Link to={`${seasonPage(latest.season)}#${seasonAnchor(latest.season)}`}>
            {fill(home.champions.resultsLink, { season })}
          </Link>
        </p>
      </div>
      <ul className="champions__list">
        {latest.champions.map(({ programme, staging, award }) => (
          <li key={staging.id} className="champion">
            <p className="champion__event">
              <Link to={`${seasonPage(latest.season)}#${resultsAnchor(staging)}`}>
                {programme.name} {staging.edition}
              </Link>
            </p>
            <p className="champion__award">{award.award}</p>
            <p className="champion__name">{award.name}</p>
            {award.school && award.school !== award.name ? (
              <p className="champion__school">{award.school}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
