/** Words a monogram leaves out: "Debate Academy and Open" is DAO. */
const minorWords = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to"]);

/**
 * The letters that stand for a name on a picture's designed fallback: the first letter of each
 * main word, up to four ("National Debaters' Week" gives NDW). A name of one word stands whole
 * ("Classics"): one letter says nothing.
 */
export function monogram(name: string): string {
  const words = name
    .split(/[\s/–-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
  const main = words.filter((word) => !minorWords.has(word.toLowerCase()));
  const chosen = main.length > 0 ? main : words;
  if (chosen.length === 1) return chosen[0] ?? "";
  return chosen
    .slice(0, 4)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
