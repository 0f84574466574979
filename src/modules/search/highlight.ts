import { isMatchedWord } from './query';

export interface TextPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Splits displayed text into plain and matched parts. A word matches when its indexed form is one
 * of the hit's matched terms, so "Sizes" is marked for the query "size" and "Buton" finds "Button".
 */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    const hit = isMatchedWord(word, terms) || splitMatches(word, terms);
    if (!hit) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: word, match: true });
    last = start + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return merge(parts);
}

/** camelCase names ("disableRipple") were also indexed by their parts. */
function splitMatches(word: string, terms: readonly string[]): boolean {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
  return parts.length > 1 && parts.some((part) => isMatchedWord(part, terms));
}

function merge(parts: TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (previous && previous.match === part.match) previous.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
