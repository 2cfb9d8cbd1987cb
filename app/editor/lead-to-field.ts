import { isRecord } from "./json-schema";
import type { Refusal } from "./messages";

/**
 * The editor leads staff to a field (docs/decisions/0038 and 0047), from two places:
 * - after a refused save: Sveltia shows our problems in its one "Not saved" dialog; each line
 *   there becomes a button that closes it and goes to its field, and closing it any other way
 *   (OK, Escape) goes to the first;
 * - from Sveltia's validation panel (its sidebar, or its bottom sheet on a phone), whose entries
 *   ask Sveltia to go to their field with a `highlight-editor-field` message: Sveltia opens the
 *   groups on the way, but finds nothing when the field is not drawn yet, so the editor follows
 *   the same message and finishes the way.
 * Going to a field opens the groups and list items along its path, scrolls it into view, puts the
 * keyboard's focus in it and marks it (`aria-invalid`, and an outline in editor.css) until it is
 * changed.
 *
 * The problems come with their place as data (the file and the path of keys and item numbers),
 * never read back from their words. Sveltia opens and scrolls to a field by its key path when its
 * validation panel asks it to (a `highlight-editor-field` message, in 0.221.1); the field is found
 * by the `data-key-path` Sveltia gives it, once it has been drawn.
 */

/** Sveltia's name for the values of a file without languages. */
const locale = "_default";
/** How long to wait for a field in a closed group to be drawn before giving up on it. */
const drawnWithin = 10_000;
/** Sveltia's message that goes to a field, sent by its validation panel (0.221.1). */
const highlightMessage = "highlight-editor-field";

export interface Leader {
  /** The problems of the save just checked, of `file`: none when it was written. */
  remember(file: string, problems: Refusal[]): void;
  /** Goes to the field at `path` of the form open now, and marks it. */
  goTo(path: readonly PropertyKey[]): Promise<boolean>;
}

export function leadToFields(root: Document = document): Leader {
  let pending: Refusal[] = [];
  let shown: Element | undefined;
  let chosen: Refusal | undefined;

  const keyPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

  const fieldAt = (path: readonly PropertyKey[]) =>
    root.querySelector<HTMLElement>(
      `.content-editor .pane[data-mode="edit"] .field[data-key-path="${CSS.escape(keyPath(path))}"]`,
    );

  /**
   * Sveltia draws a form's fields as they scroll into view: until the field is drawn, the closest
   * group around it that is drawn is brought to the top (or the last field drawn in it, once
   * some are), so the fields inside it draw.
   */
  const drawOn = (path: readonly PropertyKey[]) => {
    for (let length = path.length - 1; length > 0; length--) {
      const group = fieldAt(path.slice(0, length));
      if (!group) continue;
      const inside = [
        ...group.querySelectorAll<HTMLElement>(
          `.field[data-key-path^="${CSS.escape(keyPath(path.slice(0, length)))}."]`,
        ),
      ];
      return (inside.at(-1) ?? group).scrollIntoView({ block: "start" });
    }
  };

  /** Waits, each frame, for up to `drawnWithin`, until `found` finds something. */
  const waitFor = <T>(found: () => T | undefined) =>
    new Promise<T | undefined>((resolve) => {
      const start = performance.now();
      const look = () => {
        const result = found();
        if (result) resolve(result);
        else if (performance.now() - start > drawnWithin) resolve(undefined);
        else requestAnimationFrame(look);
      };
      look();
    });

  const mark = (field: HTMLElement) => {
    field.dataset.jadeProblem = "";
    const controls = field.querySelectorAll<HTMLElement>(
      ".field-wrapper input, .field-wrapper textarea, .field-wrapper select, .field-wrapper [contenteditable='true']",
    );
    for (const control of controls) control.setAttribute("aria-invalid", "true");
    // The mark goes once the field is changed.
    const clear = () => {
      delete field.dataset.jadeProblem;
      for (const control of controls) control.removeAttribute("aria-invalid");
    };
    field.addEventListener("input", clear, { once: true });
    field.addEventListener("change", clear, { once: true });
  };

  const goTo = async (path: readonly PropertyKey[]) => {
    // The field itself where it is a value; else the closest group or list that holds it.
    for (let length = path.length; length > 0; length--) {
      const at = path.slice(0, length);
      if (typeof at.at(-1) === "number") continue;
      // Marked as ours, so the editor does not follow its own message (below).
      window.postMessage(
        { type: highlightMessage, payload: { locale, keyPath: keyPath(at), byEditor: true } },
        window.location.origin,
      );
      const field = await waitFor(() => fieldAt(at) ?? void drawOn(at));
      if (!field) continue;
      mark(field);
      // Sveltia's own focusing may come before the groups around the field have opened, or while
      // the closing note still makes the page inert, and then goes nowhere: this one is tried
      // each frame until the field has the focus.
      const control = () =>
        field.querySelector<HTMLElement>(
          ".field-wrapper input:not([type='hidden']), .field-wrapper textarea, .field-wrapper select, .field-wrapper [contenteditable='true']",
        ) ?? field.querySelector<HTMLElement>(".field-wrapper button, [tabindex='0']");
      await waitFor(() => {
        const target = control();
        if (!target || !target.checkVisibility() || target.closest("[inert]")) return false;
        if (root.activeElement !== target) {
          target.scrollIntoView({ block: "center" });
          target.focus({ preventScroll: true });
        }
        return root.activeElement === target;
      });
      return true;
    }
    return false;
  };

  /** The "Not saved" dialog: each problem a button to its field, besides Sveltia's own text. */
  const enhance = (dialog: Element) => {
    const text = dialog.querySelector<HTMLElement>('[role="none"].error');
    // Only the note of the save just refused: another of Sveltia's dialogs is left alone.
    if (
      !text ||
      pending.length === 0 ||
      text.textContent?.trim() !== pending.map((problem) => problem.text).join("\n")
    )
      return false;
    const list = root.createElement("ul");
    list.className = "jade-problems";
    for (const problem of pending) {
      const item = root.createElement("li");
      const button = root.createElement("button");
      button.type = "button";
      button.textContent = problem.text;
      button.addEventListener("click", () => {
        chosen = problem;
        dialog.querySelector<HTMLButtonElement>("button.primary, footer button")?.click();
      });
      item.append(button);
      list.append(item);
    }
    text.hidden = true;
    text.after(list);
    return true;
  };

  // The note is a <dialog> Sveltia adds when it opens and removes once it has closed.
  new MutationObserver(() => {
    const dialog = root.querySelector('dialog[role="alertdialog"][open]');
    if (dialog && dialog !== shown && enhance(dialog)) {
      shown = dialog;
      chosen = undefined;
    } else if (shown && !shown.isConnected) {
      shown = undefined;
      const target = chosen ?? pending[0];
      chosen = undefined;
      if (target) void goTo(target.path);
    }
  }).observe(root.body, { childList: true, subtree: true });

  // An entry of Sveltia's validation panel: its field, as Sveltia names it ("programmes.5.name").
  window.addEventListener("message", (event: MessageEvent<unknown>) => {
    if (event.source !== window || !isRecord(event.data) || event.data.type !== highlightMessage)
      return;
    const { payload } = event.data;
    if (!isRecord(payload) || payload.byEditor || typeof payload.keyPath !== "string") return;
    void goTo(payload.keyPath.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)));
  });

  return {
    remember(file, problems) {
      pending = problems.filter((problem) => problem.file === file);
    },
    goTo,
  };
}
