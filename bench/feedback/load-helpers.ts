import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A valid submission for the first page with sections in the build's page list. */
export function sampleSubmission(): { page: string; rating: 0 | 1; version: string; language: 'en' } {
  const file = path.join(process.cwd(), 'generated', 'pages.json');
  const pages = JSON.parse(readFileSync(file, 'utf8')) as { route: string }[];
  if (pages.length === 0) throw new Error(`${file} lists no pages: run \`npm run build\` first.`);
  return { page: pages[0].route, rating: 1, version: '6.0.1', language: 'en' };
}

/** Every stored id, read page by page through the maintainer API. */
export async function allIds(origin: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = `?limit=500${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await fetch(`${origin}/api/feedback/${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200)
      throw new Error(`GET /api/feedback/ answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { items: { id: string }[]; nextCursor: string | null };
    for (const item of body.items) ids.add(item.id);
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

/** Server settings for load runs: rate limiting effectively off, a token for counting. */
export const LOAD_ENV = { FEEDBACK_RATE_LIMIT: '1000000000/1', FEEDBACK_ADMIN_TOKEN: 'load-test-token' };
