import { ExternalLink } from "~/components/site/external-link";
import { FigureList } from "~/components/sections/figures";
import { useContent } from "~/hooks/use-content";
import { formatJmd } from "~/lib/money";

/**
 * What a gift does, before the bank details: the ladder of amounts from content/donate.yaml, each
 * with what it pays for, then one line on why to trust JADE with it (its registration as a
 * charity, where the money goes, the latest report). Static: no island.
 */
export function GiftLadder() {
  const { gifts, trust } = useContent("donate");
  return (
    <section className="band donate-gifts" aria-labelledby="donate-gifts">
      <h2 id="donate-gifts">{gifts.heading}</h2>
      <FigureList
        figures={gifts.ladder.map((rung, index) => ({
          key: String(index),
          value: formatJmd(rung.amount),
          label: rung.does,
        }))}
      />
      <p className="donate-trust">
        {trust.registration} {trust.spending}{" "}
        <ExternalLink href={trust.report.url}>{trust.report.label}</ExternalLink>
      </p>
    </section>
  );
}

/** The online giving page, when the content names one: another way to give than the transfer. */
export function GiveOnline() {
  const { online } = useContent("donate");
  if (!online) return null;
  return (
    <div className="card donate-online">
      <p>{online.text}</p>
      <ExternalLink href={online.url} className="button" icon>
        {online.label}
      </ExternalLink>
    </div>
  );
}
