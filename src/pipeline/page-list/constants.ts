/** Public URL of the list the 404 page ranks (written at postbuild; only the 404 page fetches it). */
export const PAGE_LIST_URL = '/generated/page-list.json';
