import { useContent } from "~/hooks/use-content";
import { formatNumber } from "~/lib/format";
import "./figures.css";

/**
 * Some of JADE's achievements (content/services.yaml), chosen by id, as large figures with what
 * they count: the home page's numbers and the sponsorship page's reach. Written as they are, not
 * counted up: the Services page has the animated counters.
 */
export function Figures({ ids }: { ids: readonly string[] }) {
  const { achievements } = useContent("services");
  // The content loader checks that every id names an achievement.
  const chosen = ids.flatMap(
    (id) => achievements.find((achievement) => achievement.id === id) ?? [],
  );
  return (
    <ul className="figures">
      {chosen.map((achievement) => (
        <li key={achievement.id} className="figure">
          <span className="figure__value">
            {formatNumber(achievement.value)}
            {achievement.suffix}
          </span>
          <span className="figure__label">{achievement.label}</span>
        </li>
      ))}
    </ul>
  );
}
