/**
 * Puts text on the clipboard. Uses the asynchronous Clipboard API where the browser offers it
 * (secure pages), and falls back to selecting a hidden text field and `execCommand("copy")`,
 * which older browsers and plain-http pages still allow. Resolves to whether the text was copied,
 * so the caller can say so or explain that copying is impossible. Call it from an event handler.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or the document lost focus: try the old way.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  if (typeof document === "undefined" || typeof document.execCommand !== "function") return false;
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  // Off screen but selectable; fixed so the page does not scroll to it.
  field.style.position = "fixed";
  field.style.insetInlineStart = "-9999px";
  field.style.opacity = "0";
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(field);
  try {
    field.focus();
    field.select();
    field.setSelectionRange(0, text.length);
    // execCommand is deprecated but remains the only fallback where the Clipboard API is missing.
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
    previousFocus?.focus();
  }
}
