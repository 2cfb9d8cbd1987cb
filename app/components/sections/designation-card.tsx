import { Link } from "~/lib/location";
import type { Affiliates } from "~/content/schema";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import { useContent } from "~/hooks/use-content";
import "./designation-card.css";

type Designation = Affiliates["designations"][number];

/**
 * One affiliate designation: who it is for, who can join (with each Pioneer level's rule), what
 * it brings, and how it can be lost, each under its own heading so the page can be skimmed.
 */
export function DesignationCard({ designation }: { designation: Designation }) {
  const affiliates = useContent("affiliates");
  const { labels } = affiliates;
  const headingId = `designation-${designation.id}`;
  return (
    <section className="card designation" aria-labelledby={headingId}>
      <h3 id={headingId} className="designation__name">
        {designation.name}
      </h3>
      <p>{designation.summary}</p>

      {designation.levels || designation.eligibility ? (
        <div className="designation__part">
          <h4>{labels.eligibility}</h4>
          {designation.levels ? (
            <dl className="designation__levels">
              {designation.levels.map((level) => (
                <div key={level.id}>
                  <dt>{level.name}</dt>
                  <dd>
                    {fill(level.eligibility, {
                      minAge: level.minAge ?? "",
                      maxAge: level.maxAge ?? "",
                    })}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {designation.eligibility ? (
            <ul>
              {designation.eligibility.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="designation__part">
        <h4>{labels.benefits}</h4>
        <ul>
          {designation.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>

      {designation.removal ? (
        <div className="designation__part designation__removal">
          <h4>{labels.removal}</h4>
          <p>{designation.removal}</p>
        </div>
      ) : null}

      {designation.seeAlso ? (
        <p>
          <Link to={pathOf(designation.seeAlso.page)}>{designation.seeAlso.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
