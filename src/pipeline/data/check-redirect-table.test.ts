import { describe, expect, it } from 'vitest';
import { redirectTable } from '../../../data/redirects';
import { checkRedirectTable } from './check-redirect-table';

describe('checkRedirectTable', () => {
  it('accepts the table in data/redirects.ts as it is', () => {
    expect(checkRedirectTable(redirectTable)).toStrictEqual(redirectTable);
  });

  it('refuses a malformed row, pattern, stand-in or name row, naming data/redirects.ts and the place', () => {
    const bad = (change: Partial<typeof redirectTable>) => () =>
      checkRedirectTable({ ...redirectTable, ...change });
    expect(bad({ rows: [{ from: '/no-slash', to: '/a/' }] })).toThrow(
      /^Invalid data in data\/redirects\.ts at rows\.0\.from: a site path with a trailing slash/,
    );
    expect(bad({ rows: [{ from: '/a/', to: '/b/', each: true } as never] })).toThrow(/at rows\.0/);
    expect(bad({ patterns: [{ from: '/a/:path*', to: '/b/:path*' } as never] })).toThrow(
      /at patterns\.0\.each/,
    );
    expect(bad({ standIns: [{ within: 'x', to: '/x/' }] })).toThrow(/at standIns\.0\.within/);
    expect(bad({ apiNameRows: [{ from: '/x/api/date-pickers/', to: '/x/api/:slug/', names: [] }] })).toThrow(
      /at apiNameRows\.0\.from: a site path ending in :slug\//,
    );
  });
});
