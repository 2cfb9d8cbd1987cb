import { ExternalLink } from "~/components/site/external-link";
import type { Content, Programme } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import { formatLongDate } from "~/lib/format";
import { formatJmd } from "~/lib/money";
import { fill } from "~/lib/template";
import { type EntriesWhen, entriesWhen } from "~/lib/entries";
import {
  expectedNext,
  formatStagingDates,
  registrationCloses,
  registrationOpen,
  upcomingStaging,
} from "~/lib/stagings";

type Labels = Content["programmes"]["labels"];

/**
 * When a programme runs next, as its card and the overview say it: the next staging's dates; else
 * the month it usually runs with the year it is expected ("Usually in August 2027", the words home
 * uses); else that none is announced.
 */
export function nextWhen(programme: Programme, labels: Labels, today: string) {
  const next = upcomingStaging(programme, today);
  if (next) return { text: formatStagingDates(next), announced: true };
  const expected = expectedNext(programme, today);
  return {
    text: expected ? fill(labels.usually, expected) : labels.noneUpcoming,
    announced: false,
  };
}

/**
 * When entries open, as the day has it (entriesWhen): open until a day, closed on one, expected
 * in a month and year, this month, or not announced for the staging at hand; then the note.
 */
export function entriesText(programme: Programme, labels: Labels, today: string) {
  const when = entriesWhen(programme, today);
  const words = {
    open: labels.opensNow,
    closed: labels.opensClosed,
    expected: labels.opensExpected,
    "this-month": labels.opensThisMonth,
    overdue: labels.opensOverdue,
  } satisfies Record<EntriesWhen["state"], string>;
  const text =
    "date" in when
      ? fill(words[when.state], { date: formatLongDate(when.date) })
      : fill(words[when.state], { month: when.month, year: when.year });
  const { note } = programme.entry.opens;
  return note ? `${text} ${note}` : text;
}

/** The entry fee as the page says it: "Free", or the amount and what it is for. */
export function entryFee(programme: Programme, labels: Labels) {
  const { fee, per } = programme.entry;
  return fee === 0 ? labels.free : fill(labels.feeAmount, { amount: formatJmd(fee), per });
}

/**
 * The mailing list's sign-up for news of one programme: its own group's address where the content
 * gives one (`programmeUrl`, the programme's id in place of {programme}), else the list's.
 */
export function programmeAlertUrl(
  mailingList: { url: string; programmeUrl?: string | undefined },
  programme: Pick<Programme, "id">,
) {
  return (
    mailingList.programmeUrl?.replaceAll("{programme}", encodeURIComponent(programme.id)) ??
    mailingList.url
  );
}

/**
 * A programme's entry action: Register while its next staging takes registrations, with the last
 * day to do so; else the mailing list (the programme's own group where it has one), to hear when
 * entries open. Screen readers hear the
 * programme (and edition) after the button's words, as several sit on one page.
 */
export function EntryAction({
  programme,
  labels,
  today,
}: {
  programme: Programme;
  labels: Labels;
  today: string;
}) {
  const site = useContent("site");
  const next = upcomingStaging(programme, today);
  const open = next && registrationOpen(next, today) ? next : undefined;
  return open?.registrationUrl ? (
    <>
      <p className="programme__action">
        <ExternalLink href={open.registrationUrl} className="button" icon>
          {labels.register}
          <span className="visually-hidden">
            : {programme.name} {open.edition}
          </span>
        </ExternalLink>
      </p>
      <p className="programme__closes">
        {fill(labels.registerBy, { date: formatLongDate(registrationCloses(open)) })}
      </p>
    </>
  ) : (
    <p className="programme__action">
      <ExternalLink href={programmeAlertUrl(site.mailingList, programme)} className="button" icon>
        {labels.hearFirst}
        <span className="visually-hidden">: {programme.name}</span>
      </ExternalLink>
    </p>
  );
}
