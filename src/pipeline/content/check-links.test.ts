import { describe, expect, it } from 'vitest';
import { checkLinks } from './check-links';

const targets = new Map([
  ['/a/', { ids: new Set(['install']) }],
  ['/versions/', {}],
]);
const page = (url: string) => [{ file: 'content/b/index.mdx', route: '/b/', links: [{ url, line: 7 }] }];

describe('checkLinks', () => {
  it('accepts links to existing pages and anchors', () => {
    expect(() => checkLinks(page('/a/#install'), targets)).not.toThrow();
    expect(() => checkLinks(page('/a'), targets)).not.toThrow();
    expect(() => checkLinks(page('/versions/#anything'), targets)).not.toThrow();
    expect(() => checkLinks(page('/llms.txt'), targets)).not.toThrow();
  });
  it('names file and line for a missing page', () => {
    expect(() => checkLinks(page('/nope/'), targets)).toThrow('content/b/index.mdx:7: link to /nope/, but no page /nope/ exists');
  });
  it('names file and line for a missing anchor', () => {
    expect(() => checkLinks(page('/a/#usage'), targets)).toThrow('content/b/index.mdx:7: link to /a/#usage, but /a/ has no #usage');
  });
});
