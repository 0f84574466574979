import type { NavItem } from '@/modules/nav';

export const joyUiNav: NavItem[] = [
  {
    pathname: '/joy-ui/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/joy-ui/getting-started/overview/', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation/', title: 'Installation' },
    ],
  },
  {
    pathname: '/joy-ui/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/joy-ui/api/', title: 'All API pages' }],
  },
];
