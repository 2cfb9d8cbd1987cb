/**
 * Marks the words of a result that matched the query. The index keeps its terms folded (lower
 * case, no accents: searchOptions.processTerm), so each word of the text is folded the same way
 * before it is compared; a word matches when it is one of the matched terms.
 */
import { searchOptions } from "./options";

export interface Piece {
  text: string;
  match: boolean;
}

const fold = (word: string) => searchOptions.processTerm?.(word) ?? word.toLowerCase();

/** The text in pieces, the matched words marked; pieces joined give back the text unchanged. */
export function highlight(text: string, terms: readonly string[]): Piece[] {
  const wanted = new Set(terms);
  const pieces: Piece[] = [];
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = fold(found[0]);
    if (typeof folded !== "string" || !wanted.has(folded)) continue;
    if (found.index > last) pieces.push({ text: text.slice(last, found.index), match: false });
    pieces.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}
