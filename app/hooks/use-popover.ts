import { type RefObject, useEffect } from "react";
import { useLocation } from "~/islands/location";

/** Hides a popover if it is showing (and does nothing in a browser without popovers). */
export function hidePopover(element: HTMLElement | null) {
  if (element && "hidePopover" in element && element.matches(":popover-open"))
    element.hidePopover();
}

/**
 * For a `popover` the prerendered HTML already opens and closes (its button's `popovertarget`
 * does, before and without scripts): once hydrated, it also closes when the visitor moves to
 * another page in the app, as a full page load would close it, and, with `closeFrom`, when the
 * window grows to a width where it is no longer a popup.
 */
export function usePopoverEnhancements(ref: RefObject<HTMLElement | null>, closeFrom?: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    const element = ref.current;
    return () => hidePopover(element);
  }, [ref, pathname]);
  useEffect(() => {
    if (!closeFrom) return;
    const query = window.matchMedia(closeFrom);
    const onChange = () => {
      if (query.matches) hidePopover(ref.current);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [ref, closeFrom]);
}
