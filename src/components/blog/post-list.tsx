import { SiteLink } from '@/components/link/site-link.client';
import type { PostRecord } from '@/model/post-record';
import { tagPath } from '@/model/post-record';
import { usedTags } from '@/lib/blog';
import { PostMeta } from './post-meta';
import styles from './blog.module.css';

/** Tag filter: "All" plus one link per tag in use; the current one is marked for assistive tech. */
export function TagFilter({ current }: { current?: string }) {
  return (
    <nav aria-label="Filter posts by tag">
      <ul className={styles.tags}>
        <li>
          <SiteLink className={styles.tag} href="/blog/" aria-current={current ? undefined : 'page'}>
            All posts
          </SiteLink>
        </li>
        {usedTags().map((tag) => (
          <li key={tag.id}>
            <SiteLink
              className={styles.tag}
              href={tagPath(tag.id)}
              aria-current={current === tag.id ? 'page' : undefined}
            >
              {tag.label}
            </SiteLink>
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
              <SiteLink href={post.route}>{post.title}</SiteLink>
            </h2>
            <PostMeta post={post} />
            <p>{post.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
