import type { ApiSearchRecord } from '../api/search-records';
import type { ApiSummary } from '../api/write-api';
import { excerpt } from './excerpt';
import type { DocumentDraft } from './page-documents';

/** One document per API page (component or hook) and one per prop (deep link `#prop-<name>`). */
export function apiDocuments(
  entries: readonly ApiSummary[],
  props: readonly ApiSearchRecord[],
): DocumentDraft[] {
  const pages: DocumentDraft[] = entries.map((entry) => ({
    k: 'api',
    p: entry.segment,
    t: entry.name,
    s: '',
    u: `/${entry.segment}/api/${entry.slug}/`,
    x: excerpt(entry.description),
    n: entry.name,
    c: `api ${entry.package}`,
    b: entry.description,
  }));
  const propDocs: DocumentDraft[] = props.map((record) => ({
    k: 'prop',
    p: record.product,
    t: record.component,
    s: record.prop,
    u: record.url,
    x: excerpt(record.description),
    n: record.prop,
    c: record.component,
    b: record.description,
  }));
  return [...pages, ...propDocs];
}
