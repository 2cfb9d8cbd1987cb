/**
 * Local storage that never throws: blocked storage (privacy modes, disabled cookies), a full quota
 * and a missing `window` (prerendering) all read as "nothing stored" and make writes report false.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): boolean {
  try {
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Removes every stored item whose key matches, for example an earlier set's announcement time. */
export function removeStoredWhere(matches: (key: string) => boolean): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && matches(key)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to tidy.
  }
}

/** Whether anything can be stored: false when storage is blocked or full. */
export function canStore(): boolean {
  const probe = "jade:probe";
  if (!writeStored(probe, "1")) return false;
  removeStored(probe);
  return true;
}

/**
 * Whether the visitor came here from another page of the site. Every page is a full load, so when
 * storage is blocked or full this is what remembers that a visit has already begun.
 */
export function cameFromThisSite(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
