import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { E2E_FEEDBACK_TOKEN, pageWithSections, type StoredFeedback } from './feedback-env';

// A docs page with sections, read from the build's own page list.
const target = pageWithSections();
const FAILURE = "Couldn't submit feedback. Please try again later.";

async function storedFor(request: APIRequestContext, page: string): Promise<StoredFeedback[]> {
  const response = await request.get(`/api/feedback/?page=${encodeURIComponent(page)}&limit=500`, {
    headers: { authorization: `Bearer ${E2E_FEEDBACK_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredFeedback[] }).items;
}

test('a rating and a comment reach the maintainer API, and the rating is remembered', async ({
  page,
  request,
  consoleErrors,
}) => {
  const comment = `Helpful <script>alert(1)</script> ${randomUUID()}`;
  await page.goto(target.route);
  await waitForHydration(page);
  const widget = page.getByTestId('feedback');
  await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();

  await widget.getByRole('button', { name: 'Yes, this was helpful' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thanks for your feedback!');
  const box = widget.getByRole('textbox', { name: 'Anything to add? (optional)' });
  await expect(box).toBeFocused();
  await box.fill(comment);
  await box.press('Control+Enter');
  await expect(box).toBeHidden();

  const mine = (await storedFor(request, target.route)).filter((row) => row.comment === comment);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ page: target.route, section: null, rating: 1 });

  // On return the choice is shown; changing it updates the same row (visitor cookie), not a new one.
  await page.reload();
  await waitForHydration(page);
  const yes = widget.getByRole('button', { name: 'Yes, this was helpful' });
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await widget.getByRole('button', { name: 'No, this was not helpful' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thanks for your feedback!');
  const after = (await storedFor(request, target.route)).filter((row) => row.id === mine[0].id);
  expect(after).toEqual([expect.objectContaining({ rating: 0, comment: null })]);
  expect(consoleErrors).toEqual([]);
});

test('a heading feedback link rates that section, by keyboard', async ({ page, request, consoleErrors }) => {
  const section = target.toc[0];
  await page.goto(target.route);
  await waitForHydration(page);
  const link = page.locator(`a[data-feedback-section="${section.id}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  const widget = page.getByTestId('feedback');
  await expect(widget.getByRole('heading', { name: 'Was this section helpful?' })).toBeVisible();
  await expect(widget.getByTestId('feedback-section')).toHaveText(section.title);
  const yes = widget.getByRole('button', { name: 'Yes, this was helpful' });
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toHaveText('Thanks for your feedback!');
  const rows = (await storedFor(request, target.route)).filter((row) => row.section === section.id);
  expect(rows.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('when the server refuses, the snackbar says so and the comment stays', async ({
  page,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(/^HTTP 400 http:\/\/[^/]+\/api\/feedback\/$/);
  expectConsoleError(/^Failed to load resource: .*400.* \[http:\/\/[^/]+\/api\/feedback\/\]$/);
  // The request really reaches the server, with a body it refuses (400: not JSON).
  await page.route('**/api/feedback/', (route) => route.continue({ postData: '{"rating": 1,' }));
  const comment = `Kept after failure ${randomUUID()}`;
  await page.goto(target.route);
  await waitForHydration(page);
  const widget = page.getByTestId('feedback');
  const refused = page.waitForResponse((response) => response.url().includes('/api/feedback/'));
  await widget.getByRole('button', { name: 'No, this was not helpful' }).click();
  expect((await refused).status()).toBe(400);
  await expect(widget.getByRole('alert')).toHaveText(FAILURE);

  const box = widget.getByRole('textbox', { name: 'Anything to add? (optional)' });
  await box.fill(comment);
  await box.press('Control+Enter');
  await expect(page.getByTestId('feedback-snackbar')).toHaveText(FAILURE);
  await expect(box).toHaveValue(comment);

  // Once the server accepts again, the same text goes through.
  await page.unroute('**/api/feedback/');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(box).toBeHidden();
  const rows = (await storedFor(request, target.route)).filter((row) => row.comment === comment);
  expect(rows).toEqual([expect.objectContaining({ rating: 0 })]);
});

test('the comment box counts characters as the API does: 2,000 emoji fit, the 2,001st is dropped (#45)', async ({
  page,
  request,
}) => {
  // An HTML maxlength counts UTF-16 units, so it cut this at 1,000 emoji; the API counts code points.
  const marker = randomUUID().slice(0, 8);
  const typed = `${marker}${'\u{1F44D}'.repeat(2000 - marker.length)}\u{1F600}`;
  await page.goto(target.route);
  await waitForHydration(page);
  const widget = page.getByTestId('feedback');
  await widget.getByRole('button', { name: 'No, this was not helpful' }).click();
  const box = widget.getByRole('textbox', { name: 'Anything to add? (optional)' });
  await box.fill(typed);
  const kept = await box.inputValue();
  expect(Array.from(kept)).toHaveLength(2000);
  expect(kept.endsWith('\u{1F44D}')).toBe(true);
  await box.press('Control+Enter');
  await expect(box).toBeHidden();
  const mine = (await storedFor(request, target.route)).filter((row) => row.comment?.startsWith(marker));
  expect(mine.map((row) => Array.from(row.comment ?? '').length)).toEqual([2000]);
});
