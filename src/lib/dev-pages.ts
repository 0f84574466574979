import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_ON_DEMAND_ENV, WANTED_PAGES_FILE } from '@/model/dev-pages.mjs';

/** True only under `npm run dev`, which serves pages on demand (src/model/dev-pages.mjs). */
export const pagesOnDemand =
  process.env.NODE_ENV === 'development' && process.env[PAGES_ON_DEMAND_ENV] === '1';

/**
 * Asks the dev script for a page the dev loader map does not hold yet. It adds the page, and
 * Next's dev server refreshes the open page once it has compiled it.
 */
export async function askForDevPage(route: string): Promise<void> {
  const file = path.join(process.cwd(), WANTED_PAGES_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${route}\n`);
}
