import {
  type CSSProperties,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "~/lib/location";
import type { Contact, Programme, Sponsorship } from "~/content/schema";
import type { SponsorTier } from "~/content/sets";
import type { CostRow } from "~/lib/sponsorship";
import { useHydrated } from "~/hooks/use-hydrated";
import { useKeyboardFocus } from "~/hooks/use-keyboard-focus";
import { useQueryState } from "~/hooks/use-query-state";
import { formatJmd } from "~/lib/money";
import { GuideNotice, type PriceChoices, PriceTable } from "~/components/sections/cost-table";
import {
  costTableRows,
  editionName,
  leftOutEditions,
  mailtoHref,
  packageEmail,
  packageSummary,
  parseSelection,
  selectionParams,
  shownEditions,
  tierNames,
  withTier,
} from "~/lib/sponsorship";
import { formatStagingDates } from "~/lib/stagings";
import { fill } from "~/lib/template";
import "./package-builder.css";

interface PackageBuilderProps {
  sponsorship: Sponsorship;
  programmes: readonly Programme[];
  /** Where "Email us this package" writes to, and whom the guide notice names. */
  contact: Contact;
  /** Today's date in Jamaica (from useToday): which editions are on offer. */
  today: string;
}

const nothingChosen: ReadonlyMap<string, SponsorTier> = new Map();

/**
 * The prices and the package in one (issue 40): the price table, where a sponsor picks a tier (or
 * none) for each programme in its row; the total, the chosen lines and what each tier receives
 * follow. The choice lives in the query string, so the address can be shared (useQueryState); the
 * prerendered HTML has nothing chosen. Adding up needs the app: until it runs, and without it, the
 * table is prices alone and a note says how to ask for a package instead.
 */
export function PackageBuilder({ sponsorship, programmes, contact, today }: PackageBuilderProps) {
  const { builder, labels } = sponsorship;
  // Each programme's next edition with costs (between seasons, its last one's, as a guide), in
  // the order they come round; the table adds the programmes that never had costs.
  const costs = useMemo(
    () => shownEditions(programmes, today, labels),
    [programmes, today, labels],
  );
  const rows = useMemo(() => costTableRows(programmes, today, labels), [programmes, today, labels]);
  const [selection, update] = useQueryState(
    (params) => parseSelection(params, costs),
    (next, params) => selectionParams(next, costs, params),
    nothingChosen,
  );
  const hydrated = useHydrated();
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const keyboardFocus = useKeyboardFocus();
  const { pathname, search, hash } = useLocation();
  // CSS :target does not follow client-side navigation, so the linked row is also marked here,
  // after hydration only (the prerendered HTML knows no hash).
  const targeted = hydrated ? decodeURIComponent(hash.slice(1)) : "";
  // A shared link may name an edition held since: say what was left out, and why.
  const leftOut = hydrated ? leftOutEditions(new URLSearchParams(search), programmes, today) : [];
  const summary = packageSummary(selection, sponsorship.tiers, costs, labels.rowName);
  const names = tierNames(sponsorship.tiers);
  const count = summary.lines.length;
  const bar = useRef<HTMLDivElement>(null);
  const barSize = useBlockSize(bar, count > 0);
  const total = formatJmd(summary.total);
  const status =
    count === 0
      ? builder.statusNone
      : fill(count === 1 ? builder.statusOne : builder.status, { total, count });

  let emailHref: string | undefined;
  if (hydrated && count > 0) {
    const query = selectionParams(selection, costs).toString();
    const url = `${window.location.origin}${pathname}?${query}`;
    const { subject, body } = packageEmail(summary, builder, url);
    emailHref = mailtoHref(contact.email, subject, body);
  }

  const [beforeEmail = "", afterEmail = ""] = builder.withoutScripts.split("{email}");
  const choices: PriceChoices | undefined =
    hydrated && costs.length > 0
      ? {
          chosen: (id) => selection.get(id),
          choose: (id, tier) => update(withTier(selection, id, tier)),
          none: builder.none,
        }
      : undefined;

  return (
    <section
      className="package-builder"
      aria-labelledby="costs-heading"
      data-empty={count === 0 ? "" : undefined}
    >
      <h2 id="costs-heading">{labels.costsHeading}</h2>
      <p>{labels.costsIntro}</p>
      {costs.length === 0 ? (
        <p>{labels.noneOffered}</p>
      ) : (
        <>
          <p className="package-builder__intro">{builder.intro}</p>
          <p className="package-builder__without-scripts">
            {beforeEmail}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            {afterEmail}
          </p>
        </>
      )}
      {costs.some((row) => row.guide) ? (
        <GuideNotice words={labels.guideNotice} contact={contact} />
      ) : null}
      <LeftOutNotes leftOut={leftOut} words={builder.leftOut} rowName={labels.rowName} />
      {/* Choices, not a form to send: each change adds up at once, and nothing is submitted.
          The bar's height sets the room kept for it below a focused choice (package-builder.css). */}
      <div
        className="package-builder__form"
        {...keyboardFocus}
        style={
          barSize === undefined
            ? undefined
            : ({ "--package-bar-size": `${barSize}px` } as CSSProperties)
        }
      >
        <PriceTable
          rows={rows}
          labels={labels}
          names={names}
          targeted={targeted}
          choices={choices}
        />
        {/* Once a tier is chosen, this bar keeps the total in view while the table scrolls by,
            and leads to the package below it. */}
        {count > 0 ? (
          <div className="package-bar" ref={bar}>
            <p className="package-bar__total">{fill(builder.barTotal, { total })}</p>
            <a className="button" href="#package-summary-heading">
              {builder.barLink}
            </a>
          </div>
        ) : null}
      </div>

      {costs.length > 0 ? (
        <div className="package-builder__layout">
          <section className="package-summary" aria-labelledby="package-summary-heading">
            <h3 id="package-summary-heading" ref={summaryHeading} tabIndex={-1}>
              {builder.summaryHeading}
            </h3>
            {/* Always in the page, so screen readers hear each new total once, politely. */}
            <p role="status" className="package-summary__total">
              {status}
            </p>
            {count === 0 ? (
              <p className="package-summary__empty">{builder.empty}</p>
            ) : (
              <>
                <table className="package-summary__table">
                  <caption className="visually-hidden">{builder.summaryCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{builder.programmeAndTier}</th>
                      <th scope="col">{builder.price}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.lines.map((line) => (
                      <tr key={line.rowId}>
                        {/* The tier on its own line under the name keeps a phone's table two columns wide. */}
                        <th scope="row">
                          {line.name}
                          {line.guide ? (
                            <>
                              <span className="visually-hidden">, </span>
                              <span className="guide-mark">{labels.guide}</span>
                            </>
                          ) : null}
                          <span className="visually-hidden">, </span>
                          <span className="package-summary__tier">{line.tierName}</span>
                        </th>
                        <td>{formatJmd(line.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{builder.total}</th>
                      <td>{total}</td>
                    </tr>
                  </tfoot>
                </table>
                <div className="package-summary__actions">
                  <a className="button" href={emailHref}>
                    {builder.email}
                  </a>
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => {
                      update(nothingChosen);
                      // The button goes with the package; keep the keyboard user's place.
                      summaryHeading.current?.focus();
                    }}
                  >
                    {builder.clear}
                  </button>
                </div>
              </>
            )}
          </section>

          {summary.tiers.length > 0 ? (
            <section className="package-receives" aria-labelledby="package-receives-heading">
              <h3 id="package-receives-heading">{builder.receivesHeading}</h3>
              {summary.tiers.map((tier) => (
                <div key={tier.id} className="package-receives__tier" data-tier={tier.id}>
                  <h4>
                    {fill(builder.receives, { tier: tier.name, programmes: tier.rows.join(", ") })}
                  </h4>
                  <ul>
                    {tier.entitlements.map((item) => (
                      <li key={item.text}>
                        {item.text}
                        {item.from === tier.id ? null : (
                          <span className="package-receives__from">
                            {" "}
                            ({fill(builder.inherited, { tier: item.fromName })})
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** One note per edition a package link named that has begun or is over: never a silent drop. */
function LeftOutNotes({
  leftOut,
  words,
  rowName,
}: {
  leftOut: readonly CostRow[];
  words: string;
  rowName: string;
}) {
  if (leftOut.length === 0) return null;
  return (
    <div className="guide-notice package-builder__left-out" role="note">
      {leftOut.map((row) => (
        <p key={row.id}>
          {fill(words, {
            edition: editionName(row, rowName),
            dates: formatStagingDates(row.staging),
          })}
        </p>
      ))}
    </div>
  );
}

/**
 * An element's height (its border box) while it is shown, followed as it changes: measured before
 * the first paint with it (a layout effect), so no early key finds the room for it unset.
 */
function useBlockSize(ref: RefObject<HTMLElement | null>, shown: boolean) {
  const [size, setSize] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    setSize(element.getBoundingClientRect().height);
    const observer = new ResizeObserver(([entry]) => {
      setSize(entry?.borderBoxSize[0]?.blockSize);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown ? size : undefined;
}
