import { type FormEvent, useEffect, useRef } from "react";
import { ExternalLink } from "~/components/site/external-link";
import { useContent } from "~/hooks/use-content";
import { amountParameter, bankDetailsId, chosenAmount, suggestedAmount } from "~/lib/donation";
import { setQuery, useLocation } from "~/lib/location";
import { formatJmd } from "~/lib/money";
import "./donate-appeal.css";

/**
 * What a gift does, as the choice the Donate page's first screen asks for: the ladder of amounts
 * from content/donate.yaml, each with what it pays for, one chosen already (the second), and
 * "Another amount"; then "Give by bank transfer", and "Give online" where the content names a
 * giving page; then one line on why to trust JADE with it.
 *
 * A form that works as HTML: its radios choose, and its button asks for this page again with the
 * amount in the address (`?amount=15000#bank-details`), where the bank details' island reads it.
 * An island woken by the visitor's first reach (`use`): then the choice writes the address as it
 * changes, and the button goes to the details in the page, with no load.
 */
export function GiftChoice() {
  const { gifts, trust, online } = useContent("donate");
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const suggested = suggestedAmount(gifts.ladder);

  // An address that carries an amount (Back to this page, or a link) chooses it once running:
  // the HTML, which cannot read the address, shows the suggested one. Only the address the page
  // was opened at: later changes are the choice's own.
  useEffect(() => {
    const carried = chosenAmount(new URLSearchParams(window.location.search), gifts.ladder);
    const radio = form.current?.querySelector<HTMLInputElement>(
      `input[name="${amountParameter}"][value="${carried}"]`,
    );
    if (carried !== undefined && radio) radio.checked = true;
  }, [gifts.ladder]);

  const carry = (amount: string, options: { hash?: string; replace?: boolean }) => {
    const params = new URLSearchParams(window.location.search);
    if (amount) params.set(amountParameter, amount);
    else params.delete(amountParameter);
    setQuery(params, options);
  };

  const giveByTransfer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = new FormData(event.currentTarget).get(amountParameter);
    carry(typeof amount === "string" ? amount : "", { hash: `#${bankDetailsId}` });
    const heading = document.getElementById(bankDetailsId);
    if (!heading) return;
    // Smoothly unless the visitor asked for less motion: the page's `scroll-behavior` says which.
    heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  };

  return (
    <section className="donate-gifts" aria-labelledby="donate-gifts">
      <h2 id="donate-gifts">{gifts.heading}</h2>
      <form
        ref={form}
        className="donate-gifts__form"
        method="get"
        action={`${pathname}#${bankDetailsId}`}
        onSubmit={giveByTransfer}
      >
        <fieldset className="donate-gifts__choice">
          <legend className="visually-hidden">{gifts.choose}</legend>
          {gifts.ladder.map((rung) => (
            <label key={rung.amount} className="donate-gifts__option">
              <input
                type="radio"
                name={amountParameter}
                value={rung.amount}
                defaultChecked={rung.amount === suggested}
                onChange={(event) => carry(event.currentTarget.value, { replace: true })}
              />
              <span className="donate-gifts__amount">{formatJmd(rung.amount)}</span>{" "}
              <span className="donate-gifts__does">{rung.does}</span>
            </label>
          ))}
          <label className="donate-gifts__option donate-gifts__option--other">
            <input
              type="radio"
              name={amountParameter}
              value=""
              onChange={() => carry("", { replace: true })}
            />
            <span className="donate-gifts__amount">{gifts.other}</span>
          </label>
        </fieldset>
        <div className="donate-gifts__actions">
          <button type="submit" className="button">
            {gifts.giveByTransfer}
          </button>
          {online ? (
            <p className="donate-gifts__online">
              {online.text}{" "}
              <ExternalLink href={online.url} className="button button--quiet" icon>
                {online.label}
              </ExternalLink>
            </p>
          ) : null}
        </div>
      </form>
      <p className="donate-trust">
        {trust.registration} {trust.spending}{" "}
        <ExternalLink href={trust.report.url}>{trust.report.label}</ExternalLink>
      </p>
    </section>
  );
}
