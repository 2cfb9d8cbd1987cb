import { type ReactNode, useRef, useState } from "react";
import { NumberField } from "~/components/ui/number-field";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  describeShortfall,
  groupRuleValues,
  groupShortfall,
  isEligibleGroup,
  pioneerFor,
} from "~/lib/eligibility";
import { type NumberRule, problemMessage, readNumberField } from "~/lib/number-field";
import { fill } from "~/lib/template";
import type { Content } from "~/content/schema";
import { useContent } from "~/hooks/use-content";
import "./eligibility-check.css";

/** Ages and counts are whole numbers; nobody is 130, and a group of 10,000 is a typo. */
const ageRule = { min: 0, max: 120, whole: true } satisfies NumberRule;
const countRule = { min: 0, max: 9999, whole: true } satisfies NumberRule;

/** Reads a field, or returns its message in the content's words. */
function read(
  raw: string,
  rule: NumberRule,
  name: string,
  example: number,
  errors: Content["affiliates"]["helpers"]["errors"],
) {
  const result = readNumberField(raw, rule);
  return result.ok
    ? { value: result.value }
    : { error: problemMessage(result.problem, { name, rule, example }, errors) };
}

/**
 * A small form that checks one rule: its fields, a submit button and the answer in a polite
 * live region. It needs scripts, so CSS hides it without them; the rule it checks is written on
 * the page above it, from the same numbers.
 */
function CheckForm({
  id,
  heading,
  intro,
  submit,
  onSubmit,
  answer,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  submit: string;
  onSubmit: () => void;
  answer: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <section className="tool-card eligibility-check" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form
        noValidate
        className="eligibility-check__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset disabled={!hydrated}>
          <legend>{intro}</legend>
          <div className="eligibility-check__fields">{children}</div>
        </fieldset>
        <p>
          <button type="submit" className="button" disabled={!hydrated}>
            {submit}
          </button>
        </p>
      </form>
      <div className="eligibility-check__answer" aria-live="polite" aria-atomic="true">
        {answer}
      </div>
    </section>
  );
}

/** Which Pioneer designation an age leads to (Affiliates page). */
export function PioneerCheck() {
  const { helpers, designations } = useContent("affiliates");
  const pioneerLevels =
    designations.find((designation) => designation.id === "pioneers")?.levels ?? [];
  const words = helpers.pioneer;
  const [age, setAge] = useState("");
  const [outcome, setOutcome] = useState<{ error?: string; answer?: string[] }>({});
  const input = useRef<HTMLInputElement>(null);
  const elite = pioneerLevels.find((level) => level.id === "elite");

  const check = () => {
    const typed = read(age, ageRule, words.ageName, 15, helpers.errors);
    if (typed.error !== undefined) {
      setOutcome({ error: typed.error });
      input.current?.focus();
      return;
    }
    const found = pioneerFor(typed.value, pioneerLevels);
    if (found?.kind === "level") {
      const answer = [fill(words.result, { age: typed.value, level: found.level.name })];
      if (elite)
        answer.push(fill(words.elite, { level: elite.name, eligibility: elite.eligibility }));
      setOutcome({ answer });
    } else if (found) {
      setOutcome({ answer: [fill(words.tooYoung, { age: typed.value, minAge: found.minAge })] });
    } else setOutcome({});
  };

  return (
    <CheckForm
      id="pioneer-check"
      heading={words.heading}
      intro={words.intro}
      submit={words.submit}
      onSubmit={check}
      answer={outcome.answer?.map((line) => (
        <p key={line}>{line}</p>
      ))}
    >
      <NumberField
        id="pioneer-age"
        label={words.ageLabel}
        value={age}
        whole
        error={outcome.error}
        inputRef={input}
        onChange={setAge}
      />
    </CheckForm>
  );
}

/** Whether a group meets the size rule for group membership, or what it still needs. */
export function GroupCheck() {
  const { helpers, groupRules } = useContent("affiliates");
  const words = helpers.group;
  const [members, setMembers] = useState("");
  const [officers, setOfficers] = useState("");
  const [outcome, setOutcome] = useState<{
    errors: { members?: string; officers?: string };
    answer?: string;
  }>({ errors: {} });
  const membersInput = useRef<HTMLInputElement>(null);
  const officersInput = useRef<HTMLInputElement>(null);

  const check = () => {
    const memberCount = read(
      members,
      countRule,
      words.membersName,
      groupRules.minMembers,
      helpers.errors,
    );
    const officerCount = read(
      officers,
      countRule,
      words.officersName,
      groupRules.minOfficers,
      helpers.errors,
    );
    const errors = { members: memberCount.error, officers: officerCount.error };
    if (
      memberCount.value !== undefined &&
      officerCount.value !== undefined &&
      officerCount.value > memberCount.value
    )
      errors.officers = words.officersOverMembers;
    if (errors.members || errors.officers) {
      setOutcome({ errors });
      (errors.members ? membersInput : officersInput).current?.focus();
      return;
    }
    const shortfall = groupShortfall(memberCount.value ?? 0, officerCount.value ?? 0, groupRules);
    setOutcome({
      errors: {},
      answer: isEligibleGroup(shortfall)
        ? fill(words.eligible, groupRuleValues(groupRules))
        : fill(words.missing, { missing: describeShortfall(shortfall, words) }),
    });
  };

  return (
    <CheckForm
      id="group-check"
      heading={words.heading}
      intro={words.intro}
      submit={words.submit}
      onSubmit={check}
      answer={outcome.answer ? <p>{outcome.answer}</p> : null}
    >
      <NumberField
        id="group-members"
        label={words.membersLabel}
        value={members}
        whole
        error={outcome.errors.members}
        inputRef={membersInput}
        onChange={setMembers}
      />
      <NumberField
        id="group-officers"
        label={words.officersLabel}
        value={officers}
        whole
        error={outcome.errors.officers}
        inputRef={officersInput}
        onChange={setOfficers}
      />
    </CheckForm>
  );
}
