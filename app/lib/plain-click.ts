/** The parts of a click that say what the visitor asked of a link. */
type ClickLike = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/**
 * Whether a click on a link is a plain one (the main button, no modifier key), which a page may
 * turn into something in the page, such as a player or a viewer. A new tab, a new window or a
 * download (Ctrl, Cmd, Shift, Alt or the middle button) stays the browser's business.
 */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
