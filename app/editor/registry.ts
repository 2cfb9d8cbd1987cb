import type { ContentName } from "~/content/schema";

/**
 * The editor's view of every content file: the values each file held when the editor last read
 * or wrote it. The checks across files read it at save time, and the fields that name a record in
 * another file (an announcement's staging) offer its records, so a staging added a moment ago can
 * be chosen at once.
 */
const files = new Map<ContentName, unknown>();
const listeners = new Set<() => void>();

export function remember(name: ContentName, data: unknown) {
  files.set(name, data);
  for (const listener of listeners) listener();
}

export function remembered(name: ContentName): unknown {
  return files.get(name);
}

/** Every file read so far, by name. */
export function rememberedFiles(): Partial<Record<ContentName, unknown>> {
  return Object.fromEntries(files);
}

/** Calls `listener` whenever a file is read or written; returns how to stop. */
export function onRemember(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
