import type { AdjudicatorRank } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import "./rank-badge.css";

/**
 * An adjudicator's rank as a badge: the rank written out (A, B, C, Unranked), with a colour and
 * outline per rank, so the rank never depends on colour alone.
 */
export function RankBadge({ rank }: { rank: AdjudicatorRank }) {
  const adjudicators = useContent("adjudicators");
  return (
    <span className="rank-badge" data-rank={rank}>
      {adjudicators.text.ranks[rank]}
    </span>
  );
}
