import '@/modules/zod-setup';
import { z } from 'zod';
import type { ApiPackageEntry } from '@data/api-packages';

/** data/api-packages.ts, checked by the prebuild's API step; the defaults are filled here. */
export const apiPackageSchema = z
  .object({
    package: z.string().regex(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/),
    segment: z.string().regex(/^[a-z-]+$/),
    hooks: z.boolean().default(false),
    ownFiles: z.boolean().default(false),
    only: z.array(z.string()).optional(),
    folders: z.array(z.string().regex(/^[A-Za-z_]+$/)).default([]),
    exclude: z.record(z.string(), z.string()).default({}),
    classesOf: z.record(z.string(), z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).default({}),
    sourceBase: z.string().regex(/^https:\/\/github\.com\/.+\{version\}.+$/),
  })
  .strict();

/** A package as the API pipeline reads it: data/api-packages.ts's entry with its defaults filled. */
export type ApiPackage = z.output<typeof apiPackageSchema>;

export const apiPackagesSchema = z.array(apiPackageSchema) satisfies z.ZodType<
  ApiPackage[],
  ApiPackageEntry[]
>;
