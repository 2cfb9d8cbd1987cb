/**
 * What a visitor typed into a number field, read strictly: digits with an optional decimal
 * point, nothing else. A field either gives a finite number inside its range or says which rule
 * it broke, so no form ever shows NaN or works with a half-read value.
 */
import { fill } from "./template";

export interface NumberRule {
  min: number;
  /** The largest value allowed; absent for no upper limit. */
  max?: number;
  /** Only whole numbers (a count, an age). */
  whole?: boolean;
}

export type NumberFieldProblem = "empty" | "notNumber" | "notWhole" | "tooLow" | "tooHigh";

export type NumberFieldResult =
  { ok: true; value: number } | { ok: false; problem: NumberFieldProblem };

/** "82", "82.5", " 7 " and ".5" read as numbers; "1e3", "82,5", "12abc", "" and "-" do not. */
const plainNumber = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function readNumberField(raw: string, rule: NumberRule): NumberFieldResult {
  const typed = raw.trim();
  if (typed === "") return { ok: false, problem: "empty" };
  if (!plainNumber.test(typed)) return { ok: false, problem: "notNumber" };
  const value = Number(typed);
  if (!Number.isFinite(value)) return { ok: false, problem: "notNumber" };
  if (rule.whole && !Number.isInteger(value)) return { ok: false, problem: "notWhole" };
  if (value < rule.min) return { ok: false, problem: "tooLow" };
  if (rule.max !== undefined && value > rule.max) return { ok: false, problem: "tooHigh" };
  return { ok: true, value };
}

/** The words for each problem, from the content: {field} names the field ("a test score"). */
export type NumberFieldErrors = Record<NumberFieldProblem, string>;

/** The message for a problem, naming the field and, where it helps, the limit or an example. */
export function problemMessage(
  problem: NumberFieldProblem,
  field: { name: string; rule: NumberRule; example: number },
  errors: NumberFieldErrors,
): string {
  return fill(errors[problem], {
    field: field.name,
    min: field.rule.min,
    max: field.rule.max ?? "",
    example: field.example,
  });
}
