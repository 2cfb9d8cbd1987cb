import { ExternalLink } from "~/components/site/external-link";
import type { Affiliates } from "~/content/schema";
import { groupRuleValues } from "~/lib/eligibility";
import { fill } from "~/lib/template";
import { useContent } from "~/hooks/use-content";
import "./membership-card.css";

type Membership = Affiliates["memberships"][number];

/** A kind of membership: who it is for, who is eligible, and the link to the application form. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const affiliates = useContent("affiliates");
  const headingId = `membership-${membership.id}`;
  return (
    <section className="card membership" aria-labelledby={headingId}>
      <h2 id={headingId} className="membership__name">
        {membership.name}
      </h2>
      <p>{membership.summary}</p>
      <div className="membership__eligibility">
        <h3>{affiliates.labels.membershipEligibility}</h3>
        <ul>
          {membership.eligibility.map((rule) => (
            <li key={rule}>{fill(rule, groupRuleValues(affiliates.groupRules))}</li>
          ))}
        </ul>
      </div>
      <p>
        <ExternalLink href={membership.applyUrl} className="button" icon>
          {membership.applyLabel}
        </ExternalLink>
      </p>
    </section>
  );
}
