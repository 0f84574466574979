import { Glyph } from '@/components/icons/glyph';
import type { ChromeGlyphName } from '@/modules/icons/chrome-glyph-names';
import type { NavItem } from '@/modules/nav';
import styles from './side-nav.module.css';

/** Drawn as bare svg: the side nav is on every page, and each SvgIcon costs a style pass. */
const ICONS: Record<NonNullable<NavItem['icon']>, ChromeGlyphName> = {
  book: 'MenuBookRounded',
  component: 'WidgetsRounded',
  api: 'DataObjectRounded',
  customization: 'BrushRounded',
  guides: 'SchoolRounded',
  integrations: 'ExtensionRounded',
  migration: 'MoveUpRounded',
  discover: 'ExploreRounded',
  design: 'PaletteRounded',
  rocket: 'RocketLaunchRounded',
  table: 'TableChartRounded',
  calendar: 'CalendarMonthRounded',
  toolpad: 'HandymanRounded',
  blog: 'ArticleRounded',
  test: 'ScienceRounded',
};

export function NavIcon({ name }: { name: NonNullable<NavItem['icon']> }) {
  return <Glyph name={ICONS[name]} className={styles.icon} />;
}
