/** One entry of a page's table of contents: an h2 or h3 and its id. */
export interface TocEntry {
  id: string;
  title: string;
  depth: 2 | 3;
}
