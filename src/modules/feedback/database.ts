import { inspect } from 'node:util';

/**
 * The little SQL surface the feedback store needs, implemented twice: PGlite (PostgreSQL compiled to
 * WebAssembly, files in a local folder) and a real PostgreSQL server through node-postgres. Both speak
 * the same SQL with `$1` parameters, so the store and its migrations are written once.
 */
/**
 * One line for any thrown value. PGlite and node-postgres sometimes throw plain objects, which
 * `String()` turns into "[object Object]".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) return code ? `${message} (${String(code)})` : message;
    return inspect(error, { depth: 3, breakLength: Infinity });
  }
  return String(error);
}

export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction on one connection: commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the embedded database in `dataDir` (created on first use), or in memory without one. The
 * folder is locked to this process first (./data-dir.ts): PGlite has no locking of its own, and two
 * processes on one folder each acknowledge writes the other never sees, then leave it unreadable.
 */
export async function openPglite(dataDir?: string): Promise<SqlDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  let release = () => {};
  if (dataDir) {
    const { lockDataDir } = await import('./data-dir');
    release = lockDataDir(dataDir);
    process.once('exit', release);
  }
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    release();
    throw new Error(`PGlite could not open ${dataDir ?? 'an in-memory database'}: ${describeError(error)}`);
  }
  return {
    kind: 'pglite',
    query: (sql, params) => db.query(sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => tx.query(sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: async () => {
      await db.close();
      release();
    },
  };
}

/** Connects a pool to a PostgreSQL server; `url` is a `postgres://` connection string. */
export async function openPostgres(url: string, { max = 10 }: { max?: number } = {}): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`feedback: PostgreSQL connection error: ${error.message}`));
  // Fail now, with the server's own message, rather than on the first visitor's request.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    let where = 'DATABASE_URL';
    try {
      const parsed = new URL(url);
      where = `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
    } catch {
      // Not a URL node-postgres could read either; its own message says so.
    }
    throw new Error(`${where} is not reachable: ${describeError(error)}`);
  }
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as Row[],
    }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as Row[],
          }),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` (postgres:// or postgresql://) selects PostgreSQL; otherwise PGlite in `dataDir`. */
export function openDatabase({ url, dataDir }: { url?: string; dataDir: string }): Promise<SqlDatabase> {
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(url);
  }
  return openPglite(dataDir);
}
