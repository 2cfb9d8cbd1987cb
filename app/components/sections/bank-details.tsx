import { CopyButton } from "~/components/ui/copy-button";
import { SampleMark } from "~/components/ui/sample-mark";
import { copiedValue, type ShownDetail } from "~/lib/donation";
import { inSentence } from "~/lib/in-sentence";
import { formatJmd } from "~/lib/money";
import { fill } from "~/lib/template";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { useKeyboardFocus } from "~/hooks/use-keyboard-focus";
import "./bank-details.css";

/** The copy button's words for one labelled value, all from content/donate.yaml. */
function copyWords(labels: Content["donate"]["labels"], label: string) {
  const what = inSentence(label);
  return {
    label: labels.copy,
    copiedLabel: labels.copied,
    what,
    copiedMessage: fill(labels.copiedStatus, { label: what }),
    failedMessage: labels.copyFailed,
  };
}

interface TransferReferenceProps {
  /** The amount chosen from the gifts' ladder, if any: shown above the reference. */
  amount?: number;
  reference: string;
  /** Whether the surname was cut to fit the bank's limit. */
  shortened: boolean;
  surname: string;
  purpose: string;
  onSurnameChange: (surname: string) => void;
  onPurposeChange: (purpose: string) => void;
}

/**
 * The reference every transfer should carry, large and with its own copy button, after the amount
 * chosen in the first screen where there is one (its button copies the digits a bank's amount
 * field takes), and the fields that build it: the donor's surname and what the gift is for. The
 * fields need scripts; without them a hint says what to add by hand.
 */
export function TransferReference({
  amount,
  reference,
  shortened,
  surname,
  purpose,
  onSurnameChange,
  onPurposeChange,
}: TransferReferenceProps) {
  const donate = useContent("donate");
  const { labels, reference: words } = donate;
  const keyboardFocus = useKeyboardFocus();
  return (
    <section className="card transfer-reference" aria-labelledby="transfer-reference">
      <h2 id="transfer-reference" className="card__title">
        {labels.referenceHeading}
      </h2>
      <dl>
        {amount === undefined ? null : (
          <div className="bank-details__row">
            <dt>{donate.gifts.amount}</dt>
            <dd className="bank-details__value-line">
              <span className="bank-details__value">{formatJmd(amount)}</span>
              <CopyButton value={String(amount)} {...copyWords(labels, donate.gifts.amount)} />
            </dd>
          </div>
        )}
        <div className="bank-details__row">
          <dt className="visually-hidden">{labels.reference}</dt>
          <dd className="bank-details__value-line">
            <span className="transfer-reference__value">{reference}</span>
            <CopyButton value={reference} {...copyWords(labels, labels.reference)} />
          </dd>
        </div>
      </dl>
      {/* The builder and the hint for those without it share one place (bank-details.css); a
          tool, not words to find the page by. */}
      <div className="transfer-reference__builder" data-search-skip="">
        <div className="transfer-reference__tool">
          <p className="transfer-reference__length">
            {fill(words.length, { length: reference.length, max: words.maxLength })}
            {shortened ? <> {fill(words.shortened, { max: words.maxLength })}</> : null}
          </p>
          <div className="transfer-reference__fields">
            <div className="field">
              <label htmlFor="reference-surname">{words.surname}</label>
              <input
                id="reference-surname"
                type="text"
                autoComplete="family-name"
                aria-describedby="reference-surname-hint"
                value={surname}
                onChange={(event) => onSurnameChange(event.target.value)}
              />
              <p id="reference-surname-hint" className="field__hint">
                {words.surnameHint}
              </p>
            </div>
            {/* Radios, not a select: a select shows its choice on one line, cut where its box
                ends, and a purpose's name is as long as staff write it. */}
            <fieldset className="transfer-reference__purpose" {...keyboardFocus}>
              <legend>{words.purpose}</legend>
              <div className="transfer-reference__choices">
                {[{ id: "", label: words.anyPurpose }, ...words.purposes].map((option) => (
                  <label key={option.id} className="transfer-reference__choice">
                    <input
                      type="radio"
                      name="reference-purpose"
                      value={option.id}
                      checked={purpose === option.id}
                      onChange={() => onPurposeChange(option.id)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
        <p className="transfer-reference__hint">{labels.referenceHint}</p>
      </div>
    </section>
  );
}

/** A button that copies every bank detail and the reference as one block of text. */
export function CopyAllDetails({ text }: { text: string }) {
  const donate = useContent("donate");
  const { labels } = donate;
  return (
    <div className="bank-details__copy-all">
      <CopyButton
        value={text}
        label={labels.copyAll}
        copiedLabel={labels.copied}
        what={labels.copyAllWhat}
        copiedMessage={fill(labels.copiedStatus, { label: labels.copyAllWhat })}
        failedMessage={labels.copyFailed}
      />
    </div>
  );
}

/**
 * The bank account's details as label and value pairs, each value with a copy button. A sample
 * value carries its tag, and its button copies it inside the warning (content/donate.yaml,
 * `sampleWords`).
 */
export function BankDetails({ details }: { details: readonly ShownDetail[] }) {
  const { labels, sampleWords } = useContent("donate");
  return (
    <dl className="bank-details">
      {details.map((detail) => (
        <div key={detail.id} className="bank-details__row">
          <dt>{detail.label}</dt>
          <dd className="bank-details__value-line">
            <span className="bank-details__value">
              <span>{detail.value}</span>
              {detail.sample ? <SampleMark label={sampleWords.mark} /> : null}
            </span>
            <CopyButton
              value={copiedValue(detail, sampleWords.copied)}
              {...copyWords(labels, detail.label)}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
