/** The visitor's last rating of a page (or one section of it), kept in this browser only. */
const PREFIX = 'mui-feedback-rating:';

function key(page: string, section: string | null) {
  return `${PREFIX}${page}${section ? `#${section}` : ''}`;
}

export function readRating(page: string, section: string | null): 0 | 1 | null {
  try {
    const value = window.localStorage.getItem(key(page, section));
    return value === '0' ? 0 : value === '1' ? 1 : null;
  } catch {
    return null; // storage disabled: nothing remembered
  }
}

export function writeRating(page: string, section: string | null, rating: 0 | 1): void {
  try {
    window.localStorage.setItem(key(page, section), String(rating));
  } catch {
    // Storage full or disabled: the rating is still stored on the server.
  }
}
