/**
 * A label as it reads inside a sentence: "Account number" becomes "account number", so that
 * "Copied {label}" reads "Copied account number". Acronyms stay as written ("BIC (SWIFT)").
 */
export function inSentence(label: string): string {
  const [first = "", second = ""] = Array.from(label);
  if (second !== "" && second === second.toUpperCase() && /\p{L}/u.test(second)) {
    return label;
  }
  return first.toLowerCase() + label.slice(first.length);
}
