import { describe, expect, it } from 'vitest';
import { isBuildSubresource, subresourceHeaders } from './subresources';

describe('build subresources', () => {
  it('are the hashed scripts and fonts under /_next/static/', () => {
    expect(isBuildSubresource('/_next/static/chunks/52117-0597300ceb28eb35.js')).toBe(true);
    expect(isBuildSubresource('/_next/static/chunks/app/(docs)/%5Bproduct%5D/page-1.js')).toBe(true);
    expect(isBuildSubresource('/_next/static/media/plex.woff2')).toBe(true);
  });
  it('leave out stylesheets, documents, workers and anything outside the build folder', () => {
    expect(isBuildSubresource('/_next/static/css/4a1b.css')).toBe(false);
    expect(isBuildSubresource('/_next/static/media/logo.svg')).toBe(false);
    expect(isBuildSubresource('/sw.js')).toBe(false);
    expect(isBuildSubresource('/material-ui/react-button/')).toBe(false);
    expect(isBuildSubresource('/generated/page-list.json')).toBe(false);
    expect(isBuildSubresource('/static/_next/static/chunks/a.js')).toBe(false);
  });
  it('keep nosniff always and HSTS over HTTPS', () => {
    expect(subresourceHeaders()).toEqual([['X-Content-Type-Options', 'nosniff']]);
    expect(Object.fromEntries(subresourceHeaders({ https: true }))['Strict-Transport-Security']).toMatch(
      /^max-age=/,
    );
  });
});
