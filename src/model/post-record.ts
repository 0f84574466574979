import type { TocEntry } from './toc';
import type { PostFrontmatter } from '@/model/post-schema';

/** One built blog post as the app sees it: written to generated/blog-posts.json by the prebuild. */
export interface PostRecord extends PostFrontmatter {
  slug: string;
  route: string;
  file: string;
  toc: TocEntry[];
  anchors: string[];
  /** Module id of the compiled post under generated/posts/ (loaded by src/registry/posts.ts). */
  moduleId: string;
}

/** `/blog/tags/<tag>/` */
export const tagPath = (tag: string) => `/blog/tags/${tag}/`;
