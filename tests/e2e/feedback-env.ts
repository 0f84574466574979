/** Settings the shared e2e server starts with (see playwright.config.ts) that the feedback specs need. */
export const E2E_FEEDBACK_TOKEN = process.env.FEEDBACK_ADMIN_TOKEN || 'e2e-maintainer-token';
export const E2E_FEEDBACK_DATA_DIR = '.data/feedback-e2e';

export interface StoredFeedback {
  id: string;
  page: string;
  section: string | null;
  rating: 0 | 1;
  comment: string | null;
}
