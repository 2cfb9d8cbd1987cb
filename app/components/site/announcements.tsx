import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "~/lib/location";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "./external-link";
import { useHydrated } from "~/hooks/use-hydrated";
import { useToday } from "~/hooks/use-today";
import {
  announcementStorageKey,
  hintShowsForSeconds,
  isAnnouncementKey,
  laterAnnouncements,
  listedAnnouncements,
  opensByItself,
} from "~/lib/announcement-rule";
import { formatLongDate } from "~/lib/format";
import { fill } from "~/lib/template";
import { calendarFeedFile } from "~/lib/calendar-links";
import {
  cameFromThisSite,
  canStore,
  readStored,
  removeStoredWhere,
  writeStored,
} from "~/lib/storage";
import { whenIdle } from "~/lib/when-idle";
import { useContent } from "~/hooks/use-content";
import { pathOf } from "~/route-table";

const openEvent = "jade:open-announcements";

/**
 * The dialog's id: any button on the page can open it with `commandfor` (or, in a browser without
 * commands, `popovertarget`), before hydration too.
 */
export const announcementsDialogId = "announcements";

/**
 * What a button elsewhere on the page (for example, the home page's events) needs to open the
 * announcements: the browser's command before hydration, the app's own handler after it.
 */
export const openAnnouncementsButton = {
  commandfor: announcementsDialogId,
  command: "show-modal",
  // Where the browser has no commands and no script runs, it shows the list as a popover.
  popoverTarget: announcementsDialogId,
  onClick(event: React.MouseEvent) {
    event.preventDefault();
    window.dispatchEvent(new Event(openEvent));
  },
} as const;

/**
 * Whether the list has shown on this page, by itself or because the visitor opened it: the popup
 * then does not open by itself.
 */
let autoOpenedOnThisPage = false;

/**
 * The announcements the list shows today in Jamaica (the build's day until hydrated, then the
 * visitor's): those current that close within a year, the soonest to close first.
 */
export function useListedAnnouncements() {
  const announcements = useContent("announcements");
  return listedAnnouncements(announcements.items, useToday());
}

/**
 * The Announcements button, its hint bubble and the modal list of registration and ticket links.
 * The popup opens by itself only when something is listed; the hint's flag is set then, and
 * clears for good once the visitor uses the button. While it is set, the hint's words describe
 * the button; its bubble shows under the bell once the popup is dismissed, pointing to where the
 * list lives, and goes after a few seconds or at the first scroll (issue 40), the page keeping
 * the room it made for it. With nothing listed the button still opens the list, which says so.
 */
