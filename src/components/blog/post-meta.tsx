import { SiteLink } from '@/components/link/site-link.client';
import { findTag, authorsOf } from '@/lib/blog';
import { tagPath, type PostRecord } from '@/model/post-record';
import styles from './blog.module.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** Date, authors and tags of a post: under its title on the post page and in every list. */
export function PostMeta({ post }: { post: PostRecord }) {
  return (
    <div className={styles.meta}>
      <time dateTime={post.date}>{dateFormat.format(new Date(`${post.date}T00:00:00Z`))}</time>
      <span>
        {authorsOf(post)
          .map((a) => a.name)
          .join(', ')}
      </span>
      <ul className={styles.tags} aria-label="Tags">
        {post.tags.map((id) => (
          <li key={id}>
            <SiteLink className={styles.tag} href={tagPath(id)}>
              {findTag(id)?.label ?? id}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
