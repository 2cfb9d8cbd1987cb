import { useRef, useState } from "react";
import { NumberField } from "~/components/ui/number-field";
import type { Adjudicators } from "~/content/schema";
import { useHydrated } from "~/hooks/use-hydrated";
import { type NumberRule, problemMessage, readNumberField } from "~/lib/number-field";
import { type Assessment, assess, formatScore, weightedScore } from "~/lib/ranking";
import { fill } from "~/lib/template";
import { RankBadge } from "./rank-badge";
import "./class-calculator.css";

type Part = "test" | "tournaments" | "accreditation";
const parts = ["test", "tournaments", "accreditation"] as const satisfies readonly Part[];

/** Scores are out of 100, as is the weighted score (the schema makes the weights add up to 100). */
const fullMarks = 100;

/** What each field accepts, and a number to show as an example when it cannot be read. */
const fields = {
  test: { rule: { min: 0, max: fullMarks }, example: 82.5 },
  tournaments: { rule: { min: 0, whole: true }, example: 6 },
  accreditation: { rule: { min: 0, max: fullMarks }, example: 78 },
} as const satisfies Record<Part, { rule: NumberRule; example: number }>;

type Outcome = { errors: Partial<Record<Part, string>>; assessment?: Assessment };

/**
 * The class calculator: the three results in, the weighted score, class and points to the next
 * class out, by the same functions and method as the explanation above it. It needs scripts, so
 * CSS hides it without them (the method still says the same in words). Checked on submit; the
 * first field it cannot use gets focus, with its message read out through aria-describedby.
 */
export function ClassCalculator({ method, text }: Pick<Adjudicators, "method" | "text">) {
  const words = text.calculator;
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<Part, string>>({
    test: "",
    tournaments: "",
    accreditation: "",
  });
  const [outcome, setOutcome] = useState<Outcome>({ errors: {} });
  const inputs = {
    test: useRef<HTMLInputElement>(null),
    tournaments: useRef<HTMLInputElement>(null),
    accreditation: useRef<HTMLInputElement>(null),
  };

  const labels = {
    test: { label: words.test.label, hint: fill(words.test.hint, fields.test.rule) },
    tournaments: {
      label: fill(words.tournaments.label, { months: method.windowMonths }),
      hint: fill(words.tournaments.hint, { target: method.tournamentTarget }),
    },
    accreditation: {
      label: words.accreditation.label,
      hint: fill(words.accreditation.hint, fields.accreditation.rule),
    },
  } satisfies Record<Part, { label: string; hint: string }>;

  const submit = () => {
    const errors: Outcome["errors"] = {};
    const read: Partial<Record<Part, number>> = {};
    for (const part of parts) {
      const result = readNumberField(values[part], fields[part].rule);
      if (result.ok) read[part] = result.value;
      else
        errors[part] = problemMessage(
          result.problem,
          { name: words[part].name, ...fields[part] },
          words.errors,
        );
    }
    const { test, tournaments, accreditation } = read;
    if (test === undefined || tournaments === undefined || accreditation === undefined) {
      setOutcome({ errors });
      const first = parts.find((part) => errors[part]);
      if (first) inputs[first].current?.focus();
      return;
    }
    const score = weightedScore({ test, tournaments, accreditation }, method);
    setOutcome({ errors: {}, assessment: assess(score, method.classes) });
  };

  const { assessment } = outcome;
  return (
    <section className="tool-card class-calculator" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      <form
        className="class-calculator__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="class-calculator__fields">
          {parts.map((part) => (
            <NumberField
              key={part}
              id={`calculator-${part}`}
              {...labels[part]}
              error={outcome.errors[part]}
              value={values[part]}
              whole={part === "tournaments"}
              disabled={!hydrated}
              inputRef={inputs[part]}
              onChange={(value) => setValues((current) => ({ ...current, [part]: value }))}
            />
          ))}
        </div>
        <p>
          <button type="submit" className="button" disabled={!hydrated}>
            {words.submit}
          </button>
        </p>
      </form>
      <div className="class-calculator__result" aria-live="polite" aria-atomic="true">
        {assessment ? (
          <>
            <h3>{words.resultHeading}</h3>
            <p className="class-calculator__score">
              {fill(words.score, { score: formatScore(assessment.score), max: fullMarks })}
            </p>
            <p className="class-calculator__class">
              {words.classLabel} <RankBadge rank={assessment.rank} />
            </p>
            <p>
              {assessment.next
                ? fill(words.next, {
                    points: formatScore(assessment.next.points),
                    rank: text.ranks[assessment.next.rank],
                  })
                : words.top}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
