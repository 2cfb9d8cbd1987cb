import { useState } from "react";

/**
 * Whether the visitor's last press within an element was a key: props to spread on a radio
 * group's container, which carries `data-keyboard` while keys are in use, so that the styles can
 * ring a focused radio there as :focus-visible would. WebKit (WebKitGTK 2.50) moves a radio group's
 * focus with the arrow keys without matching :focus-visible, so a ring drawn on :focus-visible
 * alone vanished at the first arrow key. A press of the pointer ends it, as it ends :focus-visible.
 */
export function useKeyboardFocus() {
  const [keyboard, setKeyboard] = useState(false);
  return {
    "data-keyboard": keyboard ? "" : undefined,
    onKeyDown: () => setKeyboard(true),
    onPointerDown: () => setKeyboard(false),
  };
}
