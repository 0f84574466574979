import type { NavItem } from '@/modules/nav';

export const xNav: NavItem[] = [
  { pathname: '/x/introduction/', title: 'Introduction', icon: 'rocket' },
  {
    pathname: '/x/react-data-grid',
    title: 'Data Grid',
    icon: 'table',
    children: [{ pathname: '/x/react-data-grid/overview/', title: 'Overview' }],
  },
];
