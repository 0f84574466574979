/**
 * Runs once when the server starts. On Node it opens the feedback database and applies migrations
 * (src/lib/feedback/on-start.ts). The check must wrap the import itself so the edge build drops it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { prepareFeedbackStorage } = await import('./src/lib/feedback/on-start');
    await prepareFeedbackStorage();
  }
}
