/** Size limits shared by the widget and the API; a file of its own so the widget can read them without zod. */
export const FEEDBACK_LIMITS = {
  /** Characters in a comment, after trimming. */
  commentMax: 2000,
  /** Bytes of a whole request body; anything larger is refused before parsing. */
  bodyMaxBytes: 8 * 1024,
  pageMax: 300,
  sectionMax: 200,
  versionMax: 40,
} as const;

/**
 * Length in characters as a reader counts them: Unicode code points, so an emoji is one. The API
 * (./schema.ts) and the widget's comment field both count this way; an HTML `maxlength` counts
 * UTF-16 units instead, so the widget does not use it.
 */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** `value` cut to at most `max` code points (never in the middle of a surrogate pair). */
export function limitCharacters(value: string, max: number): string {
  if (value.length <= max) return value; // code points <= UTF-16 units
  let count = 0;
  let end = 0;
  for (const character of value) {
    if (count === max) break;
    count += 1;
    end += character.length;
  }
  return value.slice(0, end);
}
