/** Compiles the blog's posts through the same MDX pipeline as the pages, and writes the post index. */
import path from 'node:path';
import { tagPath } from '@/model/post-record';
import { collectPosts, type PostSource } from '../blog/collect-posts';
import { compilePosts } from '../blog/compile-posts';
import { defineStep } from './prebuild-step';

export type BlogOutput = Awaited<ReturnType<typeof compilePosts>> & {
  posts: PostSource[];
  /** The tag pages, one per tag some post carries. */
  tagRoutes: string[];
};

export const blogStep = defineStep({
  name: 'blog',
  needs: ['versions'],
  async run({ versions }, { root }): Promise<BlogOutput> {
    const contentRoot = path.join(root, 'content');
    const posts = await collectPosts(path.join(contentRoot, 'blog'), root);
    const blog = await compilePosts(posts, root, path.join(root, 'generated'), { contentRoot, versions });
    const tagRoutes = [...new Set(blog.records.flatMap((r) => r.tags))].map(tagPath);
    console.log(`blog: ${blog.records.length} posts, ${tagRoutes.length} tags`);
    return { ...blog, posts, tagRoutes };
  },
});
