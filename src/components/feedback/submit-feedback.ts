import type { FeedbackBody } from '@/modules/feedback/schema';

/**
 * Sends one submission. The shared schema (loaded on first use, so zod stays out of the page's
 * first load) checks the body before it leaves the browser. Resolves true on 200/201.
 */
export async function submitFeedback(body: FeedbackBody): Promise<boolean> {
  try {
    const { feedbackInputSchema } = await import('@/modules/feedback/schema');
    const parsed = feedbackInputSchema.safeParse(body);
    if (!parsed.success) return false;
    const response = await fetch('/api/feedback/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
