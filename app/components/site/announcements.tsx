import { useCallback, useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "./external-link";
import { announcementStorageKey, shouldAutoOpen } from "~/lib/announcement-rule";
import { readStored, writeStored } from "~/lib/storage";
import { whenIdle } from "~/lib/when-idle";
import { useContent } from "~/content/use-content";

const openEvent = "jade:open-announcements";

/** Opens the announcements from anywhere on the page (for example, the home page's events). */
export function openAnnouncements() {
  window.dispatchEvent(new Event(openEvent));
}

/**
 * Whether the list has shown during this visit, by itself or because the visitor opened it: the
 * popup then does not open by itself. Kept outside React so that it survives client-side
 * navigation, and so blocked or full storage can never show it twice.
 */
let autoOpenedThisVisit = false;

/**
 * The Announcements button, its hint bubble and the modal list of registration and ticket links.
 * The hint shows after the automatic popup is dismissed, pointing to where the list lives, and
 * clears for good once the visitor uses the button.
 */
export function Announcements() {
  const announcements = useContent("announcements");
  const site = useContent("site");
  const storageKey = announcementStorageKey(announcements.campaign);
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const { reshowAfterHours } = announcements;
  // The content never changes within a visit, so these are stable and each effect runs once.
  const show = useCallback(() => {
    setOpen(true);
    writeStored(storageKey, String(Date.now()));
  }, [storageKey]);

  useEffect(() => {
    if (autoOpenedThisVisit) return;
    if (!shouldAutoOpen(readStored(storageKey), Date.now(), reshowAfterHours)) {
      autoOpenedThisVisit = true;
      return;
    }
    // Opening on load is the spec's behaviour: the visit starts with the current registrations.
    // It waits for the page to finish starting (at most half a second), so that rendering and
    // showing the dialog is a task of its own rather than more of hydration's long one.
    return whenIdle(() => {
      // The visitor may have opened the list in that half second: then it has no need to open.
      if (autoOpenedThisVisit) return;
      autoOpenedThisVisit = true;
      show();
      setHint(true);
    });
  }, [show, storageKey, reshowAfterHours]);

  /** The visitor asked for the list: it opens, and neither the popup nor the hint comes after. */
  const openByVisitor = useCallback(() => {
    autoOpenedThisVisit = true;
    setHint(false);
    show();
  }, [show]);

  useEffect(() => {
    window.addEventListener(openEvent, openByVisitor);
    return () => window.removeEventListener(openEvent, openByVisitor);
  }, [openByVisitor]);

  return (
    <div className="announcements">
      {/* Without scripts there is no popup: the bell leads to the list at the end of the page. */}
      <a
        href={`#${fallbackId}`}
        className="button button--quiet announcements__trigger announcements__link"
        aria-label={site.chrome.announcements}
      >
        <Icon name="bell" />
        <span className="announcements__label">{site.chrome.announcements}</span>
      </a>
      <button
        ref={trigger}
        type="button"
        className="button button--quiet announcements__trigger"
        aria-haspopup="dialog"
        aria-label={site.chrome.announcements}
        onClick={() => {
          if (open) setOpen(false);
          else openByVisitor();
        }}
      >
        <Icon name="bell" />
        <span className="announcements__label">{site.chrome.announcements}</span>
      </button>
      {hint && !open ? (
        <p className="hint-bubble" role="status">
          {site.chrome.announcementsHint}
        </p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={site.chrome.announcements}
        closeLabel={site.chrome.closeAnnouncements}
        returnFocusTo={trigger}
      >
        <AnnouncementList />
      </Dialog>
    </div>
  );
}

/** The registration and ticket links, with their introduction. */
function AnnouncementList() {
  const announcements = useContent("announcements");
  const site = useContent("site");
  return (
    <>
      <p>{site.chrome.announcementsIntro}</p>
      <ul className="announcements__list">
        {announcements.items.map((item) => (
          <li key={item.id}>
            <ExternalLink href={item.href} icon>
              {item.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const fallbackId = "announcements-list";

/**
 * The announcements as a plain list at the end of every page, for visitors without scripts
 * (the header's bell links here). With scripts it is hidden: the popup shows the same list.
 */
export function AnnouncementsFallback() {
  const site = useContent("site");
  return (
    <section
      id={fallbackId}
      className="announcements-fallback"
      aria-labelledby={`${fallbackId}-heading`}
    >
      <h2 id={`${fallbackId}-heading`}>{site.chrome.announcements}</h2>
      <AnnouncementList />
    </section>
  );
}
