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
];
