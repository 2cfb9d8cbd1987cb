import { ContactPerson, useNamedContact } from "~/components/sections/contact-person";
import { Figures } from "~/components/sections/figures";
import { PageIntro } from "~/components/sections/page-intro";
import { PartnershipVideo } from "~/components/sections/partnership";
import { SponsorProof } from "~/components/sections/sponsor-proof";
import { SponsorTiers } from "~/components/sections/sponsor-tiers";
import { SponsorshipTools } from "~/components/sections/sponsorship-tools";
import { Island } from "~/islands/island";
import { proposalFiles } from "~/lib/proposal-files";
import { pageData, programmesWithout } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";
import "./programme-sponsorship.css";

/** The video's width (programme-sponsorship.css): 48% of the wide column from 60rem, else the column. */
const videoSlot = "(min-width: 74rem) 34.5rem, (min-width: 60rem) 46vw, calc(100vw - 2rem)";

export const loader = () =>
  pageData(
    "programme-sponsorship",
    ["contacts", "programmes", "sponsorship", "services", "home", "partners"],
    undefined,
    { programmes: programmesWithout("results", "pictures") },
  );

/**
 * A pitch first, for the sponsor: what they put their name behind and whom to talk to, with the
 * proposal and the video (the first screen); why sponsor, with JADE's reach in figures; then the
 * tiers and the one price list, where the package is chosen; who sponsors now; and the close,
 * whom to talk to again.
 */
export default function ProgrammeSponsorshipPage() {
  const sponsorship = useContent("sponsorship");
  const home = useContent("home");
  const { partners } = useContent("partners");
  const { pitch, proof } = sponsorship;
  const { contact, samples } = useNamedContact(pitch.contact);
  const proposal = (
    <p>
      <a
        className="button"
        href={`/${proposalFiles.pdf}`}
        target="_blank"
        rel="noopener"
        type="application/pdf"
      >
        {pitch.proposal}
      </a>
    </p>
  );
  const person = (
    <ContactPerson
      contact={contact}
      talkTo={pitch.talkTo}
      talkToUs={pitch.talkToUs}
      samples={samples}
    />
  );
  return (
    <div className="page">
      <section className="band sponsor-pitch" aria-labelledby="sponsor-pitch-heading">
        <div className="sponsor-pitch__text">
          <PageIntro id="programme-sponsorship" headingId="sponsor-pitch-heading" />
          {person}
          {proposal}
        </div>
        <div className="sponsor-pitch__video">
          <Island name="partnership-video" when="use">
            <PartnershipVideo slot={videoSlot} video={home.partnership.video} />
          </Island>
        </div>
      </section>
      <section className="sponsor-why" aria-labelledby="why-sponsor-heading">
        <div className="stack">
          <h2 id="why-sponsor-heading">{pitch.heading}</h2>
          <p>{pitch.text}</p>
        </div>
        <Figures ids={pitch.figures} />
      </section>
      <SponsorTiers tiers={sponsorship.tiers} labels={sponsorship.labels} />
      <Island name="sponsorship-tools" when="visible">
        <SponsorshipTools />
      </Island>
      <SponsorProof proof={proof} partners={partners} />
      <section className="band" aria-labelledby="sponsor-close-heading">
        <div className="sponsor-close">
          <div className="sponsor-close__text">
            <h2 id="sponsor-close-heading">{proof.closeHeading}</h2>
            <p>{proof.closeText}</p>
            {proposal}
          </div>
          {person}
        </div>
      </section>
    </div>
  );
}
