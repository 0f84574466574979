import { openPglite, openPostgres, type SqlDatabase } from './database';

/**
 * Databases the store tests run against: always an in-memory PGlite, plus a real PostgreSQL server
 * when TEST_DATABASE_URL is set (each run in a schema of its own, dropped afterwards).
 */
export interface TestDatabase {
  name: string;
  open(): Promise<{ db: SqlDatabase; dispose(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'PGlite',
      async open() {
        const db = await openPglite();
        return { db, dispose: () => db.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'PostgreSQL',
      async open() {
        const schema = `feedback_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
        const admin = await openPostgres(url, { max: 1 });
        await admin.exec(`CREATE SCHEMA ${schema}`);
        const scoped = new URL(url);
        scoped.searchParams.set('options', `-c search_path=${schema}`);
        const db = await openPostgres(scoped.toString());
        return {
          db,
          async dispose() {
            await db.close();
            await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
            await admin.close();
          },
        };
      },
    });
  }
  return list;
}
