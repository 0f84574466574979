import type { NavItem } from '@/modules/nav';

export const systemNav: NavItem[] = [
  {
    pathname: '/system/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/system/getting-started/overview/', title: 'Overview' },
      { pathname: '/system/getting-started/installation/', title: 'Installation' },
      { pathname: '/system/getting-started/the-sx-prop/', title: 'The sx prop' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    icon: 'customization',
    children: [
      { pathname: '/system/properties/', title: 'Properties' },
      { pathname: '/system/styled/', title: 'styled' },
      { pathname: '/system/theme-utilities/', title: 'Theme utilities' },
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    icon: 'component',
    children: [
      { pathname: '/system/react-box/', title: 'Box' },
      { pathname: '/system/react-container/', title: 'Container' },
      { pathname: '/system/react-grid/', title: 'Grid' },
      { pathname: '/system/react-stack/', title: 'Stack' },
    ],
  },
  {
    pathname: '/system/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/system/api/', title: 'All API pages' }],
  },
];
