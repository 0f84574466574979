import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where each template's route folder lives, relative to the project root. */
export const TEMPLATES_APP_DIR = 'app/(templates)/material-ui/getting-started/templates';

/**
 * data/templates.ts and the route folders must match one to one: a listed template without a
 * page would be a dead gallery card, a folder without an entry a page the gallery never shows.
 * Returns the routes, so links to them count as valid.
 */
export function checkTemplates(root: string, slugs: readonly string[], galleryRoute: string): string[] {
  const dir = path.join(root, TEMPLATES_APP_DIR);
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  for (const slug of slugs) {
    if (!existsSync(path.join(dir, slug, 'page.tsx'))) {
      throw new Error(`data/templates.ts: template "${slug}" has no route: create ${TEMPLATES_APP_DIR}/${slug}/page.tsx`);
    }
  }
  const unlisted = folders.filter((folder) => !slugs.includes(folder));
  if (unlisted.length > 0) {
    throw new Error(`${TEMPLATES_APP_DIR}/${unlisted[0]}: route folder not listed in data/templates.ts`);
  }
  return slugs.map((slug) => `${galleryRoute}${slug}/`);
}
