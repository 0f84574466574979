import { readStorage, writeStorage } from '@/modules/browser-storage';

/** The visitor's last rating of a page (or one section of it), kept in this browser only. */
const PREFIX = 'mui-feedback-rating:';

function key(page: string, section: string | null) {
  return `${PREFIX}${page}${section ? `#${section}` : ''}`;
}

export function readRating(page: string, section: string | null): 0 | 1 | null {
  const value = readStorage(key(page, section));
  return value === '0' ? 0 : value === '1' ? 1 : null;
}

export function writeRating(page: string, section: string | null, rating: 0 | 1): void {
  // Storage full or blocked: the rating is still stored on the server.
  writeStorage(key(page, section), String(rating));
}
