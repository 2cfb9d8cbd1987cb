import type { Ref } from "react";
import "./number-field.css";

/**
 * A labelled text field for a number, with a hint and, when the value cannot be used, an error.
 * Both are tied to the input by aria-describedby, and the error sets aria-invalid, so a screen
 * reader hears the label, the problem and the hint together. A text input with inputmode rather
 * than type=number: type=number swallows what it cannot parse, so "12abc" would arrive empty.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  whole = false,
  disabled = false,
  inputRef,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Whole numbers only: phones show a keypad without a decimal point. */
  whole?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  return (
    <div className="number-field" data-invalid={error ? "" : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="number-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="number-field__error">
          {error}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
