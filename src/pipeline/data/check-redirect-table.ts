import { redirectTableSchema } from '@/modules/redirects/table-schema';
import type { RedirectTable } from '@/modules/redirects/redirect-table';
import { parseData } from './parse-data';

/** Fails the prebuild on a malformed row, pattern or stand-in in data/redirects.ts. */
export function checkRedirectTable(table: unknown): RedirectTable {
  return parseData(redirectTableSchema, table, 'data/redirects.ts');
}
