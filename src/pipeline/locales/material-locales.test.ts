import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { localeTag, materialLocales } from './material-locales';

const require = createRequire(import.meta.url);
const installed = require('@mui/material/locale');

describe('localeTag', () => {
  it.each([
    ['frFR', 'fr-FR'],
    ['zhHK', 'zh-HK'],
    ['kuLatn', 'ku-Latn'],
    ['kuCKB', 'ckb'],
  ])('%s → %s', (exportName, tag) => expect(localeTag(exportName)).toBe(tag));

  it('refuses a name it cannot read', () => {
    expect(() => localeTag('french')).toThrow(/Unexpected locale export name "french"/);
  });
});

describe('materialLocales (installed @mui/material)', () => {
  const locales = materialLocales(installed);

  it('has one row per locale the package exports', () => {
    const exported = Object.keys(installed).filter((key) => typeof installed[key] === 'object');
    expect(locales).toHaveLength(exported.length);
    expect(locales.length).toBeGreaterThanOrEqual(55);
    expect(new Set(locales.map((l) => l.exportName))).toEqual(new Set(exported));
  });

  it('names every language through Intl.DisplayNames, and tags are unique', () => {
    expect(locales.find((l) => l.exportName === 'frFR')).toMatchObject({
      tag: 'fr-FR',
      language: 'French (France)',
    });
    expect(locales.find((l) => l.exportName === 'kuCKB')?.language).toBe('Central Kurdish');
    for (const locale of locales) expect(locale.language).not.toBe(locale.tag);
    expect(new Set(locales.map((l) => l.tag)).size).toBe(locales.length);
  });

  it('lists the components each locale translates', () => {
    const fr = locales.find((l) => l.exportName === 'frFR')!;
    expect(fr.components).toContain('MuiTablePagination');
    // English is the components' own language: its export is empty.
    expect(locales.find((l) => l.exportName === 'enUS')?.components).toEqual([]);
  });
});
