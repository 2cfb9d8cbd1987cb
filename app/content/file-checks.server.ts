/**
 * What the loader checks of the bytes of content files, beyond what YAML and the schemas see:
 * that each is a plain file before it is opened (a link, a named pipe or a device is not, and
 * reading one can publish what it points to or wait for ever), text that is UTF-8 without
 * characters the site refuses (text-rules.ts), and assets whose bytes are what their extension
 * says (an HTML page saved as .jpg would ship as a broken image, or worse). Node only.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  readSync,
  type Stats,
} from "node:fs";
import { walk } from "./sample-values";
import { characterProblem } from "./text-rules";

/**
 * What an entry that is not a plain file or a folder is, in staff words, for "… is a named pipe,
 * not a file": each reads as the end of "content/x.yaml …" and of "points to content/x, which …".
 */
function notPlain(stats: Stats, filePath: string): string {
  if (stats.isSymbolicLink())
    return `is a symbolic link (to ${readlinkSync(filePath)}), and the site would publish whatever it points to: put the file itself here instead`;
  const what = stats.isFIFO()
    ? "a named pipe"
    : stats.isSocket()
      ? "a socket"
      : stats.isCharacterDevice() || stats.isBlockDevice()
        ? "a device"
        : "something else";
  return `is ${what}, not a file, and reading it could wait for ever: delete it and put the file itself here`;
}

/** What is at a path under content/, by lstat: a link is never followed. */
export type Entry =
  | { kind: "missing" }
  | { kind: "file"; size: number }
  | { kind: "folder" }
  /** A symbolic link, a named pipe, a device or a socket: why it is refused, in staff words. */
  | { kind: "refused"; message: string };

/** What is at `filePath`, without following a link or opening anything. */
export function entryAt(filePath: string): Entry {
  const stats = lstatSync(filePath, { throwIfNoEntry: false });
  if (!stats) return { kind: "missing" };
  if (stats.isFile()) return { kind: "file", size: stats.size };
  if (stats.isDirectory()) return { kind: "folder" };
  return { kind: "refused", message: notPlain(stats, filePath) };
}

/** A folder where a file should be, in the same words. */
export const folderNotFile =
  "is a folder, not a file: put the file itself here, or rename the folder";

/**
 * Opens a plain file for reading: only after lstat says it is one, then without following a link
 * or waiting on a pipe (O_NOFOLLOW, O_NONBLOCK), and checked again once open, so a file swapped
 * for a link or a pipe in between is refused too. Returns the open descriptor, or why not.
 */
function openPlain(filePath: string): { fd: number } | { missing: true } | { message: string } {
  const entry = entryAt(filePath);
  if (entry.kind === "missing") return { missing: true };
  if (entry.kind === "folder") return { message: folderNotFile };
  if (entry.kind === "refused") return { message: entry.message };
  let fd: number;
  try {
    fd = openSync(
      filePath,
      constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { missing: true };
    // Made a link between the look and the open.
    if (code === "ELOOP") {
      const now = entryAt(filePath);
      if (now.kind === "refused") return { message: now.message };
    }
    return { message: `cannot be read (${code ?? (error as Error).message}): save it again` };
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return { fd };
  closeSync(fd);
  return { message: stats.isDirectory() ? folderNotFile : notPlain(stats, filePath) };
}

/** A plain file's bytes, or why it has none: "missing", or the refusal in staff words. */
export type PlainRead =
  | { ok: true; bytes: Buffer }
  | { ok: false; missing: true }
  | { ok: false; missing: false; message: string };

/** Reads a content file whole, if it is a plain file (openPlain). */
export function readPlainFile(filePath: string): PlainRead {
  const opened = openPlain(filePath);
  if ("missing" in opened) return { ok: false, missing: true };
  if ("message" in opened) return { ok: false, missing: false, message: opened.message };
  try {
    return { ok: true, bytes: readFileSync(opened.fd) };
  } finally {
    closeSync(opened.fd);
  }
}

/**
 * A content file's text, for the scripts that read one outside the check (the editor's build,
 * content:production, check:content's plan): throws naming the file, as `shownAs`, if it is not a
 * plain file.
 */
export function readPlainText(filePath: string, shownAs: string): string {
  const read = readPlainFile(filePath);
  if (read.ok) return read.bytes.toString("utf8");
  throw new Error(`${shownAs}: ${read.missing ? "the file is missing" : read.message}`);
}

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
  const opened = openPlain(filePath);
  if (!("fd" in opened)) return false;
  const head = new Uint8Array(headLength);
  try {
    const length = readSync(opened.fd, head, 0, headLength, 0);
    return check(head.subarray(0, length));
  } finally {
    closeSync(opened.fd);
  }
}
