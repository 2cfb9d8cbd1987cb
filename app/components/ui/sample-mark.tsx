import { Icon } from "./icon";
import "./sample-mark.css";

/**
 * After a value that is a sample, not the real one: a short tag ("Sample"), read with the value
 * by screen readers. Pages show it only while a `sample` mark in the content covers the value.
 * A no-break space glues it to the value's last word, so it never starts a line alone: set it in
 * the value's own line of text (not as an item of a flex row, which would part them).
 */
export function SampleMark({ label }: { label: string }) {
  return (
    <>
      {"\u00a0"}
      <span className="sample-mark">{label}</span>
    </>
  );
}

/** A plain warning, over values some of which are samples, that they are not real. */
export function SampleNotice({ text }: { text: string }) {
  return (
    <p className="sample-notice with-icon">
      <Icon name="alert" size={20} />
      <span>{text}</span>
    </p>
  );
}
