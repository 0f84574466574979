import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { FEED_PATH } from '@/modules/site-outputs/paths';
import postsJson from '@generated/blog-posts.json';
import { blogAuthors, blogTags, type BlogTag } from '@data/blog';
import type { PostRecord } from '@/model/post-record';

const posts = postsJson as PostRecord[];

/** Every post, newest first. */
export function allPosts(): readonly PostRecord[] {
  return posts;
}

export function findPost(slug: string): PostRecord | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Tags that at least one post carries, in data/blog.ts order. */
export function usedTags(): BlogTag[] {
  return blogTags.filter((tag) => posts.some((post) => post.tags.includes(tag.id)));
}

export function findTag(id: string): BlogTag | undefined {
  return blogTags.find((tag) => tag.id === id);
}

export function authorsOf(post: PostRecord) {
  return post.authors.map((id) => blogAuthors.find((author) => author.id === id)!);
}

/** Page metadata plus the feed link, so readers' feed finders discover it from any blog page. */
export function blogMetadata(meta: { route: string; title: string; description: string }): Metadata {
  const base = pageMetadata(meta);
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        ...base.alternates?.types,
        'application/rss+xml': [{ url: FEED_PATH, title: 'MUI Docs blog' }],
      },
    },
  };
}
