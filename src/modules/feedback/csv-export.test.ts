import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BATCH_ROWS, csvExportStream } from './csv-export';
import { openPglite, type SqlDatabase } from './database';
import { migrate } from './migrations';
import { createFeedbackStore, type FeedbackStore } from './store';

const ROWS = 11_644; // the export that held the event loop for 299 ms in #45

describe('CSV export', () => {
  let db: SqlDatabase;
  let store: FeedbackStore;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    await db.exec(`INSERT INTO feedback (id, visitor_id, page, section, rating, comment, version, language)
      SELECT gen_random_uuid(), gen_random_uuid(), '/material-ui/react-button/', 's' || n, n % 2,
             'comment number ' || n || ', with "quotes"', '6.0.1', 'en'
      FROM generate_series(1, ${ROWS}) AS n`);
    store = createFeedbackStore(db);
  }, 180_000);
  afterAll(() => db?.close());

  it('streams every row in fixed-size batches, yielding to other work between them', async () => {
    const stream = await csvExportStream(store, {});
    // Other work scheduled while the export runs must get a turn between every two batches.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // How long a batch takes is a bench figure, not a test: here the rows per batch and the turns between them.
    let chunks = 0;
    const turnsAtChunk: number[] = [];
    let text = '';
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const read = await reader.read();
      if (read.done) break;
      chunks += 1;
      turnsAtChunk.push(turns);
      text += decoder.decode(read.value, { stream: true });
    }
    ticking = false;
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,page,section,rating,comment,version,language,createdAt,updatedAt');
    expect(lines).toHaveLength(ROWS + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(ROWS);
    expect(chunks).toBe(Math.ceil(ROWS / CSV_BATCH_ROWS)); // the header rides with the first batch
    for (let i = 1; i < turnsAtChunk.length; i++)
      expect(turnsAtChunk[i]).toBeGreaterThan(turnsAtChunk[i - 1]);
  }, 120_000);

  it('fails before any byte when the first batch cannot be read', async () => {
    const broken = { list: () => Promise.reject(new Error('database is down')) };
    await expect(csvExportStream(broken, {})).rejects.toThrow('database is down');
  });

  it('errors the stream (and reports it) when a later batch fails', async () => {
    let calls = 0;
    const flaky = {
      list: async () => {
        calls += 1;
        if (calls > 1) throw new Error('connection lost');
        return { items: [], nextCursor: 'next' };
      },
    };
    const reported: unknown[] = [];
    const stream = await csvExportStream(flaky, {}, { onError: (error) => reported.push(error) });
    const reader = stream.getReader();
    await reader.read(); // the header
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(reported).toHaveLength(1);
  });
});
