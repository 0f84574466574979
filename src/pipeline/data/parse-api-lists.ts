import type { ApiInterfaceGroupEntry } from '@data/api-interfaces';
import type { ApiPackageEntry } from '@data/api-packages';
import { apiInterfaceGroupsSchema, type ApiInterfaceGroup } from '@/model/api-interfaces-schema';
import { apiPackagesSchema, type ApiPackage } from '@/model/api-packages-schema';
import { parseData } from './parse-data';

/** data/api-packages.ts as the API step reads it: checked, with the defaults filled. */
export function parseApiPackages(entries: readonly ApiPackageEntry[]): ApiPackage[] {
  return parseData(apiPackagesSchema, entries, 'data/api-packages.ts');
}

/** data/api-interfaces.ts as the API step reads it: checked, with the defaults filled. */
export function parseApiInterfaceGroups(entries: readonly ApiInterfaceGroupEntry[]): ApiInterfaceGroup[] {
  return parseData(apiInterfaceGroupsSchema, entries, 'data/api-interfaces.ts');
}
