import 'server-only';
import { allPages } from '@/lib/pages';

/**
 * Pages that can receive feedback, fixed at build time: every content page, with the ids of the
 * headings in its table of contents (the sections that carry a feedback link).
 */
const sectionsByPage = new Map<string, ReadonlySet<string>>(
  allPages().map((page) => [page.route, new Set(page.toc.map((entry) => entry.id))]),
);

export type PageCheck = { ok: true } | { ok: false; message: string };

export function checkKnownPage(page: string, section: string | undefined): PageCheck {
  const sections = sectionsByPage.get(page);
  if (!sections) return { ok: false, message: `unknown page ${page}` };
  if (section !== undefined && !sections.has(section)) {
    return { ok: false, message: `page ${page} has no section #${section}` };
  }
  return { ok: true };
}
