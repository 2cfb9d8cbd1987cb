import { useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state for a menu or dropdown that closes by itself when the visitor navigates:
 * the state remembers the page it was opened on, and reads as closed anywhere else.
 */
export function usePageDisclosure() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(
    () => setOpenOn((current) => (current === pathname ? null : pathname)),
    [pathname],
  );
  return { open, close, toggle };
}
