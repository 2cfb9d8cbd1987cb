import { useEffect, useState } from "react";
import { copyText } from "~/lib/clipboard";
import { Icon } from "./icon";
import "./copy-button.css";

interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's visible words, before and after copying ("Copy", "Copied"). */
  label: string;
  copiedLabel: string;
  /** What is copied, said after the visible words to screen readers: "Copy account number". */
  what: string;
  /** Announced politely once the value is on the clipboard: "Copied account number". */
  copiedMessage: string;
  /** Shown and announced when the browser allows no way of copying. */
  failedMessage: string;
}

type CopyState = "idle" | "copied" | "failed";

/** How long the button reads "Copied" before it can be read as "Copy" again. */
const copiedForMs = 4000;

/**
 * A button that copies a value and confirms what it copied: the button reads "Copied" for a few
 * seconds and a polite live region announces the message. If copying is impossible, the region
 * shows a visible message asking the visitor to copy the text by hand. The value itself is always
 * written beside the button, so it can be selected. Needs scripts, so it is hidden without them.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  what,
  copiedMessage,
  failedMessage,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    setState((await copyText(value)) ? "copied" : "failed");
  }

  return (
    <span className="copy-control">
      <button
        type="button"
        className="button button--quiet copy-button"
        data-state={state}
        onClick={() => void copy()}
      >
        <Icon name={state === "copied" ? "check" : "copy"} size={18} />
        <span>{state === "copied" ? copiedLabel : label}</span>{" "}
        <span className="visually-hidden">{what}</span>
      </button>
      {/* Always in the page, so screen readers are listening before anything is said in it. */}
      <span role="status" className="copy-control__status" data-state={state}>
        {state === "copied" ? copiedMessage : state === "failed" ? failedMessage : ""}
      </span>
    </span>
  );
}
