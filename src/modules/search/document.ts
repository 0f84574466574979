import { apiSlug } from '@/model/api-slug';

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

/**
 * The index ships in two tiers (same ids):
 * - `names`: pages, their sections and API pages (NAME_TIER_KINDS), indexed on names and context,
 *   storing what a hit shows but its excerpt. Small, so the first results come quickly.
 * - `text`: every document, indexed on names, context and body text, storing the excerpts and what
 *   the hits of the documents the names tier leaves out (demos, props) show. Fetched right after
 *   `names`; once in, every query runs on it.
 */
export interface SearchNamesFile {
  version: 2;
  tier: 'names';
  /** MiniSearch's serialized index (`JSON.stringify(miniSearch)`). */
  index: unknown;
  /** Query word -> alternatives (data/search-synonyms.ts), shipped with the index they serve. */
  synonyms: Record<string, string[]>;
}

export interface SearchTextFile {
  version: 2;
  tier: 'text';
  index: unknown;
}

export interface SearchIndexFiles {
  names: SearchNamesFile;
  text: SearchTextFile;
}

/**
 * A prop's deep link, derived instead of shipped (3000+ URLs are a tenth of the names tier). The
 * builder keeps `u` for any prop whose URL this would not reproduce.
 */
export function propUrl(product: string, component: string, prop: string): string {
  return `/${product}/api/${apiSlug(component)}/#prop-${prop}`;
}
