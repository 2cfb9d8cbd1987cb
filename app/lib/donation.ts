/**
 * The Donate page's helpers: the transfer reference a donor builds, and all the bank details as
 * one block of text to paste into a banking app or an email.
 *
 * References are cut to a maximum length (content/donate.yaml, `reference.maxLength`) because
 * banks limit the field: SWIFT's remittance lines hold 35 characters each and many online-banking
 * forms stop at 30 to 50. The prefix is never cut, the chosen purpose never either (the schema
 * checks every purpose fits beside the prefix); only the donor's surname is shortened.
 */

import { fill } from "./template";

/** The bank details' heading's id: where "Give by bank transfer" takes the donor. */
export const bankDetailsId = "bank-details";

/** The query parameter that carries the amount chosen from the gifts' ladder: `?amount=15000`. */
export const amountParameter = "amount";

/**
 * The amount chosen at first: the second of the ladder, where most donors start when offered a few
 * (the first where the ladder has one). The order is the content's, smallest first.
 */
export function suggestedAmount(ladder: readonly { amount: number }[]): number | undefined {
  return (ladder[1] ?? ladder[0])?.amount;
}

/**
 * The amount an address carries, when it is one of the ladder's: any other value (typed by hand,
 * an amount since removed, "Another amount"'s empty one) carries none.
 */
export function chosenAmount(
  params: URLSearchParams,
  ladder: readonly { amount: number }[],
): number | undefined {
  const value = params.get(amountParameter);
  if (!value || !/^\d+$/.test(value)) return undefined;
  return ladder.find((rung) => rung.amount === Number(value))?.amount;
}

/** Between the parts of a reference: "JADE Donation - Brown - Debaters' Week". */
export const referenceSeparator = " - ";

/**
 * A surname as banks accept it: accents dropped (Müller becomes Muller), only letters, digits,
 * spaces, hyphens, apostrophes and full stops kept (the SWIFT character set, minus the symbols
 * nobody's name needs), spaces collapsed.
 */
export function cleanReferenceText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^A-Za-z0-9 '.-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface BuiltReference {
  reference: string;
  /** Whether the surname had to be shortened to fit. */
  shortened: boolean;
}

/**
 * The transfer reference: always the prefix, then the donor's surname and the purpose when given,
 * joined by " - ", never longer than `maxLength` (the surname gives way).
 */
export function buildReference(
  parts: { prefix: string; surname?: string; purpose?: string },
  maxLength: number,
): BuiltReference {
  const purpose = parts.purpose?.trim() ?? "";
  const fixed = [parts.prefix, purpose].filter(Boolean).join(referenceSeparator);
  let surname = cleanReferenceText(parts.surname ?? "");
  let shortened = false;
  if (surname) {
    const room = maxLength - fixed.length - referenceSeparator.length;
    if (surname.length > room) {
      // Cut, then drop what would dangle at the end ("Muller-" reads as a typo).
      surname = surname.slice(0, Math.max(room, 0)).replace(/[\s'.-]+$/, "");
      shortened = true;
    }
  }
  const reference = [parts.prefix, surname, purpose].filter(Boolean).join(referenceSeparator);
  return { reference, shortened };
}

/** A bank detail as the page shows it: whether a `sample` mark in the content covers its value. */
export interface ShownDetail {
  id: string;
  label: string;
  value: string;
  sample: boolean;
}

/**
 * What a copy button puts on the clipboard for a detail: its value, or, for a sample, the value
 * inside the warning (`copied`, with {value}), so whoever pastes it sees it is not real.
 */
export function copiedValue(detail: ShownDetail, copied: string): string {
  return detail.sample ? fill(copied, { value: detail.value }) : detail.value;
}

/**
 * Every bank detail as "Label: value" lines under a heading, then the amount chosen where there is
 * one, the reference last. While any detail is a sample, the warning `notice` comes first and each
 * sample value is copied as `copied` says.
 */
export function bankDetailsText(
  heading: string,
  details: readonly ShownDetail[],
  reference: { label: string; value: string },
  samples: { notice: string; copied: string },
  amount?: { label: string; value: string },
): string {
  return [
    ...(details.some((detail) => detail.sample) ? [samples.notice] : []),
    heading,
    ...details.map((detail) => `${detail.label}: ${copiedValue(detail, samples.copied)}`),
    ...(amount ? [`${amount.label}: ${amount.value}`] : []),
    `${reference.label}: ${reference.value}`,
  ].join("\n");
}
