import path from 'node:path';
import { moduleIdFor } from '../content/page-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import type { DemoRecord } from '@/model/demo-record';
import { compilePage, type CompileOptions } from '../markdown/compile-page';
import type { PageLink } from '../markdown/remark-collect-links';
import type { SearchablePage } from '../search/page-documents';
import type { PostSource } from './collect-posts';
import type { PostRecord } from '@/model/post-record';

/**
 * Compiles posts through the same MDX pipeline as the docs pages (headings, callouts, demos,
 * highlighting, link checks) into generated/posts/, and writes the post index.
 */
export async function compilePosts(
  posts: PostSource[],
  root: string,
  outDir: string,
  options: CompileOptions,
): Promise<{
  records: PostRecord[];
  demos: DemoRecord[];
  links: Array<{ file: string; route: string; links: PageLink[] }>;
  /** Posts as the search index sees them (section `blog`). */
  searchable: SearchablePage[];
}> {
  const records: PostRecord[] = [];
  const demos: DemoRecord[] = [];
  const links: Array<{ file: string; route: string; links: PageLink[] }> = [];
  const searchable: SearchablePage[] = [];
  for (const post of posts) {
    const compiled = await compilePage(post.source, path.join(root, post.file), options);
    const moduleId = moduleIdFor(post.route);
    await writeIfChanged(path.join(outDir, 'posts', `${moduleId}.js`), `${GENERATED_HEADER}${compiled.code}`);
    records.push({
      ...post.frontmatter,
      slug: post.slug,
      route: post.route,
      file: post.file,
      toc: compiled.toc,
      anchors: compiled.anchors,
      moduleId,
    });
    demos.push(...compiled.demos);
    links.push({ file: post.file, route: post.route, links: compiled.links });
    searchable.push({
      route: post.route,
      product: 'blog',
      title: post.frontmatter.title,
      description: post.frontmatter.description,
      sections: compiled.sections,
      demos: compiled.demos,
    });
  }
  // Data only: the post route loads each module by its record's `moduleId` through the registry
  // (src/registry/posts.ts, docs/decisions/0022-registry-of-generated-modules.md).
  await writeIfChanged(path.join(outDir, 'blog-posts.json'), `${JSON.stringify(records, null, 1)}\n`);
  return { records, demos, links, searchable };
}
