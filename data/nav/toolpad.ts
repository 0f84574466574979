import type { NavItem } from '@/modules/nav';

export const toolpadNav: NavItem[] = [
  {
    pathname: '/toolpad/core',
    title: 'Toolpad Core',
    icon: 'toolpad',
    children: [{ pathname: '/toolpad/core/introduction/', title: 'Introduction' }],
  },
];
