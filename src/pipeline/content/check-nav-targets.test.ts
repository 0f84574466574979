import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navByProduct } from '../../../data/nav/index';
import type { NavItem } from '@/modules/nav';
import { APP_ROUTES, checkNavTargets, checkPagesInNav, type NavPage } from './check-nav-targets';
import { collectPages } from './collect-pages';

const tree = (...pathnames: string[]): NavItem[] => [
  { pathname: '/p/group', title: 'Group', children: pathnames.map((pathname) => ({ pathname, title: pathname })) },
];
const page = (route: string, hidden = false): NavPage => ({ route, file: `content${route}index.mdx`, hidden });

describe('checkNavTargets', () => {
  it('accepts links to built pages and own-route pages, rejects a dead link naming the nav file', () => {
    expect(() => checkNavTargets({ p: tree('/p/a/', '/blog/') }, new Set(['/p/a/']))).not.toThrow();
    expect(() => checkNavTargets({ p: tree('/p/a', '/p/gone/') }, new Set(['/p/a/']))).toThrow(
      'data/nav/p.ts: "/p/gone/" links to /p/gone/, which has no page',
    );
  });
});

describe('checkPagesInNav', () => {
  it('accepts pages in one tree, with or without a trailing slash in the nav', () => {
    expect(() => checkPagesInNav({ p: tree('/p/a', '/p/b/') }, [page('/p/a/'), page('/p/b/')])).not.toThrow();
  });
  it('accepts a hidden page that no nav lists', () => {
    expect(() => checkPagesInNav({ p: tree('/p/a/') }, [page('/p/a/'), page('/p/secret/', true)])).not.toThrow();
  });
  it('names every page that is in no nav tree', () => {
    expect(() => checkPagesInNav({ p: tree('/p/a/') }, [page('/p/a/'), page('/p/b/'), page('/p/c/')])).toThrow(
      '2 page(s) are in no nav tree; add them to data/nav/<product>.ts or set `hidden: true`: content/p/b/index.mdx (/p/b/), content/p/c/index.mdx (/p/c/)',
    );
  });
  it('rejects a page listed by two trees', () => {
    expect(() => checkPagesInNav({ p: tree('/p/a/'), q: tree('/p/a/') }, [page('/p/a/')])).toThrow(
      'content/p/a/index.mdx: /p/a/ is in 2 nav entries (data/nav/p.ts, data/nav/q.ts); it must be in one',
    );
  });
});

describe('the real navigation', async () => {
  const root = path.resolve(__dirname, '../../..');
  const pages = await collectPages(path.join(root, 'content'), root);
  const routes = new Set(pages.map((p) => p.route));

  it('puts every content page in exactly one nav tree, or marks it hidden', () => {
    const facts = pages.map((p) => ({ route: p.route, file: p.file, hidden: p.frontmatter.hidden }));
    expect(facts.length).toBeGreaterThanOrEqual(79);
    expect(() => checkPagesInNav(navByProduct, facts)).not.toThrow();
  });
  it('resolves every Material UI nav item to a content page or an own-route page (API pages aside)', () => {
    expect(() =>
      checkNavTargets({ 'material-ui': navByProduct['material-ui'] }, new Set([...routes, '/material-ui/api/', ...APP_ROUTES])),
    ).not.toThrow();
  });
});
