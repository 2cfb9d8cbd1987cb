import { useState } from "react";
import { BankDetails, CopyAllDetails, TransferReference } from "~/components/sections/bank-details";
import { PageIntro } from "~/components/sections/page-intro";
import { bankDetailsText, buildReference } from "~/lib/donation";
import type { Route } from "./+types/donate";
import { pageData } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

export const loader = () => pageData("donate", ["donate"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function DonatePage() {
  const donate = useContent("donate");
  const [surname, setSurname] = useState("");
  const [purpose, setPurpose] = useState("");
  const { reference, shortened } = buildReference(
    {
      prefix: donate.referencePrefix,
      surname,
      purpose: donate.reference.purposes.find((option) => option.id === purpose)?.reference,
    },
    donate.reference.maxLength,
  );
  const allDetails = bankDetailsText(donate.labels.bankHeading, donate.bankDetails, {
    label: donate.labels.reference,
    value: reference,
  });

  return (
    <div className="page page--prose">
      <PageIntro id="donate" />
      <div className="prose">
        {donate.message.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <TransferReference
        reference={reference}
        shortened={shortened}
        surname={surname}
        purpose={purpose}
        onSurnameChange={setSurname}
        onPurposeChange={setPurpose}
      />
      <section className="prose" aria-labelledby="bank-details">
        <h2 id="bank-details">{donate.labels.bankHeading}</h2>
        <CopyAllDetails text={allDetails} />
        <BankDetails details={donate.bankDetails} />
      </section>
      <section className="prose" aria-labelledby="donate-abroad">
        <h2 id="donate-abroad">{donate.abroad.heading}</h2>
        {donate.abroad.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <BankDetails details={donate.abroad.details} />
      </section>
    </div>
  );
}
