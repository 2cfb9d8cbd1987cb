import { formatDate } from "./form-values";
import { isRecord } from "./json-schema";
import { onRemember, remembered } from "./registry";

/**
 * A field that names a record in another file (an announcement's staging, a result's article,
 * the contact package emails go to) is chosen from those records, never typed: a choice cannot
 * be misspelt. The records come from the files as the editor last read or wrote them, so a
 * staging saved a moment ago is offered at once.
 */
export interface ReferenceOption {
  value: string;
  label: string;
  /** Stagings are grouped by their programme. */
  group?: string;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];
const text = (value: unknown) => (typeof value === "string" ? value : "");
const firstDay = (staging: Record<string, unknown>) => text(list(staging.dates)[0]?.start);

/** The records a reference of this kind may name, each by what staff know it by. */
export function referenceOptions(kind: string): ReferenceOption[] {
  const file = (name: "programmes" | "articles" | "contacts" | "services") => {
    const data = remembered(name);
    return isRecord(data) ? data : {};
  };
  if (kind === "staging")
    return list(file("programmes").programmes).flatMap((programme) =>
      list(programme.stagings).map((staging) => ({
        value: text(staging.id),
        label: `${text(programme.name)} ${text(staging.edition)}${firstDay(staging) ? `, from ${formatDate(firstDay(staging))}` : ""}`,
        group: text(programme.name),
      })),
    );
  if (kind === "article")
    return list(file("articles").articles).map((article) => ({
      value: text(article.id),
      label: `${text(article.title)}${article.published ? ` (${formatDate(text(article.published))})` : ""}`,
    }));
  if (kind === "achievement")
    return list(file("services").achievements).map((achievement) => ({
      value: text(achievement.id),
      label: `${text(achievement.label)} (${String(achievement.value ?? "")}${text(achievement.suffix)})`,
    }));
  if (kind === "contact")
    return list(file("contacts").contacts).map((contact) => ({
      value: text(contact.id),
      label: `${text(contact.purpose)} (${text(contact.email)})`,
    }));
  return [];
}

/** Sveltia CMS's React, as it lends it to custom field types (Decap's `createClass` and `h`). */
export interface LentReact {
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
}

interface ControlProps {
  value?: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  /** The field's configuration, as an Immutable Map. */
  field: { get: (key: string) => unknown };
}

interface Control {
  props: ControlProps;
  stop?: () => void;
  forceUpdate: () => void;
}

/** The control: a select of the records, grouped, with the current value kept if it is gone. */
export function referenceControl({ createClass, h }: LentReact) {
  return createClass({
    componentDidMount(this: Control) {
      this.stop = onRemember(() => this.forceUpdate());
    },
    componentWillUnmount(this: Control) {
      this.stop?.();
    },
    render(this: Control) {
      const { value, onChange, forID, classNameWrapper, field } = this.props;
      const options = referenceOptions(String(field.get("references")));
      const current = typeof value === "string" ? value : "";
      const option = ({ value: id, label }: ReferenceOption) =>
        h("option", { key: id, value: id }, label);
      const groups = [...new Set(options.map((entry) => entry.group))];
      const choices = groups.every((group) => group === undefined)
        ? options.map(option)
        : groups.map((group) =>
            h(
              "optgroup",
              { key: group, label: group },
              ...options.filter((entry) => entry.group === group).map(option),
            ),
          );
      const gone = current !== "" && !options.some((entry) => entry.value === current);
      return h(
        "select",
        {
          id: forID,
          className: `${classNameWrapper} jade-reference`,
          "aria-labelledby": `${forID}-label`,
          value: current,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        },
        h("option", { value: "" }, field.get("required") === false ? "None" : "Choose one"),
        ...(gone
          ? [h("option", { value: current }, `${current} (not found: choose another)`)]
          : []),
        ...choices,
      );
    },
  });
}
