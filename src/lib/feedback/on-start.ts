import { describeError } from '@/modules/feedback/database';
import { feedbackConfig } from './config';
import { openFeedbackStorage, storageStatus } from './store-instance';

/** How long start-up waits for storage before serving the docs without it (requests then get 503). */
const START_WAIT_MS = 30_000;

/**
 * Opens the database and runs migrations when the server starts (server.mjs makes the first request
 * that runs this, then prints `ready` with the outcome). Only two things stop the process: a
 * malformed setting, and an embedded folder another live process holds (two processes on one PGlite
 * folder lose data). Any other storage fault leaves the docs serving and /api/feedback/ answering
 * 503 until storage works again. Nothing happens while `next build` loads the app.
 */
export async function prepareFeedbackStorage(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    feedbackConfig(); // a malformed setting (FEEDBACK_RATE_LIMIT) stops the start
  } catch (error) {
    stop('a feedback setting is malformed', error);
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    openFeedbackStorage().catch((error: unknown) => {
      // By name: the class may come from another bundle's copy of the module.
      if (error instanceof Error && error.name === 'DataDirLockedError')
        stop('the feedback folder is taken', error);
      // Anything else was logged by store-instance; the docs serve without feedback storage.
    }),
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (storageStatus().state === 'opening') {
          console.error(
            `feedback: storage still opening after ${START_WAIT_MS / 1000} s; serving the docs meanwhile (/api/feedback/ answers 503)`,
          );
        }
        resolve();
      }, START_WAIT_MS);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

function stop(what: string, error: unknown): never {
  console.error(`\nfeedback: ${what}, so the server stops.\n  ${describeError(error)}\n`);
  process.exit(1);
}
