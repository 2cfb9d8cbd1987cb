import donate from "virtual:content/donate";
import { CopyButton } from "~/components/ui/copy-button";
import type { Donate } from "~/content/schema";
import { inSentence } from "~/lib/in-sentence";
import { fill } from "~/lib/template";
import "./bank-details.css";

/** The copy button's words for one labelled value, all from content/donate.yaml. */
function copyWords(label: string) {
  const { labels } = donate;
  const what = inSentence(label);
  return {
    label: labels.copy,
    copiedLabel: labels.copied,
    what,
    copiedMessage: fill(labels.copiedStatus, { label: what }),
    failedMessage: labels.copyFailed,
  };
}

/** The reference every transfer should carry, large and with its own copy button. */
export function TransferReference({ reference }: { reference: string }) {
  const { labels } = donate;
  return (
    <section className="card transfer-reference" aria-labelledby="transfer-reference">
      <h2 id="transfer-reference" className="card__title">
        {labels.referenceHeading}
      </h2>
      <dl>
        <div className="bank-details__row">
          <dt className="visually-hidden">{labels.reference}</dt>
          <dd className="bank-details__value-line">
            <span className="transfer-reference__value">{reference}</span>
            <CopyButton value={reference} {...copyWords(labels.reference)} />
          </dd>
        </div>
      </dl>
      <p className="transfer-reference__hint">{labels.referenceHint}</p>
    </section>
  );
}

/** The bank account's details as label and value pairs, each value with a copy button. */
export function BankDetails({ details }: { details: Donate["bankDetails"] }) {
  return (
    <dl className="bank-details">
      {details.map((detail) => (
        <div key={detail.id} className="bank-details__row">
          <dt>{detail.label}</dt>
          <dd className="bank-details__value-line">
            <span className="bank-details__value">{detail.value}</span>
            <CopyButton value={detail.value} {...copyWords(detail.label)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
