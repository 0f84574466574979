import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../content/content-error';
import { parseFrontmatterWith } from '../content/frontmatter';
import { postFrontmatterSchema, type PostFrontmatter } from '@/model/post-schema';

export interface PostSource {
  slug: string;
  /** `/blog/<slug>/` */
  route: string;
  /** Path relative to the repository root. */
  file: string;
  frontmatter: PostFrontmatter;
  source: string;
}

/** Every `content/blog/<slug>/index.mdx`, validated, newest first (then by slug for a stable order). */
export async function collectPosts(blogRoot: string, repoRoot: string): Promise<PostSource[]> {
  const entries = await readdir(blogRoot, { withFileTypes: true }).catch(() => []);
  const posts: PostSource[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const absolute = path.join(blogRoot, entry.name, 'index.mdx');
    const file = path.relative(repoRoot, absolute).split(path.sep).join('/');
    const source = await readFile(absolute, 'utf8').catch(() => null);
    if (source === null) throw new ContentError(file, 1, 'a blog post folder needs an index.mdx');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(entry.name)) {
      throw new ContentError(file, 1, `post folder "${entry.name}" must be kebab-case: it is the URL`);
    }
    const { data } = parseFrontmatterWith(postFrontmatterSchema, source, file);
    posts.push({ slug: entry.name, route: `/blog/${entry.name}/`, file, frontmatter: data, source });
  }
  return posts.sort(
    (a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date) || a.slug.localeCompare(b.slug),
  );
}
