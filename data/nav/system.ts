import type { NavItem } from '@/modules/nav';

export const systemNav: NavItem[] = [
  {
    pathname: '/system/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/system/getting-started/overview/', title: 'Overview' },
      { pathname: '/system/getting-started/installation/', title: 'Installation' },
    ],
  },
  {
    pathname: '/system/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/system/api/', title: 'All API pages' }],
  },
];
