import { Icon } from "./icon";
import "./sample-mark.css";

/**
 * Beside a value that is a sample, not the real one: a short tag ("Sample"), read with the value
 * by screen readers. Pages show it only while a `sample` mark in the content covers the value.
 */
export function SampleMark({ label }: { label: string }) {
  return <span className="sample-mark">{label}</span>;
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
