import { describe, expect, it } from 'vitest';
import { appPages } from '@data/app-pages';
import { blogAuthors } from '@data/blog';
import { coreLibraries } from '@data/core';
import { siteConfig } from '@data/site';
import { appPagesSchema } from '@/model/app-pages-schema';
import { blogAuthorsSchema } from '@/model/blog-schema';
import { coreLibrariesSchema } from '@/model/core-schema';
import { searchSynonymsSchema } from '@/model/search-synonyms-schema';
import { siteConfigSchema } from '@/model/site-schema';
import { earlierVersionsSchema } from '@/model/versions-schema';
import { checkDataFiles, DATA_FILES } from './check-data-files';

describe('checkDataFiles', () => {
  it('accepts every data file as it is', () => {
    expect(() => checkDataFiles()).not.toThrow();
  });

  it('leaves every value as it is: the app reads data/ directly, without the schemas', () => {
    for (const { file, schema, value } of DATA_FILES) expect(schema.parse(value), file).toStrictEqual(value);
  });

  it('names the data file and the place of the first bad value', () => {
    const [core] = coreLibraries;
    const bad = (file: string, schema: (typeof DATA_FILES)[number]['schema'], value: unknown) => () =>
      checkDataFiles([{ file, schema, value }]);
    expect(bad('data/core.ts', coreLibrariesSchema, [{ ...core, package: 'react' }])).toThrow(
      /^Invalid data in data\/core\.ts at 0\.package: /,
    );
    expect(bad('data/core.ts', coreLibrariesSchema, [{ ...core, highlights: ['one'] }])).toThrow(
      /data\/core\.ts at 0\.highlights/,
    );
    expect(
      bad('data/app-pages.ts', appPagesSchema, { ...appPages, home: { ...appPages.home, route: 'home' } }),
    ).toThrow(/data\/app-pages\.ts at home\.route/);
    expect(bad('data/blog.ts', blogAuthorsSchema, [{ ...blogAuthors[0], id: 'Docs Team' }])).toThrow(
      /data\/blog\.ts at 0\.id/,
    );
    expect(bad('data/site.ts', siteConfigSchema, { ...siteConfig, origin: 'mui.com' })).toThrow(
      /data\/site\.ts at origin/,
    );
    expect(bad('data/versions.ts', earlierVersionsSchema, [{ label: 'v4', url: 'v4.mui.com' }])).toThrow(
      /data\/versions\.ts at 0\.url/,
    );
    expect(bad('data/search-synonyms.ts', searchSynonymsSchema, { Dropdown: ['select'] })).toThrow(
      /data\/search-synonyms\.ts/,
    );
    expect(bad('data/search-synonyms.ts', searchSynonymsSchema, { dropdown: [] })).toThrow(
      /data\/search-synonyms\.ts at dropdown/,
    );
  });
});
