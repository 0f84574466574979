import 'server-only';
import path from 'node:path';
import { openDatabase } from '@/modules/feedback/database';
import { migrate } from '@/modules/feedback/migrations';
import { createFeedbackStore, type FeedbackStore } from '@/modules/feedback/store';

/**
 * One store per process. Next bundles the route and the instrumentation hook separately, so a
 * module-level variable would exist twice; the global registry keeps it single (two PGlite
 * instances on one folder would corrupt it).
 */
const KEY = Symbol.for('mui-docs.feedback-store');
type Registry = typeof globalThis & { [KEY]?: Promise<FeedbackStore> };

export function feedbackDataDir(): string {
  return path.resolve(process.env.FEEDBACK_DATA_DIR || path.join(process.cwd(), '.data', 'feedback'));
}

async function open(): Promise<FeedbackStore> {
  const url = process.env.DATABASE_URL;
  const db = await openDatabase({ url, dataDir: feedbackDataDir() });
  const applied = await migrate(db);
  const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${feedbackDataDir()}`;
  console.log(`feedback: storage ready on ${where}; migrations applied now: ${applied.join(', ') || 'none'}`);
  return createFeedbackStore(db);
}

/** Opens the database and runs migrations on first call; later calls share the result. */
export function getFeedbackStore(): Promise<FeedbackStore> {
  const registry = globalThis as Registry;
  registry[KEY] ??= open();
  return registry[KEY];
}
