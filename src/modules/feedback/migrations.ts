import type { SqlDatabase } from './database';

export interface Migration {
  /** Sortable and never renamed once shipped: it is the key in `feedback_migrations`. */
  id: string;
  sql: string;
}

/**
 * The schema, as an append-only list. Kept in TypeScript rather than .sql files so the production
 * bundle carries it and no path has to resolve at run time. Same SQL for PGlite and PostgreSQL.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_feedback',
    sql: `
      CREATE TABLE feedback (
        id uuid PRIMARY KEY,
        visitor_id uuid NOT NULL,
        page text NOT NULL,
        -- '' means the whole page, so one visitor has one row per page and per section.
        section text NOT NULL DEFAULT '',
        rating smallint NOT NULL CHECK (rating IN (0, 1)),
        comment text,
        version text NOT NULL,
        language text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT feedback_one_per_visitor UNIQUE (visitor_id, page, section)
      );
      CREATE INDEX feedback_by_time ON feedback (updated_at, id);
      CREATE INDEX feedback_by_page ON feedback (page, updated_at);
    `,
  },
];

/** Any 64-bit number works; it only has to be the same for every app instance. */
const MIGRATION_LOCK = 7_440_211;

export class MigrationError extends Error {
  constructor(
    readonly migrationId: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`feedback: migration ${migrationId} failed: ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Applies the migrations not applied yet, each in its own transaction, in id order. An advisory
 * lock makes app instances starting together against one PostgreSQL take turns. Returns the ids
 * it applied; throws MigrationError (and leaves that migration rolled back) on the first failure.
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  try {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`
        CREATE TABLE IF NOT EXISTS feedback_migrations (
          id text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
    });
  } catch (error) {
    throw new MigrationError('feedback_migrations', error);
  }
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const done = await tx.query('SELECT 1 FROM feedback_migrations WHERE id = $1', [migration.id]);
        if (done.rows.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO feedback_migrations (id) VALUES ($1)', [migration.id]);
        return true;
      });
      if (ran) applied.push(migration.id);
    } catch (error) {
      throw new MigrationError(migration.id, error);
    }
  }
  return applied;
}
