import type { NavItem } from '@/modules/nav';

export const baseUiNav: NavItem[] = [
  {
    pathname: '/base-ui/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/base-ui/getting-started/overview/', title: 'Overview' },
      { pathname: '/base-ui/getting-started/installation/', title: 'Installation' },
    ],
  },
  {
    pathname: '/base-ui/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/base-ui/api/', title: 'All API pages' }],
  },
];
