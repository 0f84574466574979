import 'server-only';
import path from 'node:path';
import { describeError, openDatabase } from '@/modules/feedback/database';
import { migrate } from '@/modules/feedback/migrations';
import { createFeedbackStore, type FeedbackStore } from '@/modules/feedback/store';

/**
 * One store per process. Next bundles the route and the instrumentation hook separately, so a
 * module-level variable would exist twice; the global registry keeps it single (two PGlite
 * instances on one folder would corrupt it).
 *
 * A storage fault never takes the docs down: a failed open is remembered for RETRY_MS (requests
 * get a 503 meanwhile), then tried again, so storage that comes back is used without a restart.
 * server.mjs reads the status (`storageStatus`) to say what it is serving when it prints `ready`.
 */
const KEY = Symbol.for('mui-docs.feedback-store');
const RETRY_MS = 5_000;
/** How long a request waits for storage that is still opening before it answers 503. */
const OPEN_WAIT_MS = 10_000;

export type StorageStatus =
  | { state: 'opening' }
  | { state: 'ready'; where: string }
  | { state: 'failed'; reason: string; error: unknown };

interface Slot {
  promise: Promise<FeedbackStore>;
  status: StorageStatus;
  failedAt?: number;
}
type Registry = typeof globalThis & { [KEY]?: Slot };

/** Thrown to requests while storage is down; the handlers answer 503 with its message. */
export class StorageUnavailableError extends Error {
  /** `reason` is for the server log; visitors get the fixed message (no paths or hosts). */
  constructor(readonly reason: string) {
    super('feedback storage is unavailable; the docs still work, try again later');
    this.name = 'StorageUnavailableError';
  }
}

export function feedbackDataDir(): string {
  return path.resolve(process.env.FEEDBACK_DATA_DIR || path.join(process.cwd(), '.data', 'feedback'));
}

async function open(): Promise<{ store: FeedbackStore; where: string }> {
  const url = process.env.DATABASE_URL;
  const db = await openDatabase({ url, dataDir: feedbackDataDir() });
  try {
    const applied = await migrate(db);
    const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${feedbackDataDir()}`;
    console.log(
      `feedback: storage ready on ${where}; migrations applied now: ${applied.join(', ') || 'none'}`,
    );
    return { store: createFeedbackStore(db), where };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new Error(`migrations failed: ${describeError(error)}`);
  }
}

function startOpening(registry: Registry): Slot {
  const slot: Slot = { status: { state: 'opening' }, promise: Promise.resolve() as never };
  slot.promise = open().then(
    ({ store, where }) => {
      slot.status = { state: 'ready', where };
      return store;
    },
    (error: unknown) => {
      slot.status = { state: 'failed', reason: describeError(error), error };
      slot.failedAt = Date.now();
      // A folder another process holds stops the start instead (on-start.ts), with its own message.
      if (!(error instanceof Error && error.name === 'DataDirLockedError'))
        console.error(
          `feedback: storage not usable, /api/feedback/ answers 503 (pages still serve; retried in ${RETRY_MS / 1000} s): ${slot.status.reason}`,
        );
      throw error;
    },
  );
  slot.promise.catch(() => undefined); // read through storageStatus/getFeedbackStore, never unhandled
  registry[KEY] = slot;
  return slot;
}

function currentSlot(): Slot {
  const registry = globalThis as Registry;
  const slot = registry[KEY];
  if (!slot || (slot.failedAt !== undefined && Date.now() - slot.failedAt >= RETRY_MS)) {
    return startOpening(registry);
  }
  return slot;
}

/** Opens the database and runs migrations on first call (and again after a failure); later calls share it. */
export function openFeedbackStorage(): Promise<FeedbackStore> {
  return currentSlot().promise;
}

/** What requests use: the store, or a StorageUnavailableError within OPEN_WAIT_MS. */
export async function getFeedbackStore(): Promise<FeedbackStore> {
  const slot = currentSlot();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError('it is still opening')), OPEN_WAIT_MS);
  });
  try {
    return await Promise.race([slot.promise, waited]);
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError(describeError(error));
  } finally {
    clearTimeout(timer);
  }
}

export function storageStatus(): StorageStatus {
  return (globalThis as Registry)[KEY]?.status ?? { state: 'opening' };
}
