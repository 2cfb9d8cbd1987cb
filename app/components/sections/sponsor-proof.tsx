import { PartnerLogo } from "~/components/sections/partner-logo";
import type { Content, Sponsorship } from "~/content/schema";
import "./sponsor-proof.css";

interface SponsorProofProps {
  proof: Sponsorship["proof"];
  partners: Content["partners"]["partners"];
}

/** The logos' box: the partners' plates, 2:1, as on home. */
const logoSize = { width: 200, height: 100 };

/**
 * Proof after the prices: the partners who sponsor now (marked in content/partners.yaml), as
 * their logos, and one line a sponsor said. With neither in the content there is nothing to show, and no heading is left alone.
 */
export function SponsorProof({ proof, partners }: SponsorProofProps) {
  const sponsors = partners.filter((partner) => partner.sponsor);
  const { quote } = proof;
  if (sponsors.length === 0 && !quote) return null;
  return (
    <section className="sponsor-proof" aria-labelledby="sponsor-proof-heading">
      <h2 id="sponsor-proof-heading">{proof.heading}</h2>
      {sponsors.length > 0 ? (
        <ul className="sponsor-proof__logos">
          {sponsors.map((partner) => (
            <li key={partner.id} className="logo-plate sponsor-proof__plate">
              <PartnerLogo partner={partner} {...logoSize} />
            </li>
          ))}
        </ul>
      ) : null}
      {quote ? (
        <figure className="sponsor-proof__quote">
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption>
            <span className="sponsor-proof__by">{quote.by}</span>
            <span className="sponsor-proof__role">{quote.role}</span>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
