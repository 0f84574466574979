import Link from 'next/link';
import type { PostRecord } from '@/pipeline/blog/post-record';
import { tagPath } from '@/pipeline/blog/post-record';
import { usedTags } from '@/lib/blog';
import { PostMeta } from './post-meta';
import styles from './blog.module.css';

/** Tag filter: "All" plus one link per tag in use; the current one is marked for assistive tech. */
export function TagFilter({ current }: { current?: string }) {
  return (
    <nav aria-label="Filter posts by tag">
      <ul className={styles.tags}>
        <li>
          <Link className={styles.tag} href="/blog/" aria-current={current ? undefined : 'page'}>
            All posts
          </Link>
        </li>
        {usedTags().map((tag) => (
          <li key={tag.id}>
            <Link
              className={styles.tag}
              href={tagPath(tag.id)}
              aria-current={current === tag.id ? 'page' : undefined}
            >
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PostList({ posts }: { posts: readonly PostRecord[] }) {
  return (
    <ul className={styles.list} data-testid="post-list">
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <article aria-labelledby={`post-${post.slug}`}>
            <h2 id={`post-${post.slug}`}>
              <Link href={post.route}>{post.title}</Link>
            </h2>
            <PostMeta post={post} />
            <p>{post.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
