import { describe, expect, it } from 'vitest';
import { navByProduct } from '../../../data/nav/index';
import { parseNavTree } from '@/modules/nav';
import { checkNavData } from './check-nav-data';

describe('checkNavData', () => {
  it('accepts the real navigation of every product', () => {
    expect(() => checkNavData(navByProduct)).not.toThrow();
  });

  it('leaves every tree as it is: the runtime reads data/nav/ directly, without the schema', () => {
    for (const [segment, tree] of Object.entries(navByProduct)) {
      expect(parseNavTree(tree, segment)).toStrictEqual(tree);
    }
  });

  it('names the nav file and the place of a schema error', () => {
    expect(() => checkNavData({ x: [{ pathname: '/x/a/', title: '' }] })).toThrow(
      /^Invalid navigation in data\/nav\/x\.ts at 0\.title: /,
    );
    expect(() => checkNavData({ x: [{ pathname: '/x/a/', title: 'A', plan: 'gold' as never }] })).toThrow(
      /data\/nav\/x\.ts at 0\.plan/,
    );
  });

  it('refuses a pathname used twice, within one product or across two', () => {
    const page = { pathname: '/a/b/', title: 'B' };
    expect(() => checkNavData({ a: [page, { ...page, pathname: '/a/b' }] })).toThrow(
      'Duplicated pathname /a/b in pages',
    );
    expect(() => checkNavData({ a: [page], c: [{ pathname: '/a/b', title: 'B again' }] })).toThrow(
      'Duplicated pathname /a/b in pages',
    );
  });
});
