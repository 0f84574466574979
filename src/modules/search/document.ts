/** What a search hit is about; decides its label and its weight. */
export type SearchKind = 'page' | 'section' | 'demo' | 'api' | 'prop';

/**
 * One searchable unit: a page, one section of it, a demo, an API page or one prop. Stored field
 * names are one letter because every stored field ships in the index file.
 */
export interface SearchDocument {
  id: number;
  /** Kind. */
  k: SearchKind;
  /** Product segment, e.g. `material-ui`. */
  p: string;
  /** Page title as shown (for props: the component name). */
  t: string;
  /** Section as shown: heading, demo title or prop name; empty for a whole page. */
  s: string;
  /** URL with trailing slash and optional `#anchor`. */
  u: string;
  /** Short excerpt shown under the title. */
  x: string;
  /** Indexed, not stored: the name of this unit (page title, heading, component or prop name). */
  n: string;
  /** Indexed, not stored: its context (the page a section sits on, the component of a prop). */
  c: string;
  /** Indexed, not stored: body text. */
  b: string;
}

/** The stored part, what a hit carries to the UI. */
export type StoredDocument = Pick<SearchDocument, 'k' | 'p' | 't' | 's' | 'u' | 'x'>;

/** Shape of the published index file. */
export interface SearchIndexFile {
  version: 1;
  /** MiniSearch's serialized index (`JSON.stringify(miniSearch)`). */
  index: unknown;
  /** Query word -> alternatives (data/search-synonyms.ts), shipped with the index they serve. */
  synonyms: Record<string, string[]>;
}
