import type { ApiSearchRecord } from '../api/search-records';
import type { ApiInterfaceSummary, ApiSummary } from '@/model/api-types';
import { apiDocuments } from './api-documents';
import { isSearchable, pageDocuments, type DocumentDraft, type SearchablePage } from './page-documents';
import { versionsDocuments, type VersionsInput } from './versions-documents';

export interface SearchSources {
  /** Every page the content collector returned; unsearchable ones are dropped here. */
  pages: readonly SearchablePage[];
  api: {
    entries: readonly ApiSummary[];
    props: readonly ApiSearchRecord[];
    interfaces?: readonly ApiInterfaceSummary[];
  };
  versions: VersionsInput;
}

/** Everything the site search covers, in one list (order = document ids). */
export function collectSearchDocuments({ pages, api, versions }: SearchSources): DocumentDraft[] {
  return [
    ...pages.filter(isSearchable).flatMap(pageDocuments),
    ...apiDocuments(api.entries, api.props, api.interfaces),
    ...versionsDocuments(versions),
  ];
}
