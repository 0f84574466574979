/**
 * Runs once when the server starts: opens the feedback database and applies migrations, so a
 * broken migration or an unreachable DATABASE_URL stops `next start` with a clear message instead
 * of failing visitors' requests later.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getFeedbackStore } = await import('@/lib/feedback/store-instance');
  try {
    await getFeedbackStore();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\nfeedback: the database could not be prepared, so the server stops.\n  ${reason}\n`);
    process.exit(1);
  }
}
