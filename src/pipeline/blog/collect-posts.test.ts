import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPosts } from './collect-posts';

async function blogWith(posts: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'blog-'));
  for (const [slug, text] of Object.entries(posts)) {
    await mkdir(path.join(root, 'content/blog', slug), { recursive: true });
    await writeFile(path.join(root, 'content/blog', slug, 'index.mdx'), text);
  }
  return { root, blog: path.join(root, 'content/blog') };
}

const post = (fields: string) => `---\ntitle: A post\ndescription: About it\n${fields}\n---\n\n# A post\n`;

describe('collectPosts', () => {
  it('validates frontmatter and sorts newest first', async () => {
    const { root, blog } = await blogWith({
      older: post("date: '2026-01-05'\nauthors: [docs-team]\ntags: [guide]"),
      newer: post("date: '2026-03-01'\nauthors: [docs-team, design-team]\ntags: [release, docs]"),
    });
    const posts = await collectPosts(blog, root);
    expect(posts.map((p) => [p.slug, p.route, p.file])).toEqual([
      ['newer', '/blog/newer/', 'content/blog/newer/index.mdx'],
      ['older', '/blog/older/', 'content/blog/older/index.mdx'],
    ]);
    expect(posts[0].frontmatter.authors).toEqual(['docs-team', 'design-team']);
  });

  it.each([
    ["date: '2026-02-30'\nauthors: [docs-team]\ntags: [guide]", ':4: invalid "date": not a calendar date'],
    [
      'date: 3 Feb 2026\nauthors: [docs-team]\ntags: [guide]',
      ':4: invalid "date": expected a date as "YYYY-MM-DD"',
    ],
    ["date: '2026-02-03'\nauthors: [nobody]\ntags: [guide]", ':5: invalid "authors.0"'],
    ["date: '2026-02-03'\nauthors: [docs-team]\ntags: [gide]", ':6: invalid "tags.0"'],
    ["date: '2026-02-03'\nauthors: [docs-team]\ntags: []", ':6: invalid "tags"'],
    ["date: '2026-02-03'\nauthors: [docs-team]\ntags: [guide]\ndraft: true", ':7: invalid "draft"'],
  ])('names file and line of a bad field (%#)', async (fields, message) => {
    const { root, blog } = await blogWith({ bad: post(fields) });
    await expect(collectPosts(blog, root)).rejects.toThrow(`content/blog/bad/index.mdx${message}`);
  });

  it('refuses a folder without index.mdx', async () => {
    const { root, blog } = await blogWith({});
    await mkdir(path.join(blog, 'empty'), { recursive: true });
    await expect(collectPosts(blog, root)).rejects.toThrow(
      'content/blog/empty/index.mdx:1: a blog post folder needs',
    );
  });
});
