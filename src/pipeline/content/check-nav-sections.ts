import { flattenPages, type NavItem } from '@/modules/nav';

/**
 * The top-level sections every component-library product's navigation has (issue #8; spec §2:
 * getting started, components, API reference, customization, guides, integrations, migration,
 * discover more, design resources), each with at least two pages.
 */
export const REQUIRED_SECTIONS = [
  'Getting started',
  'Components',
  'API reference',
  'Customization',
  'Guides',
  'Integrations',
  'Migration',
  'Discover more',
  'Design resources',
] as const;

export const SECTIONED_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;

/** Fails the build naming the nav file and every missing or thin section. */
export function checkNavSections(navs: Readonly<Record<string, NavItem[]>>, products = SECTIONED_PRODUCTS): void {
  const problems: string[] = [];
  for (const product of products) {
    const tree = navs[product] ?? [];
    for (const title of REQUIRED_SECTIONS) {
      const section = tree.find((item) => item.title === title);
      if (!section) problems.push(`data/nav/${product}.ts: no "${title}" section`);
      // API reference lists one index page that leads to every API page.
      else if (title !== 'API reference' && flattenPages(section.children ?? []).length < 2)
        problems.push(`data/nav/${product}.ts: "${title}" has fewer than 2 pages`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
