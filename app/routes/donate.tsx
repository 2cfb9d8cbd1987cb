import donate from "virtual:content/donate";
import { BankDetails, TransferReference } from "~/components/sections/bank-details";
import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = () => pageMeta("donate");

export default function DonatePage() {
  return (
    <div className="page page--prose">
      <PageIntro id="donate" />
      <div className="prose">
        {donate.message.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <TransferReference reference={donate.referencePrefix} />
      <section className="prose" aria-labelledby="bank-details">
        <h2 id="bank-details">{donate.labels.bankHeading}</h2>
        <BankDetails details={donate.bankDetails} />
      </section>
    </div>
  );
}
