import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { Icon } from "./icon";

interface DialogProps {
  /**
   * Given an id, buttons elsewhere can open it before and without scripts: with `commandfor` where
   * the browser has commands, as a popover (`popovertarget`) where it has not (decision 0048).
   */
  id?: string;
  open: boolean;
  /** The browser opened it (a `commandfor` button pressed before hydration): it is open now. */
  onOpenedEarly?: () => void;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** Where focus goes when the dialog closes (usually the button that opens it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** "wide" for documents, which want most of the screen. */
  size?: "normal" | "wide";
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape and the
 * top layer. A press on the backdrop closes it; presses inside the panel do not. Tab wraps around
 * inside it, where the browser alone would let focus leave for its own toolbar.
 *
 * The prerendered dialog works before the app does: a button with `commandfor` (its id) and
 * `command="show-modal"` opens it, its close button closes it by command, and `closedby="any"`
 * lets Escape or a press outside close it. If it was opened that way, hydration keeps it open.
 * A browser without commands (Safari before 26.2, Firefox before 144) ignores those attributes:
 * there the head script does the commands while scripts run (app/lib/boot-script.ts), and with
 * scripts off the same buttons' `popovertarget` shows it as a popover, which Escape, a press
 * outside and its close button hide (decision 0048).
 */
export function Dialog({
  id,
  open,
  onOpenedEarly,
  onClose,
  title,
  closeLabel,
  returnFocusTo,
  size = "normal",
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const first = !hydrated.current;
    hydrated.current = true;
    if (first && !open && dialog.matches(":popover-open")) {
      // Shown as a popover before the app ran: the app shows it again as the modal it is.
      dialog.hidePopover();
      return onOpenedEarly?.();
    }
    if (first && !open && dialog.open) return onOpenedEarly?.();
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo?.current?.focus();
    }
  }, [open, returnFocusTo, onOpenedEarly]);

  return (
    // The backdrop press is a mouse convenience; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      popover={id ? "auto" : undefined}
      className="dialog"
      data-size={size}
      aria-labelledby={titleId}
      onClose={(event) => {
        // The browser sends a close event a moment after the dialog closes: one that comes once
        // the visitor has opened the dialog again (a press on its opener straight after Escape)
        // is the last close's, not a close of this opening.
        if (open && !event.currentTarget.open) {
          onClose();
          returnFocusTo?.current?.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab") keepFocusInside(event.currentTarget, event);
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the <dialog> itself landed on
        // the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            commandfor={id}
            command={id ? "close" : undefined}
            popoverTarget={id}
            popoverTargetAction={id ? "hide" : undefined}
            onClick={(event) => {
              event.preventDefault();
              // Closed here as well as by the state: a dialog the browser opened before the app
              // ran, pressed while the app is starting, closes though its state has not caught up.
              if (ref.current?.open) ref.current.close();
              onClose();
            }}
            aria-label={closeLabel}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function keepFocusInside(dialog: HTMLDialogElement, event: React.KeyboardEvent) {
  const stops = [...dialog.querySelectorAll<HTMLElement>(focusable)];
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
