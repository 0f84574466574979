import Link from 'next/link';
import { navFor } from '@data/nav';
import { flattenPages, type NavItem } from '@/modules/nav';
import { allPages } from '@/lib/pages';
import styles from './component-index.module.css';

const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The Components section's group of a product nav whose subheader (or title) is `group`. */
function componentGroup(product: string, group: string): NavItem | undefined {
  const components = navFor(product).find((item) => item.title === 'Components');
  return components?.children?.find((item) => (item.subheader ?? item.title) === group);
}

/**
 * One card per page of a Components nav group (All components page): the page's name, its
 * description from the frontmatter. Read from the nav and the page
 * index at build time, so a page added to the nav shows up here without editing this list.
 */
export function ComponentIndex({ product = 'material-ui', group }: { product?: string; group: string }) {
  const item = componentGroup(product, group);
  if (!item?.children)
    throw new Error(`ComponentIndex: no Components group "${group}" in data/nav/${product}.ts`);
  const byRoute = new Map(allPages().map((page) => [page.route, page]));
  return (
    <ul className={styles.grid} aria-label={`${group} components`}>
      {flattenPages(item.children).map((link) => {
        const page = byRoute.get(withSlash(link.pathname));
        return (
          <li key={link.pathname} className={styles.card}>
            <span className={styles.glyph} aria-hidden="true">
              {initials(link.title)}
            </span>
            <div className={styles.body}>
              <Link href={withSlash(link.pathname)} className={styles.link}>
                {link.title}
              </Link>
              {page ? <p className={styles.description}>{page.description}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function initials(title: string): string {
  const words = title
    .replace(/^use/, 'use ')
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.length > 1 ? `${words[0][0]}${words[1][0]}`.toUpperCase() : title.slice(0, 2);
}
