import type { ApiSearchRecord } from '../api/search-records';
import { interfacePagePath } from '@/model/api-routes';
import type { ApiInterfaceSummary, ApiSummary } from '@/model/api-types';
import { excerpt } from './excerpt';
import type { DocumentDraft } from './page-documents';

/**
 * One document per API page (component, hook or interface) and one per prop or member (deep link
 * `#prop-<name>`, `#member-<name>`).
 */
export function apiDocuments(
  entries: readonly ApiSummary[],
  props: readonly ApiSearchRecord[],
  interfaces: readonly ApiInterfaceSummary[] = [],
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
  const interfaceDocs: DocumentDraft[] = interfaces.map((item) => ({
    k: 'api',
    p: item.segment,
    t: item.name,
    s: '',
    u: interfacePagePath(item.segment, item.group, item.slug),
    x: excerpt(item.description),
    n: item.name,
    c: `api interface ${item.package}`,
    b: item.description,
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
  return [...pages, ...interfaceDocs, ...propDocs];
}
