import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/pipeline/search/build-index';
import { FIXTURE_DOCS } from './fixtures';
import { groupHits } from './group';
import { highlight } from './highlight';
import { loadSearchIndex } from './load-index';
import { runQuery } from './query';

/** Both tiers, round-tripped through JSON as the browser loads them; `names` alone when asked. */
function engineFor(docs = FIXTURE_DOCS, tiers: 'both' | 'names' = 'both') {
  const { names, text } = JSON.parse(JSON.stringify(buildSearchIndex(docs))) as ReturnType<
    typeof buildSearchIndex
  >;
  return loadSearchIndex(names, tiers === 'both' ? text : undefined);
}
const urls = (hits: Array<{ u: string }>) => hits.map((h) => h.u);

describe('runQuery', () => {
  const engine = engineFor();

  it('answers every Object.prototype name like any other word, alone or with others', () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    expect(names).toContain('constructor');
    for (const name of names) {
      expect(() => runQuery(engine, name), name).not.toThrow();
      expect(() => runQuery(engine, `button ${name}`), name).not.toThrow();
      expect(() => runQuery(engine, name.toLowerCase()), name).not.toThrow();
    }
    expect(urls(runQuery(engine, 'constructor button'))).toEqual(
      urls(runQuery(engine, 'button constructor')),
    );
  });

  it('tolerates typos', () => {
    expect(urls(runQuery(engine, 'buton'))[0]).toMatch(/react-button\/$/);
    expect(urls(runQuery(engine, 'autocompelte'))[0]).toBe('/material-ui/api/autocomplete/');
  });

  it('allows one typo from 4 letters and two from 8, never two in fewer', () => {
    expect(urls(runQuery(engine, 'chxp'))).toContain('/material-ui/api/chip/#prop-variant');
    expect(runQuery(engine, 'chxx')).toEqual([]);
    expect(urls(runQuery(engine, 'snxckbxr'))[0]).toBe('/material-ui/api/snackbar/');
    // "palette" is indexed as "palett": 6 letters, one typo allowed.
    expect(urls(runQuery(engine, 'palxtte'))).not.toEqual([]);
    expect(runQuery(engine, 'palxtxe')).toEqual([]);
  });

  it('matches prefixes while typing', () => {
    expect(urls(runQuery(engine, 'autoc'))).toContain('/material-ui/api/autocomplete/');
    expect(urls(runQuery(engine, 'snack'))[0]).toBe('/material-ui/api/snackbar/');
  });

  it('answers one letter with the pages and API pages whose title has a word starting with it', () => {
    const hits = runQuery(engine, 'b', { product: 'joy-ui' });
    expect(hits.every((h) => h.k === 'page' || h.k === 'api')).toBe(true);
    // The reader's product first, then the other Button page; no prop or section.
    expect(urls(hits)).toEqual(['/joy-ui/react-button/', '/material-ui/react-button/']);
    expect(hits[0].terms).toEqual(['button']);
    expect(urls(runQuery(engine, 's'))).toEqual(['/material-ui/api/snackbar/']);
    expect(runQuery(engine, 'q')).toEqual([]);
  });

  it('puts a whole-name match above a longer name it prefixes', () => {
    // Indexed alike, so the engine scores them equally: only the shown names differ.
    const docs = [
      { ...FIXTURE_DOCS[0], t: 'ButtonBase', n: 'Button', c: '', u: '/base/' },
      { ...FIXTURE_DOCS[0], t: 'Button', n: 'Button', c: '', u: '/button/' },
    ];
    expect(urls(runQuery(engineFor(docs), 'button')).slice(0, 2)).toEqual(['/button/', '/base/']);
  });

  it('stems: "size" finds the "Sizes" section', () => {
    expect(urls(runQuery(engine, 'size'))[0]).toBe('/material-ui/react-button/#sizes');
  });

  it('ranks the exact phrase above scattered words', () => {
    const hits = urls(runQuery(engine, 'dark mode'));
    expect(hits[0]).toBe('/material-ui/customization/theming/#dark-mode');
    expect(hits).toContain('/material-ui/customization/palette/#mode');
  });

  it('ranks the current product first', () => {
    expect(urls(runQuery(engine, 'button', { product: 'joy-ui' }))[0]).toBe('/joy-ui/react-button/');
    expect(urls(runQuery(engine, 'button', { product: 'material-ui' }))[0]).toBe(
      '/material-ui/react-button/',
    );
  });

  it('finds a prop by component and prop name, deep-linked', () => {
    expect(urls(runQuery(engine, 'button variant'))[0]).toBe('/material-ui/api/button/#prop-variant');
    expect(urls(runQuery(engine, 'disableRipple'))[0]).toBe(
      '/material-ui/api/button-base/#prop-disableRipple',
    );
    expect(urls(runQuery(engine, 'ripple'))[0]).toBe('/material-ui/api/button-base/#prop-disableRipple');
  });

  it('expands synonyms, below a literal match', () => {
    expect(urls(runQuery(engine, 'toast'))).toEqual([]);
    expect(urls(runQuery(engine, 'toast', { synonyms: { toast: ['snackbar'] } }))[0]).toBe(
      '/material-ui/api/snackbar/',
    );
  });

  it('falls back to any word when no document has every word', () => {
    expect(urls(runQuery(engine, 'snackbar ripple'))).toEqual(
      expect.arrayContaining([
        '/material-ui/api/snackbar/',
        '/material-ui/api/button-base/#prop-disableRipple',
      ]),
    );
  });

  it('returns nothing for an empty query and respects the limit', () => {
    expect(runQuery(engine, '  ')).toEqual([]);
    expect(runQuery(engine, 'button', { limit: 2 })).toHaveLength(2);
  });

  it('reports the matched terms for highlighting', () => {
    const [hit] = runQuery(engine, 'buton');
    expect(highlight(hit.t, hit.terms)).toEqual([{ text: 'Button', match: true }]);
  });
});

