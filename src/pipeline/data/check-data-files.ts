import type { z } from 'zod';
import { appPages } from '@data/app-pages';
import { blogAuthors, blogTags } from '@data/blog';
import { coreLibraries } from '@data/core';
import { searchSynonyms } from '@data/search-synonyms';
import { siteConfig } from '@data/site';
import { earlierVersions } from '@data/versions';
import { appPagesSchema } from '@/model/app-pages-schema';
import { blogAuthorsSchema, blogTagsSchema } from '@/model/blog-schema';
import { coreLibrariesSchema } from '@/model/core-schema';
import { searchSynonymsSchema } from '@/model/search-synonyms-schema';
import { siteConfigSchema } from '@/model/site-schema';
import { earlierVersionsSchema } from '@/model/versions-schema';
import { parseData } from './parse-data';

/** A data/ value the app reads as it is, and the schema the prebuild holds it to. */
export interface DataFile {
  file: string;
  schema: z.ZodType;
  value: unknown;
}

/**
 * The data files with no check of their own elsewhere in the prebuild (products, ads, nav,
 * templates, redirects and the API lists have theirs). None of these schemas fills a default or
 * transforms, so checking the value is all it takes: the app goes on reading data/ directly.
 */
export const DATA_FILES: readonly DataFile[] = [
  { file: 'data/app-pages.ts', schema: appPagesSchema, value: appPages },
  { file: 'data/blog.ts', schema: blogAuthorsSchema, value: blogAuthors },
  { file: 'data/blog.ts', schema: blogTagsSchema, value: blogTags },
  { file: 'data/core.ts', schema: coreLibrariesSchema, value: coreLibraries },
  { file: 'data/search-synonyms.ts', schema: searchSynonymsSchema, value: searchSynonyms },
  // With the environment's overrides (SITE_ORIGIN and the rest) already applied.
  { file: 'data/site.ts', schema: siteConfigSchema, value: siteConfig },
  { file: 'data/versions.ts', schema: earlierVersionsSchema, value: earlierVersions },
];

/** Fails the prebuild on the first file whose value breaks its schema, naming file and place. */
export function checkDataFiles(files: readonly DataFile[] = DATA_FILES): void {
  for (const { file, schema, value } of files) parseData(schema, value, file);
}
