import { apiSlug } from '@/model/api-slug';
import type { RedirectRule, StandIn } from './resolve-redirects';

/** One row per export name: `:slug` in `from` and `to` stands for the name's API page slug. */
export interface ApiNameRows {
  from: string;
  to: string;
  names: readonly string[];
}

/** The shape of data/redirects.ts; src/modules/redirects/table-schema.ts checks it in the prebuild. */
export interface RedirectTable {
  /** One URL to one page. Earlier rows win over later patterns. */
  rows: ReadonlyArray<{ from: string; to: string }>;
  /** Rows written as export names, for URLs made of API page slugs. */
  apiNameRows: readonly ApiNameRows[];
  /** One redirect per page (or known mui.com URL) `to` matches. */
  patterns: ReadonlyArray<{ from: string; to: string; each: true }>;
  standIns: readonly StandIn[];
}

/**
 * The table as resolveRedirects takes it: exact rows first (the export names slugged with the same
 * apiSlug that names the API pages, so a row and its page cannot drift apart), then the patterns.
 */
export function redirectInputs(table: RedirectTable): { rules: RedirectRule[]; standIns: StandIn[] } {
  const nameRows = table.apiNameRows.flatMap(({ from, to, names }) =>
    names.map(apiSlug).map((slug) => ({ from: from.replace(':slug', slug), to: to.replace(':slug', slug) })),
  );
  return {
    rules: [...table.rows, ...nameRows, ...table.patterns],
    standIns: [...table.standIns],
  };
}