export function Announcements() {
  const announcements = useContent("announcements");
  const site = useContent("site");
  const current = useListedAnnouncements();
  // A new set of listed announcements has a key of its own, so every visitor sees it at once.
  const storageKey = announcementStorageKey(current.map((item) => item.id));
  const hasCurrent = current.length > 0;
  // The first effects run with the build's date, before the re-render with the visitor's: the
  // popup decides only once that has happened.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  // The bubble has gone (its time is up, or the page was scrolled); the flag is still set.
  const [hintAway, setHintAway] = useState(false);
  const hintId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  const { reshowAfterHours } = announcements;
  const show = useCallback(() => {
    setOpen(true);
    if (!hasCurrent) return;
    // One stored time at a time: an earlier set's is of no more use.
    removeStoredWhere((key) => isAnnouncementKey(key) && key !== storageKey);
    writeStored(storageKey, String(Date.now()));
  }, [storageKey, hasCurrent]);

  useEffect(() => {
    if (autoOpenedOnThisPage || !hydrated || !hasCurrent) return;
    const opens = opensByItself({
      hasCurrent,
      stored: readStored(storageKey),
      now: Date.now(),
      reshowAfterHours,
      canStore: canStore(),
      cameFromThisSite: cameFromThisSite(),
    });
    if (!opens) {
      autoOpenedOnThisPage = true;
      return;
    }
    // Opening on load is the spec's behaviour: the visit starts with the current registrations.
    // It waits for the page to finish starting (at most half a second), so that rendering and
    // showing the dialog is a task of its own rather than more of hydration's long one.
    return whenIdle(() => {
      // The visitor may have opened the list in that half second: then it has no need to open.
      if (autoOpenedOnThisPage) return;
      autoOpenedOnThisPage = true;
      show();
      setHint(true);
    });
  }, [show, storageKey, reshowAfterHours, hydrated, hasCurrent]);

  /** The visitor asked for the list: it opens, and neither the popup nor the hint comes after. */
  const openByVisitor = useCallback(() => {
    autoOpenedOnThisPage = true;
    setHint(false);
    show();
  }, [show]);

  useEffect(() => {
    window.addEventListener(openEvent, openByVisitor);
    return () => window.removeEventListener(openEvent, openByVisitor);
  }, [openByVisitor]);

  // The bubble shows for a few seconds, and not once the visitor scrolls: it is in the header,
  // which stays at the top, and would sit over what they scroll to.
  const bubbleShowing = hint && !open && !hintAway;
  useEffect(() => {
    if (!bubbleShowing) return;
    const away = () => setHintAway(true);
    const timer = window.setTimeout(away, hintShowsForSeconds * 1000);
    window.addEventListener("scroll", away, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", away);
    };
  }, [bubbleShowing]);

  return (
    <div className="announcements">
      <button
        ref={trigger}
        type="button"
        className="button button--quiet announcements__trigger"
        // Quiet when nothing is announced, marked when something is (issue 30).
        data-current={hasCurrent ? "" : undefined}
        aria-haspopup="dialog"
        aria-label={site.chrome.announcements}
        // While the hint's flag is set, its words describe the button, its bubble shown or gone.
        aria-describedby={hint && !open ? hintId : undefined}
        commandfor={announcementsDialogId}
        command="show-modal"
        popoverTarget={announcementsDialogId}
        onClick={(event) => {
          event.preventDefault();
          if (open) setOpen(false);
          else openByVisitor();
        }}
      >
        <Icon name="bell" />
        <span className="announcements__label">{site.chrome.announcements}</span>
      </button>
      {hint && !open ? (
        <p id={hintId} className="hint-bubble" role="status" data-away={hintAway ? "" : undefined}>
          <Icon name="bell" size={16} />
          {site.chrome.announcementsHint}
        </p>
      ) : null}
      <Dialog
        id={announcementsDialogId}
        open={open}
        onOpenedEarly={openByVisitor}
        onClose={() => {
          setOpen(false);
          // The page scrolled under the popup: the bubble would sit over it, so it stays away.
          if (window.scrollY > 0) setHintAway(true);
        }}
        title={site.chrome.announcements}
        closeLabel={site.chrome.closeAnnouncements}
        returnFocusTo={trigger}
      >
        <AnnouncementList onNavigate={() => setOpen(false)} />
      </Dialog>
    </div>
  );
}

/**
 * The listed registration and ticket links, the soonest to close first, each with its closing
 * day, and their introduction; with none listed, a plain word that nothing is open and where to
 * look for what is coming. A link that closes more than a year away is left to the Programmes
 * page, and the list says so in a link to it (then never that nothing is open).
 */
function AnnouncementList({ onNavigate }: { onNavigate?: () => void }) {
  const announcements = useContent("announcements");
  const site = useContent("site");
  const today = useToday();
  const listed = listedAnnouncements(announcements.items, today);
  const later = laterAnnouncements(announcements.items, today).length > 0;
  const { chrome } = site;
  // A page of this site: the dialog closes as the page changes under it.
  const programmesLink = (words: string) => (
    <Link to={pathOf("jade-programmes")} onClick={onNavigate}>
      {words}
    </Link>
  );
  if (listed.length === 0)
    return (
      <>
        {later ? null : <p>{chrome.announcementsNone}</p>}
        <ul className="announcements__list">
          <li>
            {programmesLink(later ? chrome.announcementsLater : chrome.announcementsProgrammes)}
          </li>
          <li>
            <a href={`/${calendarFeedFile}`}>{chrome.announcementsCalendar}</a>
          </li>
        </ul>
      </>
    );
  return (
    <>
      <p>{chrome.announcementsIntro}</p>
      <ul className="announcements__list">
        {listed.map((item) => (
          <li key={item.id}>
            <ExternalLink href={item.href} icon>
              <span className="announcements__item">
                <span className="announcements__title">{item.title}</span>
                {item.until ? (
                  <>
                    {" "}
                    <span className="announcements__closes">
                      {fill(chrome.announcementsCloses, { date: formatLongDate(item.until) })}
                    </span>
                  </>
                ) : null}
              </span>
            </ExternalLink>
          </li>
        ))}
        {later ? <li>{programmesLink(chrome.announcementsLater)}</li> : null}
      </ul>
    </>
  );
}
