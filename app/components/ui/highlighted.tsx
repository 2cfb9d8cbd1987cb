import { highlight } from "~/search/highlight";

/** Text with the words a search matched in <mark>, so a reader sees why a result is there. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((piece, index) =>
        // Pieces never move: their place in the text is their identity.
        piece.match ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}
