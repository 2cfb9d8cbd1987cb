import type { Sponsorship } from "~/content/schema";
import { tierAnchor, tierEntitlements } from "~/lib/sponsorship";
import "./sponsor-tiers.css";

interface SponsorTiersProps {
  tiers: Sponsorship["tiers"];
  labels: Sponsorship["labels"];
}

/**
 * The sponsorship tiers, highest first. Each shows its own entitlements after a line saying it
 * also receives everything in the tier below it (which in turn includes the tiers below that),
 * linked to that tier.
 */
export function SponsorTiers({ tiers, labels }: SponsorTiersProps) {
  const [before = "", after = ""] = labels.includes.split("{tier}");
  return (
    <section className="tiers" aria-labelledby="tiers-heading">
      <h2 id="tiers-heading">{labels.tiersHeading}</h2>
      <p>{labels.tiersIntro}</p>
      <ol className="tiers__list">
        {tierEntitlements(tiers).map((tier) => (
          <li key={tier.id} id={tierAnchor(tier.id)} className="tier" data-tier={tier.id}>
            <h3 className="tier__name">{tier.name}</h3>
            {tier.includes ? (
              <p className="tier__includes">
                {before}
                <a href={`#${tierAnchor(tier.includes.id)}`}>{tier.includes.name}</a>
                {after}
              </p>
            ) : null}
            <ul className="tier__entitlements">
              {tier.own.map((entitlement) => (
                <li key={entitlement}>{entitlement}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
