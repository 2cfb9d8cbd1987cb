/**
 * What the loader checks of the bytes of content files, beyond what YAML and the schemas see:
 * text that is UTF-8 without characters the site refuses (text-rules.ts), and assets whose bytes are what their extension
 * says (an HTML page saved as .jpg would ship as a broken image, or worse). Node only.
 */
import { openSync, readSync, closeSync } from "node:fs";
import { walk } from "./sample-values";
import { characterProblem } from "./text-rules";

/** The place of the first byte that is not UTF-8, as "line L, column C", or undefined. */
export function notUtf8(bytes: Uint8Array): string | undefined {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    // Decode piece by piece to find where it breaks: the longest prefix that decodes.
    let low = 0;
    let high = bytes.length;
    const decodes = (end: number) => {
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end));
        return true;
      } catch {
        return false;
      }
    };
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (decodes(middle)) low = middle;
      else high = middle - 1;
    }
    // A prefix may end inside a character that decodes later; step back to a line start.
    const text = new TextDecoder("utf-8").decode(bytes.subarray(0, low));
    const lines = text.split("\n");
    return `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
  }
}

/**
 * Each value of a parsed file whose characters the site refuses (app/content/text-rules.ts: control
 * characters, directional overrides, half a character), with its place and the refusal.
 */
export function characterProblems(raw: unknown): { at: readonly PropertyKey[]; message: string }[] {
  const found: { at: readonly PropertyKey[]; message: string }[] = [];
  walk(raw, [], false, (value, at) => {
    const message = characterProblem(value);
    if (message !== undefined) found.push({ at, message });
  });
  return found;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** What the first bytes of a file must be, by extension. */
const signatures: Record<string, (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  webp: (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8),
  avif: (head) => startsWith(head, ascii("ftyp"), 4) && /^avi[fs]$/.test(text(head, 8, 12)),
  mp4: (head) => startsWith(head, ascii("ftyp"), 4),
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  pdf: (head) => startsWith(head, ascii("%PDF-")),
  vtt: (head) => /^(\uFEFF)?WEBVTT/.test(text(head)),
  // An SVG is text: an optional XML declaration, comments or doctype, then the svg element.
  svg: (head) =>
    /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(
      text(head),
    ),
};

function text(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return new TextDecoder("utf-8").decode(bytes.subarray(start, end));
}

/** How many bytes of a file are read to tell its kind. */
const headLength = 4096;

/** Whether a file's first bytes are what its extension says; undefined for an unknown extension. */
export function matchesExtension(filePath: string): boolean | undefined {
  const extension = filePath.split(".").at(-1)?.toLowerCase() ?? "";
  const check = signatures[extension];
  if (!check) return undefined;
  const head = new Uint8Array(headLength);
  const file = openSync(filePath, "r");
  try {
    const length = readSync(file, head, 0, headLength, 0);
    return check(head.subarray(0, length));
  } finally {
    closeSync(file);
  }
}