describe('highlight', () => {
  it('marks stemmed and camelCase matches, keeping the text intact', () => {
    const parts = highlight('Sizes of the disableRipple button', ['siz', 'rippl']);
    expect(parts).toEqual([
      { text: 'Sizes', match: true },
      { text: ' of the ', match: false },
      { text: 'disableRipple', match: true },
      { text: ' button', match: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Sizes of the disableRipple button');
  });
});

describe('groupHits', () => {
  it('groups by product, current product first, rank order kept', () => {
    const hit = (p: string, u: string) => ({
      id: 0,
      k: 'page' as const,
      p,
      t: '',
      s: '',
      u,
      x: '',
      score: 1,
      terms: [],
    });
    const groups = groupHits(
      [hit('joy-ui', 'a'), hit('material-ui', 'b'), hit('joy-ui', 'c')],
      'material-ui',
    );
    expect(groups.map((g) => [g.product, g.hits.map((h) => h.u)])).toEqual([
      ['material-ui', ['b']],
      ['joy-ui', ['a', 'c']],
    ]);
  });
});

describe('loadSearchIndex', () => {
  it('refuses an index of another version or the wrong tier', () => {
    const { names, text } = buildSearchIndex(FIXTURE_DOCS);
    expect(() => loadSearchIndex({ version: 1 } as never)).toThrow(/unknown version 1/);
    expect(() => loadSearchIndex(text as never)).toThrow(/expected the names tier, got text/);
    expect(() => loadSearchIndex(names, names as never)).toThrow(/expected the text tier, got names/);
  });

  it('answers on names alone before the text tier, then with body text and excerpts', () => {
    const early = engineFor(FIXTURE_DOCS, 'names');
    expect(early.complete).toBe(false);
    const [first] = runQuery(early, 'sizes');
    expect(first.u).toBe('/material-ui/react-button/#sizes');
    expect(first.x).toBe('');
    // "progress" is only in body text: the names tier cannot find it, the full index can.
    expect(runQuery(early, 'progress')).toEqual([]);
    const full = engineFor();
    expect(full.complete).toBe(true);
    expect(urls(runQuery(full, 'progress'))).toContain('/material-ui/react-button/#loading-state');
    expect(runQuery(full, 'sizes')[0].x).toBe('Small, medium and large buttons.');
  });

  it('keeps demos and props out of the names tier, and shows them in full once the text tier is in', () => {
    const demo = {
      k: 'demo' as const,
      p: 'material-ui',
      t: 'Button',
      s: 'Checkout actions',
      u: '/material-ui/react-button/#checkout-actions',
      x: 'Primary and secondary actions of a form.',
      n: 'Checkout actions',
      c: 'Button',
      b: '',
    };
    const docs = [...FIXTURE_DOCS, demo];
    const namesStored = JSON.stringify(buildSearchIndex(docs).names.index);
    expect(namesStored).not.toContain('Checkout actions');
    expect(namesStored).not.toContain('disableRipple');
    expect(runQuery(engineFor(docs, 'names'), 'checkout')).toEqual([]);
    expect(runQuery(engineFor(docs, 'names'), 'disableRipple')).toEqual([]);

    const full = engineFor(docs);
    expect(runQuery(full, 'checkout')[0]).toMatchObject({ k: 'demo', t: 'Button', u: demo.u, x: demo.x });
    expect(runQuery(full, 'disableRipple')[0]).toMatchObject({
      k: 'prop',
      t: 'ButtonBase',
      u: '/material-ui/api/button-base/#prop-disableRipple',
      x: 'If true, the ripple effect is disabled.',
    });
  });

  it('derives prop URLs it did not ship, and keeps those it could not derive', () => {
    const prop = (t: string, u: string) => ({
      k: 'prop' as const,
      p: 'material-ui',
      t,
      s: 'open',
      u,
      x: '',
      n: 'open',
      c: t,
      b: '',
    });
    const { names, text } = buildSearchIndex([
      prop('SwipeableDrawer', '/material-ui/api/swipeable-drawer/#prop-open'),
      prop('Odd', '/material-ui/api/somewhere-else/#prop-open'),
    ]);
    const stored = JSON.stringify(text.index);
    expect(stored).not.toContain('swipeable-drawer');
    expect(stored).toContain('somewhere-else');
    const index = loadSearchIndex(names, text);
    expect([index.document(0).u, index.document(1).u]).toEqual([
      '/material-ui/api/swipeable-drawer/#prop-open',
      '/material-ui/api/somewhere-else/#prop-open',
    ]);
  });
});
