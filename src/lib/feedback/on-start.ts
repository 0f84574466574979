import { feedbackConfig } from './config';
import { getFeedbackStore } from './store-instance';

/**
 * Opens the database and runs migrations before the server takes requests, so a broken migration
 * or an unreachable DATABASE_URL stops `next start` with a clear message instead of failing
 * visitors' requests later. Nothing happens while `next build` loads the app.
 */
export async function prepareFeedbackStorage(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    feedbackConfig(); // a malformed setting (FEEDBACK_RATE_LIMIT) stops the start too
    await getFeedbackStore();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\nfeedback: settings or database not usable, so the server stops.\n  ${reason}\n`);
    process.exit(1);
  }
}
