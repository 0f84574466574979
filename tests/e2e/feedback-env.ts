import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The first built page that has sections, read from the prebuild's page list. */
export function pageWithSections(): { route: string; toc: { id: string; title: string }[] } {
  const file = path.join(process.cwd(), 'generated', 'pages.json');
  const pages = JSON.parse(readFileSync(file, 'utf8')) as {
    route: string;
    toc: { id: string; title: string }[];
  }[];
  const page = pages.find((p) => p.toc.length > 0);
  if (!page) throw new Error(`${file}: no page with sections; run \`npm run build\` first.`);
  return page;
}
