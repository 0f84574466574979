import { SiteLink } from '@/components/link/site-link.client';
import type { NavItem } from '@/modules/nav';
import { t } from '@/i18n';
import styles from './breadcrumbs.module.css';

/** Trail of nav groups above the page; groups are not pages, so only the product root links. */
export function Breadcrumbs({
  product,
  trail,
}: {
  product: { name: string; home: string };
  trail: NavItem[];
}) {
  const groups = trail.slice(0, -1);
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <SiteLink href={product.home}>{product.name}</SiteLink>
        </li>
        {groups.map((item) => (
          <li key={item.pathname}>{item.title}</li>
        ))}
      </ol>
    </nav>
  );
}
