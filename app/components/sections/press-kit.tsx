import { ContactPerson, useNamedContact } from "~/components/sections/contact-person";
import type { Programme } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { compareIso } from "~/lib/format";
import { iconFiles } from "~/lib/identity-files";
import { headlineResult } from "~/lib/results";
import { lastDay } from "~/lib/stagings";
import { fill } from "~/lib/template";
import "./press-kit.css";

export const pressAnchor = "press";

/** Each programme's latest staging with results, with its headline result, newest first. */
function latestChampions(programmes: readonly Programme[]) {
  return programmes
    .flatMap((programme) => {
      const staging = programme.stagings
        .filter((candidate) => candidate.results)
        .sort((a, b) => compareIso(lastDay(b), lastDay(a)))[0];
      const headline = staging && headlineResult(staging);
      return staging && headline ? [{ programme, staging, headline }] : [];
    })
    .sort((a, b) => compareIso(lastDay(b.staging), lastDay(a.staging)));
}

/**
 * For journalists, at the end of the Results page: whom to ask (the media contact, by name where
 * it names a person), and a press kit: JADE in brief, the logo files, and each programme's latest
 * headline result. Results are written only once a staging is over, so the champions need no
 * date of the visitor's.
 */
export function PressKit() {
  const programmes = useContent("programmes");
  const press = programmes.results.press;
  const { contact, samples } = useNamedContact(press.contact);
  const champions = latestChampions(programmes.programmes);
  return (
    <section id={pressAnchor} className="band" aria-labelledby="press-heading">
      <div className="press">
        <div className="press__contact stack">
          <h2 id="press-heading">{press.heading}</h2>
          <p>{press.text}</p>
          <ContactPerson
            contact={contact}
            talkTo={press.talkTo}
            talkToUs={press.talkToUs}
            samples={samples}
          />
        </div>
        <div className="press__kit stack">
          <h3>{press.kitHeading}</h3>
          <h4>{press.aboutHeading}</h4>
          <p>{press.about}</p>
          <h4>{press.logosHeading}</h4>
          <ul className="press__files">
            <li>
              <a href={`/${iconFiles.logo.file}`} download>
                {press.logo}
              </a>
            </li>
            <li>
              <a href={`/${iconFiles.logoOnDark.file}`} download>
                {press.logoOnDark}
              </a>
            </li>
          </ul>
          {champions.length > 0 ? (
            <>
              <h4>{press.championsHeading}</h4>
              <ul className="press__champions">
                {champions.map(({ programme, staging, headline }) => (
                  <li key={staging.id}>
                    <span className="press__staging">
                      {programme.name} {staging.edition}
                    </span>{" "}
                    {fill(programmes.labels.headline, {
                      award: headline.award,
                      name: headline.name,
                    })}
                    {/* A team named after its school says it once. */}
                    {headline.school && !headline.name.includes(headline.school)
                      ? `, ${headline.school}`
                      : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
