import { stem } from './stem';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words of a text, lower-cased. camelCase and PascalCase identifiers also yield their parts, so
 * "disableRipple" is found by "ripple" and "TextField" by "field" as well as by the whole name.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    out.push(word.toLowerCase());
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
  return out;
}

/** Words of a query: no camelCase split (the reader typed what they meant). */
export function tokenizeQuery(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => m[0].toLowerCase());
}

/** The indexed form of a word; the same function runs at build time and in the browser. */
export function processTerm(term: string): string {
  return stem(term.toLowerCase());
}
