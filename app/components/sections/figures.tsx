import { useContent } from "~/hooks/use-content";
import { formatNumber } from "~/lib/format";
import "./figures.css";

/** One figure: the value in large type and what it counts or does. */
export interface Figure {
  key: string;
  value: string;
  label: string;
}

/**
 * Large figures with what each counts or does, as many across as fit: the association's numbers,
 * and on Donate what a gift does ("J$5,000" over "pays one student's entry"). The space between
 * them lets a screen reader say the value and its words as one sentence.
 */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="figures">
      {figures.map((figure) => (
        <li key={figure.key} className="figure">
          <span className="figure__value">{figure.value}</span>{" "}
          <span className="figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

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
    <FigureList
      figures={chosen.map((achievement) => ({
        key: achievement.id,
        value: `${formatNumber(achievement.value)}${achievement.suffix}`,
        label: achievement.label,
      }))}
    />
  );
}
