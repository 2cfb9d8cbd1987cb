/**
 * Splits text into lines at white space, each as full as `fits` allows: the one line-breaking
 * rule of everything the build draws (social cards, the proposal and its cover), each measuring
 * with its own font. With `breakWords`, a word too long for a line of its own is cut into pieces
 * that fit (a piece has at least one character); without, it stands alone on its overlong line.
 */
export function wrapText(
  text: string,
  fits: (line: string) => boolean,
  { breakWords = false }: { breakWords?: boolean } = {},
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) {
      lines[lines.length - 1] = `${last} ${word}`;
      continue;
    }
    let rest = word;
    while (breakWords && !fits(rest) && [...rest].length > 1) {
      const length = longestFittingPrefix(rest, fits);
      lines.push(rest.slice(0, length));
      rest = rest.slice(length);
    }
    lines.push(rest);
  }
  return lines;
}

/** How many UTF-16 units of `word` fit (at least one character, so wrapping always advances). */
function longestFittingPrefix(word: string, fits: (line: string) => boolean): number {
  const characters = [...word];
  let length = 0;
  for (const character of characters) {
    if (!fits(word.slice(0, length + character.length))) break;
    length += character.length;
  }
  return Math.max(length, characters[0]?.length ?? 1);
}
