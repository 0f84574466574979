/**
 * localStorage that never throws. Reading `localStorage` itself throws where storage is blocked
 * (a cross-site frame, some privacy settings) and writes throw when it is full: the site then
 * behaves as for a first visit and forgets, instead of crashing.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value if storage allows it; says whether it did. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
