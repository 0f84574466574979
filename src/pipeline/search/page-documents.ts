import type { SearchDocument } from '@/modules/search/document';
import type { SearchSection } from '../markdown/remark-search-sections';
import { excerpt } from './excerpt';

/**
 * A page as the search sees it. Anything the content collector returns fits (docs pages, blog
 * posts, templates): the builder is generic over this shape, so new pages join the index with
 * no change here.
 */
export interface SearchablePage {
  route: string;
  /** Product segment or section, e.g. `material-ui`, `blog`. */
  product: string;
  title: string;
  description: string;
  /** Component names the page documents (indexed as context). */
  components?: readonly string[];
  hidden?: boolean;
  sections: readonly SearchSection[];
  demos?: ReadonlyArray<{ name: string; title: string }>;
}

/** Test pages and pages marked hidden never reach the index. */
export function isSearchable(page: Pick<SearchablePage, 'route' | 'hidden'>): boolean {
  return !page.hidden && !page.route.startsWith('/experiments/');
}

export type DocumentDraft = Omit<SearchDocument, 'id'>;

/** One document for the page, one per section with a heading id, one per demo. */
export function pageDocuments(page: SearchablePage): DocumentDraft[] {
  const intro = page.sections.find((s) => s.depth <= 1);
  const name = intro?.heading || page.title;
  const base = { p: page.product, t: name };
  const docs: DocumentDraft[] = [
    {
      ...base,
      k: 'page',
      s: '',
      u: page.route,
      x: excerpt(page.description),
      n: name === page.title ? name : `${name} ${page.title}`,
      c: (page.components ?? []).join(' '),
      b: `${page.description} ${intro?.text ?? ''}`.trim(),
    },
  ];
  for (const section of page.sections) {
    if (section.depth <= 1 || !section.id) continue;
    docs.push({
      ...base,
      k: 'section',
      s: section.heading,
      u: `${page.route}#${section.id}`,
      x: excerpt(section.text),
      n: section.heading,
      c: name,
      b: section.text,
    });
  }
  for (const demo of page.demos ?? []) {
    docs.push({
      ...base,
      k: 'demo',
      s: demo.title,
      u: `${page.route}#${demo.name}`,
      x: '',
      n: demo.title,
      c: name,
      b: '',
    });
  }
  return docs;
}
