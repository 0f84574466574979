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
