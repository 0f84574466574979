import type { SqlDatabase } from './database';
import type { FeedbackInput } from './schema';

export interface FeedbackRecord {
  id: string;
  page: string;
  /** null for feedback about the whole page. */
  section: string | null;
  rating: 0 | 1;
  comment: string | null;
  version: string;
  language: string;
  createdAt: string;
  updatedAt: string;
}

export interface FeedbackFilter {
  page?: string;
  section?: string;
  from?: Date;
  to?: Date;
}

export interface FeedbackPage {
  items: FeedbackRecord[];
  /** Opaque; pass it back as `cursor` for the next page. null on the last page. */
  nextCursor: string | null;
}

interface Row {
  id: string;
  page: string;
  section: string;
  rating: number;
  comment: string | null;
  version: string;
  language: string;
  created_at: Date;
  updated_at: Date;
  cursor_time: string;
}

/**
 * Keyset cursor: the (updated_at, id) of the last row served, so pages stay stable under inserts.
 * The time is PostgreSQL's own text for it, which keeps the microseconds a JS Date would drop.
 */
export function encodeCursor(updatedAt: string, id: string): string {
  return Buffer.from(`${updatedAt}|${id}`).toString('base64url');
}

/** PostgreSQL's text for a timestamptz (`2026-01-31 12:00:00.123456+00`), with a real date and time. */
function validCursorTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/.exec(
    text,
  );
  if (!match) return false;
  const [, year, month, day, hour, minute, second, , zoneHour, zoneMinute] = match.map((part) =>
    Number(part ?? 0),
  );
  const lastDay = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && !leap ? 28 : lastDay) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    zoneHour < 24 &&
    zoneMinute < 60
  );
}

export function decodeCursor(cursor: string): { updatedAt: string; id: string } {
  const [updatedAt, id, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (
    extra !== undefined ||
    !id ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ||
    !validCursorTime(updatedAt ?? '')
  ) {
    throw new InvalidCursorError();
  }
  return { updatedAt, id };
}

/** Whether `cursor` is one encodeCursor could have made: well formed, with a time that exists. */
export function isValidCursor(cursor: string): boolean {
  try {
    decodeCursor(cursor);
    return true;
  } catch {
    return false;
  }
}

export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is not one this API returned');
    this.name = 'InvalidCursorError';
  }
}

function toRecord(row: Row): FeedbackRecord {
  return {
    id: row.id,
    page: row.page,
    section: row.section === '' ? null : row.section,
    rating: row.rating === 1 ? 1 : 0,
    comment: row.comment,
    version: row.version,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Feedback storage over either database. Assumes `migrate(db)` has run. */
export function createFeedbackStore(db: SqlDatabase, { newId = () => crypto.randomUUID() } = {}) {
  return {
    /**
     * Stores a visitor's rating of a page (or of one section of it). The same visitor rating the
     * same page/section again replaces their earlier row instead of adding one. Resolves once the
     * database has committed it.
     */
    async submit(visitorId: string, input: FeedbackInput): Promise<{ id: string; updated: boolean }> {
      const { rows } = await db.query<{ id: string; inserted: boolean }>(
        `INSERT INTO feedback (id, visitor_id, page, section, rating, comment, version, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (visitor_id, page, section) DO UPDATE
           SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, version = EXCLUDED.version,
               language = EXCLUDED.language, updated_at = now()
         RETURNING id, (xmax = 0) AS inserted`,
        [
          newId(),
          visitorId,
          input.page,
          input.section ?? '',
          input.rating,
          input.comment ? input.comment : null,
          input.version,
          input.language,
        ],
      );
      return { id: rows[0].id, updated: !rows[0].inserted };
    },

    /** Newest first, `limit` at a time. */
    async list(filter: FeedbackFilter, { limit = 50, cursor }: { limit?: number; cursor?: string } = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (clause: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(clause(`$${params.length}`));
      };
      if (filter.page !== undefined) add((n) => `page = ${n}`, filter.page);
      if (filter.section !== undefined) add((n) => `section = ${n}`, filter.section);
      if (filter.from) add((n) => `updated_at >= ${n}`, filter.from);
      if (filter.to) add((n) => `updated_at <= ${n}`, filter.to);
      if (cursor) {
        const after = decodeCursor(cursor);
        params.push(after.updatedAt, after.id);
        where.push(`(updated_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
      }
      params.push(limit + 1);
      const { rows } = await db.query<Row>(
        `SELECT id, page, section, rating, comment, version, language, created_at, updated_at,
                updated_at::text AS cursor_time
         FROM feedback ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY updated_at DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      const more = rows.length > limit;
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      return {
        items: items.map(toRecord),
        nextCursor: more && last ? encodeCursor(last.cursor_time, last.id) : null,
      } satisfies FeedbackPage;
    },

    async count(filter: Pick<FeedbackFilter, 'page'> = {}): Promise<number> {
      const { rows } =
        filter.page === undefined
          ? await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback')
          : await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE page = $1', [
              filter.page,
            ]);
      return rows[0].n;
    },
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
