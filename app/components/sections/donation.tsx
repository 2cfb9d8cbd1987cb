import { useState } from "react";
import { BankDetails, CopyAllDetails, TransferReference } from "~/components/sections/bank-details";
import { useContent } from "~/content/use-content";
import { bankDetailsText, buildReference } from "~/lib/donation";

/**
 * The transfer reference builder and the bank details with their copy buttons: an island, since
 * the reference typed into the builder is part of what the buttons copy.
 */
export function Donation() {
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
    <>
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
    </>
  );
}
