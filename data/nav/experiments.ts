import type { NavItem } from '@/modules/nav';

export const experimentsNav: NavItem[] = [
  {
    pathname: '/experiments/docs',
    title: 'Docs infra',
    icon: 'test',
    children: [
      { pathname: '/experiments/docs/overview/', title: 'Overview', unstable: true },
      { pathname: '/experiments/docs/demo-variants/', title: 'Demo variants' },
    ],
  },
];
