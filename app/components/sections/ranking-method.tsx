import type { Adjudicators } from "~/content/schema";
import { classBands, formatScore } from "~/lib/ranking";
import { fill } from "~/lib/template";
import { RankBadge } from "./rank-badge";
import "./ranking-method.css";

/**
 * How a rank is worked out, written from the method in the content: the three weighted parts of
 * the score, the window for tournaments, and the class bands (the same bands classFor uses).
 */
export function RankingMethod({ method, text }: Pick<Adjudicators, "method" | "text">) {
  const { weights, windowMonths } = method;
  const parts = [
    fill(text.weights.test, { weight: weights.test }),
    fill(text.weights.tournaments, { weight: weights.tournaments, months: windowMonths }),
    fill(text.weights.accreditation, { weight: weights.accreditation }),
  ];
  return (
    <section className="ranking-method" aria-labelledby="method-heading">
      <h2 id="method-heading">{text.methodHeading}</h2>
      <p>{text.methodIntro}</p>
      <ul>
        {parts.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <p>
        {fill(text.tournamentShare, {
          target: method.tournamentTarget,
          weight: weights.tournaments,
        })}
      </p>
      <p>{text.classesIntro}</p>
      <ul className="ranking-method__bands">
        {classBands(method.classes).map((band) => (
          <li key={band.rank}>
            <RankBadge rank={band.rank} />
            <span>{bandText(band, text)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function bandText(band: ReturnType<typeof classBands>[number], text: Adjudicators["text"]) {
  if (band.min === undefined) return fill(text.classBelow, { min: formatScore(band.max ?? 0) });
  if (band.max === undefined) return fill(text.classTop, { min: formatScore(band.min) });
  return fill(text.classBand, { min: formatScore(band.min), max: formatScore(band.max) });
}
