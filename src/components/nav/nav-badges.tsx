import type { NavItem } from '@/modules/nav';
import { t } from '@/i18n';
import styles from './side-nav.module.css';

type Flag = 'newFeature' | 'planned' | 'unstable' | 'beta' | 'legacy' | 'deprecated';

const FLAG_LABELS: Array<[Flag, Parameters<typeof t>[0]]> = [
  ['newFeature', 'badges.new'],
  ['beta', 'badges.beta'],
  ['unstable', 'badges.unstable'],
  ['planned', 'badges.planned'],
  ['legacy', 'badges.legacy'],
  ['deprecated', 'badges.deprecated'],
];

/** Renders a nav item's flags (plan, new, beta…) as small labels after its title. */
export function NavBadges({ item }: { item: NavItem }) {
  const labels: Array<{ key: string; text: string }> = [];
  if (item.plan) labels.push({ key: item.plan, text: t(`badges.${item.plan}`) });
  for (const [flag, key] of FLAG_LABELS) {
    if (item[flag]) labels.push({ key: flag, text: t(key) });
  }
  if (labels.length === 0) return null;
  return (
    <>
      {labels.map(({ key, text }) => (
        <span key={key} className={styles.badge} data-badge={key}>
          {text}
        </span>
      ))}
    </>
  );
}
