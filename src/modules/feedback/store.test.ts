import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from './database';
import { migrate, MigrationError, MIGRATIONS } from './migrations';
import { createFeedbackStore, InvalidCursorError, type FeedbackStore } from './store';
import { testDatabases } from './test-databases';
import type { FeedbackInput } from './schema';

const VISITOR_A = '6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60';
const VISITOR_B = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const input = (overrides: Partial<FeedbackInput> = {}): FeedbackInput => ({
  page: '/material-ui/react-button/',
  rating: 1,
  version: '6.0.1',
  language: 'en',
  ...overrides,
});

// Creating an embedded database runs initdb in WebAssembly: seconds on a busy machine.
const SETUP_TIMEOUT = 180_000;

describe.each(testDatabases())('feedback store on $name', (target) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let store: FeedbackStore;

  beforeAll(async () => {
    ({ db, dispose } = await target.open());
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
    store = createFeedbackStore(db);
  }, SETUP_TIMEOUT);
  afterAll(() => dispose?.(), SETUP_TIMEOUT);
  beforeEach(async () => {
    await db.exec('TRUNCATE feedback');
  });

  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM feedback_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it('stops at a failing migration, rolls it back and names it', async () => {
    const broken = [
      { id: '900_ok', sql: 'CREATE TABLE migration_probe_ok (x int)' },
      { id: '901_broken', sql: 'CREATE TABLE migration_probe_broken (x int); SELECT * FROM no_such_table' },
    ];
    const error = await migrate(db, broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationId).toBe('901_broken');
    expect((error as Error).message).toMatch(/migration 901_broken failed: .*no_such_table/);
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_name LIKE 'migration_probe_%' AND table_schema = current_schema()`,
    );
    expect(tables.rows.map((r) => r.name)).toEqual(['migration_probe_ok']);
    const applied = await db.query("SELECT id FROM feedback_migrations WHERE id LIKE '90%'");
    expect(applied.rows).toEqual([{ id: '900_ok' }]);
    await db.exec("DROP TABLE migration_probe_ok; DELETE FROM feedback_migrations WHERE id = '900_ok'");
  });

  it('stores a submission and reads it back', async () => {
    const ack = await store.submit(
      VISITOR_A,
      input({ comment: 'Clear and short.', section: 'basic-button' }),
    );
    expect(ack.updated).toBe(false);
    expect(ack.id).toMatch(/^[0-9a-f-]{36}$/);
    const { items, nextCursor } = await store.list({});
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: ack.id,
      page: '/material-ui/react-button/',
      section: 'basic-button',
      rating: 1,
      comment: 'Clear and short.',
      version: '6.0.1',
      language: 'en',
    });
    expect(Date.parse(items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets a visitor change their rating without a second row', async () => {
    const first = await store.submit(VISITOR_A, input({ rating: 1 }));
    const second = await store.submit(VISITOR_A, input({ rating: 0, comment: 'Actually, no.' }));
    expect(second).toEqual({ id: first.id, updated: true });
    expect(await store.count()).toBe(1);
    const [row] = (await store.list({})).items;
    expect(row).toMatchObject({ rating: 0, comment: 'Actually, no.' });
    // A section of the same page, or another visitor, is a separate row.
    await store.submit(VISITOR_A, input({ section: 'sizes' }));
    await store.submit(VISITOR_B, input());
    expect(await store.count()).toBe(3);
  });

  it('stores hostile text verbatim, as data', async () => {
    const comments = [
      "'); DROP TABLE feedback; --",
      '<script>alert(1)</script><img src=x onerror=alert(1)>',
      'e\u0301 👩🏽‍💻 \u202Eright-to-left\u202C 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      '$1 $2 \\x00 %s %n {{7*7}}',
    ];
    for (const [i, comment] of comments.entries()) {
      await store.submit(VISITOR_A, input({ section: `s${i}`, comment }));
    }
    const stored = (await store.list({})).items.map((r) => r.comment).sort();
    expect(stored).toEqual([...comments].sort());
    expect(await store.count()).toBe(comments.length);
  });

  it('keeps an empty comment as none', async () => {
    await store.submit(VISITOR_A, input({ comment: '' }));
    expect((await store.list({})).items[0].comment).toBeNull();
  });

  it('filters by page, section and time, and pages with a stable cursor', async () => {
    for (let i = 0; i < 7; i++) {
      await store.submit(crypto.randomUUID(), input({ page: '/system/getting-started/' }));
    }
    await store.submit(VISITOR_A, input({ page: '/joy-ui/getting-started/', section: 'install' }));
    expect(await store.count({ page: '/system/getting-started/' })).toBe(7);
    expect((await store.list({ section: 'install' })).items).toHaveLength(1);

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await store.list({ page: '/system/getting-started/' }, { limit: 3, cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(new Set(seen).size).toBe(7);

    const all = (await store.list({}, { limit: 100 })).items;
    const times = all.map((r) => Date.parse(r.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await store.list({ from: new Date(Date.now() + 60_000) })).items).toEqual([]);
    expect((await store.list({ to: new Date(Date.now() - 60_000) })).items).toEqual([]);
    expect((await store.list({ from: new Date(Date.now() - 60_000) })).items).toHaveLength(8);
  });

  it('refuses a cursor it did not issue', async () => {
    await expect(store.list({}, { cursor: 'bm90LWEtY3Vyc29y' })).rejects.toBeInstanceOf(InvalidCursorError);
    const forged = Buffer.from("2026-01-01 00:00:00+00'; --|x").toString('base64url');
    await expect(store.list({}, { cursor: forged })).rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('keeps every one of many concurrent submissions', async () => {
    const acks = await Promise.all(
      Array.from({ length: 60 }, () => store.submit(crypto.randomUUID(), input({ rating: 0 }))),
    );
    expect(new Set(acks.map((a) => a.id)).size).toBe(60);
    expect(await store.count()).toBe(60);
  });
});
