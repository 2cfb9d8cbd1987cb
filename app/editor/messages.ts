import { itemNoun } from "~/content/item-nouns";
import type { ContentName } from "~/content/schema";
import { formatDate } from "./form-values";
import { isRecord } from "./json-schema";
import { fileWords } from "./words";
import type { FieldWords } from "./words/types";

/**
 * A refused save in staff words: the file by its name in the editor, each record by its label,
 * number (from 1) and name, each field by its label, and what is wrong in plain words, as
 * `Partners › Partner 10 “Blue Lagoon Bank” › Logo: must be a file of the site`.
 */
export interface Problem {
  file: ContentName;
  path: readonly PropertyKey[];
  message: string;
  /** zod's issue code, where the problem is zod's. */
  code?: string;
  /** The value zod was given, for its built-in messages. */
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

/**
 * A problem as the editor shows it: its line in the "Not saved" note, and where its field is, as
 * data (the file, and the path of keys and item numbers from 0), so the editor can go to it.
 */
export interface Refusal {
  text: string;
  file: ContentName;
  path: (string | number)[];
}

/** A problem as the editor shows it, with its place. */
export function refusal(problem: Problem, data: unknown): Refusal {
  return {
    text: describeProblem(problem, data),
    file: problem.file,
    path: problem.path.filter(
      (step): step is string | number => typeof step === "string" || typeof step === "number",
    ),
  };
}

export function describeProblem(problem: Problem, data: unknown): string {
  return `${placeOf(problem.file, data, problem.path)}: ${plainMessage(problem)}`;
}

/** Where a field is, in the words the editor shows. */
export function placeOf(file: ContentName, data: unknown, path: readonly PropertyKey[]): string {
  const words = fileWords[file];
  const parts: string[] = [words.label];
  let key = "";
  let node: unknown = data;
  path.forEach((step, index) => {
    if (typeof step === "number") {
      const listPath = key;
      const list = words.fields[key];
      key = `${key}[]`;
      node = Array.isArray(node) ? node[step] : undefined;
      const named = list && isRecord(node) ? itemNameOf(list, node) : "";
      const name = named
        ? ` “${/^\d{4}-\d{2}-\d{2}$/.test(named) ? formatDate(named) : named}”`
        : "";
      parts.push(`${itemNoun(file, listPath)} ${step + 1}${name}`);
      return;
    }
    key = key ? `${key}.${String(step)}` : String(step);
    node = isRecord(node) ? node[String(step)] : undefined;
    // A list followed by one of its items is named by the item alone: "Partner 10", not
    // "Partners › Partner 10".
    if (typeof path[index + 1] === "number") return;
    parts.push(words.fields[key]?.label ?? String(step));
  });
  return parts.join(" › ");
}

/** An item's name as staff know it (a person's first and last names), or "" where it has none. */
export function itemNameOf(list: FieldWords, item: Record<string, unknown>): string {
  if (list.itemName === undefined) return "";
  const names = typeof list.itemName === "string" ? [list.itemName] : list.itemName;
  return names
    .map((name) => item[name])
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .join(" ")
    .trim();
}

/** What is wrong, with code words replaced by what staff see. */
export function plainMessage(problem: Problem): string {
  const message = builtInMessage(problem) ?? ownMessage(problem.message);
  return labelled(problem.file, message).replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (date) =>
    formatDate(date),
  );
}

/** zod's own messages ("Invalid input: expected string, received undefined") in plain words. */
function builtInMessage(problem: Problem): string | undefined {
  const { code, input, minimum, maximum, origin } = problem;
  if (!problem.message.startsWith("Invalid") && !problem.message.startsWith("Too ")) return;
  if (code === "invalid_type" && input === undefined) return "must be filled in";
  if (code === "invalid_type") return "is not the kind of value this field takes";
  if (code === "too_small" && origin === "array")
    return `must have at least ${String(minimum)} ${minimum === 1 ? "item" : "items"}`;
  if (code === "too_small") return "must not be empty";
  if (code === "too_big" && origin === "array") return `must have at most ${String(maximum)} items`;
  if (code === "too_big") return `is too long: at most ${String(maximum)} characters`;
  if (code === "invalid_union") return "is not filled in as one of the forms this list takes";
  if (code === "unrecognized_keys") return "has a field the site does not know";
  if (code === "invalid_value") return "is not one of the choices";
  return undefined;
}

/** The schemas' messages that speak of the file's way of writing, in the form's. */
function ownMessage(message: string): string {
  if (message.startsWith("must be a real calendar date"))
    return "is not a real date: write the day, the month in words and the year, like 12 October 2025";
  if (message.startsWith("must be an amount in Jamaican dollars"))
    return "must be a whole number of Jamaican dollars, like 200,000";
  if (message.startsWith("duplicate id "))
    return `${message.replace("duplicate id", "has the ID")} of another item in this list: each needs its own`;
  return message;
}

/** Names of fields written as code ("minAge"), outside placeholders, as their labels. */
function labelled(file: ContentName, message: string): string {
  const labels = new Map<string, string>();
  for (const [path, words] of Object.entries(fileWords[file].fields)) {
    const name = path.split(".").at(-1)?.replace(/\[\]$/, "") ?? "";
    if (!labels.has(name)) labels.set(name, words.label);
  }
  return message.replace(/(\{)?\b([a-z]+[A-Z]\w*)\b(\})?/g, (whole, open, name: string, close) =>
    open || close ? whole : labels.has(name) ? `“${labels.get(name)}”` : whole,
  );
}
