import type { Frontmatter } from './frontmatter-schema';
import type { TocEntry } from './toc';

/** One built page as the app sees it: written to generated/pages.json by the prebuild. */
export interface PageRecord extends Omit<Frontmatter, 'product'> {
  route: string;
  file: string;
  segment: string;
  /** Catch-all params below the product segment. */
  slug: string[];
  toc: TocEntry[];
  /** Ids a link may target on this page: headings and demos. */
  anchors: string[];
  /** ISO date of the source file's last commit, when git history is available. */
  lastUpdated?: string;
  /** Module id of the compiled page under generated/content/ (loaded by src/registry/pages.ts). */
  moduleId: string;
}
