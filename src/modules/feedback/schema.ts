import '@/modules/zod-setup';
import { z } from 'zod';
import { characterCount, FEEDBACK_LIMITS } from './limits';
import { isValidCursor } from './store';

/**
 * The one contract for a feedback submission, imported by the widget (to build the body) and by the
 * route (to check it). The limits sit in ./limits (no zod) so the widget's first load stays small.
 */
export { FEEDBACK_LIMITS };

export const FEEDBACK_LANGUAGES = ['en', 'zh'] as const;

/**
 * Control characters other than tab, newline and carriage return, C1 (U+0080-U+009F) included;
 * PostgreSQL text refuses NUL.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const text = (label: string, max: number, trim = false) => {
  const base = z.string({ error: `${label} must be a string` });
  return (trim ? base.trim() : base)
    .refine((value) => characterCount(value) <= max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => value.isWellFormed(), { error: `${label} contains invalid Unicode` })
    .refine((value) => !CONTROL_CHARS.test(value), { error: `${label} contains control characters` });
};

export const feedbackInputSchema = z.strictObject(
  {
    /** Page route as the site serves it: `/material-ui/react-button/`. */
    page: text('page', FEEDBACK_LIMITS.pageMax).regex(/^\/(?:[a-z0-9][a-z0-9._-]*\/)*$/, {
      error: 'page must be a site path such as /material-ui/react-button/',
    }),
    rating: z.union([z.literal(0), z.literal(1)], { error: 'rating must be 0 (not helpful) or 1 (helpful)' }),
    /** Trimmed; an empty comment is the same as none. */
    comment: text('comment', FEEDBACK_LIMITS.commentMax, true).optional(),
    /** Heading id of the section the feedback is about; absent for the whole page. */
    section: text('section', FEEDBACK_LIMITS.sectionMax)
      .regex(/^[\p{L}\p{N}_-]+$/u, { error: 'section must be a heading id' })
      .optional(),
    version: text('version', FEEDBACK_LIMITS.versionMax).regex(/^[0-9A-Za-z.+-]+$/, {
      error: 'version must look like 6.0.1',
    }),
    language: z.enum(FEEDBACK_LANGUAGES, {
      error: `language must be one of ${FEEDBACK_LANGUAGES.join(', ')}`,
    }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'body must be a JSON object' : undefined) },
);

export type FeedbackInput = z.output<typeof feedbackInputSchema>;
export type FeedbackBody = z.input<typeof feedbackInputSchema>;

/** What the API answers to an accepted submission. */
export const feedbackAckSchema = z.object({ id: z.string(), updated: z.boolean() });
export type FeedbackAck = z.infer<typeof feedbackAckSchema>;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * A calendar date (and time) that exists, in years 0001-9999: `2026-02-30` is refused rather than
 * read as 2 March, and `0000-01-01` (no such year in PostgreSQL) never reaches the database.
 */
export function isCalendarDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0', , zoneHour = '0', zoneMinute = '0'] =
    match;
  const y = Number(year);
  const m = Number(month);
  if (y < 1 || m < 1 || m > 12) return false;
  const daysInMonth = new Date(Date.UTC(2000, m, 0)).getUTCDate() - (m === 2 && !isLeapYear(y) ? 1 : 0);
  return (
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(zoneHour) < 24 &&
    Number(zoneMinute) < 60
  );
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const isoDate = z
  .string()
  .refine((value) => isCalendarDateTime(value) && !isNaN(Date.parse(value)), {
    error: 'must be an ISO date such as 2026-01-31 or 2026-01-31T12:00:00Z',
  })
  .transform((value) => new Date(value));

/** A filter value: the same rules as the field it filters (no control characters, valid Unicode). */
const filterText = (label: string, max: number) =>
  z
    .string()
    .refine((value) => characterCount(value) <= max, { error: `must be at most ${max} characters` })
    .refine((value) => value.isWellFormed() && !CONTROL_CHARS.test(value), {
      error: `${label} contains control characters or invalid Unicode`,
    });

/** Query string of the maintainers' `GET /api/feedback`. */
export const feedbackQuerySchema = z.strictObject({
  page: filterText('page', FEEDBACK_LIMITS.pageMax).optional(),
  section: filterText('section', FEEDBACK_LIMITS.sectionMax).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z
    .string()
    .max(200)
    .refine((value) => isValidCursor(value), { error: 'cursor is not one this API returned' })
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export type FeedbackQuery = z.output<typeof feedbackQuerySchema>;

/** Turns a zod error into one readable line for the API's 400 answer. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return `${where}${issue.message}`;
    })
    .join('; ');
}
