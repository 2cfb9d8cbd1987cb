import { useState } from "react";
import { BankDetails, CopyAllDetails, TransferReference } from "~/components/sections/bank-details";
import { SampleNotice } from "~/components/ui/sample-mark";
import { isSample } from "~/content/sample-values";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { useQueryState } from "~/hooks/use-query-state";
import {
  bankDetailsId,
  bankDetailsText,
  buildReference,
  chosenAmount,
  type ShownDetail,
} from "~/lib/donation";
import { formatJmd } from "~/lib/money";

/** The details of one list in content/donate.yaml, each saying whether its value is a sample. */
function shownDetails(
  donate: Content["donate"],
  at: readonly ["bankDetails"] | readonly ["abroad", "details"],
): ShownDetail[] {
  const list = at.length === 1 ? donate.bankDetails : donate.abroad.details;
  return list.map((detail, index) => ({
    id: detail.id,
    label: detail.label,
    value: detail.value,
    sample: isSample(donate, [...at, index, "value"]),
  }));
}

/**
 * The bank details with their copy buttons, then the transfer reference builder with the amount
 * chosen in the first screen (the address's `?amount=`, written by GiftChoice), then the details
 * for giving from abroad: an island, since the reference typed into the builder and the amount are
 * part of what the buttons copy. While any detail of either list is a sample, the notice says so
 * once, over the bank details; each sample value carries its tag.
 */
export function Donation() {
  const donate = useContent("donate");
  // Read, not written: the choice in the first screen writes it.
  const [amount] = useQueryState(
    (params) => chosenAmount(params, donate.gifts.ladder),
    (_, current) => current,
    undefined,
  );
  const shownAmount =
    amount === undefined ? undefined : { label: donate.gifts.amount, value: formatJmd(amount) };
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
  const bank = shownDetails(donate, ["bankDetails"]);
  const abroad = shownDetails(donate, ["abroad", "details"]);
  const allDetails = bankDetailsText(
    donate.labels.bankHeading,
    bank,
    { label: donate.labels.reference, value: reference },
    donate.sampleWords,
    shownAmount,
  );

  return (
    <>
      <section className="prose" aria-labelledby="bank-details">
        {/* Focused by "Give by bank transfer", which scrolls to it. */}
        <h2 id={bankDetailsId} tabIndex={-1}>
          {donate.labels.bankHeading}
        </h2>
        {[...bank, ...abroad].some((detail) => detail.sample) ? (
          <SampleNotice text={donate.sampleWords.notice} />
        ) : null}
        <CopyAllDetails text={allDetails} />
        <BankDetails details={bank} />
      </section>
      <TransferReference
        amount={amount}
        reference={reference}
        shortened={shortened}
        surname={surname}
        purpose={purpose}
        onSurnameChange={setSurname}
        onPurposeChange={setPurpose}
      />
      <section className="prose" aria-labelledby="donate-abroad">
        <h2 id="donate-abroad">{donate.abroad.heading}</h2>
        {donate.abroad.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <BankDetails details={abroad} />
      </section>
    </>
  );
}
