/**
 * A money field shows "J$" before its box (Sveltia's `prefix`), and staff type it too, as they
 * write a price anywhere else ("J$250,000"): the field then read "J$ J$250,000". What is typed
 * before the amount is taken out as it is typed, so the field shows "J$" once and the box the
 * amount. Sveltia writes its prefix into the value it hands the file's format, which reads one
 * "J$" or many the same (form-values.ts), so nothing is lost either way.
 *
 * A listener on the document in the capture phase changes the box's value before Sveltia's own
 * listener on the box reads it. A box is a money field's when the field it is in shows `sign`
 * before it (Sveltia's `.prefix`, in 0.221.1); the browser test of the money field fails if that
 * changes.
 */
export function currencySignOnce(root: Document = document, sign = "J$"): void {
  const typedSign = new RegExp(`^\\s*(?:${sign.replace(/[$]/g, "\\$")}\\s*)+`, "i");
  root.addEventListener(
    "input",
    (event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement)) return;
      const prefix = box.closest(".field")?.querySelector(".prefix");
      if (prefix?.textContent?.trim() !== sign) return;
      const typed = typedSign.exec(box.value);
      if (!typed) return;
      const cut = typed[0].length;
      const caret = box.selectionStart ?? box.value.length;
      box.value = box.value.slice(cut);
      const at = Math.max(0, caret - cut);
      box.setSelectionRange(at, at);
    },
    { capture: true },
  );
}
