import { ExternalLink } from "~/components/site/external-link";
import type { Award, Content, Programme, Staging } from "~/content/schema";
import { resultsAnchor } from "~/lib/results";
import { formatStagingDates } from "~/lib/stagings";
import { fill } from "~/lib/template";
import "./staging-results.css";

interface StagingResultsProps {
  programme: Programme;
  staging: Staging;
  words: Content["programmes"]["results"];
  /** The article the results name, if any. */
  article: { title: string; url: string } | undefined;
}

/**
 * One held staging: when and where it was, its winners and placings, its speakers' awards, and
 * links to the full results and an article. Its id lets other pages link straight to it.
 */
export function StagingResults({ programme, staging, words, article }: StagingResultsProps) {
  const id = resultsAnchor(staging);
  const { results } = staging;
  return (
    <article id={id} className="staging-results" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {programme.name} {staging.edition}
      </h3>
      <p className="staging-results__when">
        {fill(words.heldOn, { dates: formatStagingDates(staging) })}
        {staging.venue ? ` · ${fill(words.venue, { venue: staging.venue })}` : null}
      </p>
      {results ? (
        <>
          <AwardList heading={words.placings} awards={results.placings} />
          {results.speakers?.length ? (
            <AwardList heading={words.speakers} awards={results.speakers} />
          ) : null}
          {results.resultsUrl || article ? (
            <ul className="staging-results__links">
              {results.resultsUrl ? (
                <li>
                  <ExternalLink href={results.resultsUrl} icon>
                    {words.fullResults}
                    <span className="visually-hidden">
                      {" "}
                      {programme.name} {staging.edition}
                    </span>
                  </ExternalLink>
                </li>
              ) : null}
              {article ? (
                <li>
                  <ExternalLink href={article.url} icon>
                    {fill(words.article, { title: article.title })}
                  </ExternalLink>
                </li>
              ) : null}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="staging-results__pending">{words.pending}</p>
      )}
    </article>
  );
}

/** Awards as a description list: the award, then who won it and their school. */
function AwardList({ heading, awards }: { heading: string; awards: readonly Award[] }) {
  return (
    <div className="staging-results__awards">
      <h4>{heading}</h4>
      <dl>
        {awards.map((award) => (
          <div key={`${award.award}-${award.name}`}>
            <dt>{award.award}</dt>
            <dd>
              <span className="staging-results__name">{award.name}</span>
              {award.school ? (
                <span className="staging-results__school">{award.school}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
