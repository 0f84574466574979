import type { NavItem } from '@/modules/nav';

export const materialUiNav: NavItem[] = [
  {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/material-ui/getting-started/overview/', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation/', title: 'Installation' },
      { pathname: '/material-ui/getting-started/templates/', title: 'Templates' },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    icon: 'component',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [{ pathname: '/material-ui/react-button/', title: 'Button' }],
      },
    ],
  },
  {
    pathname: '/material-ui/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/material-ui/api/', title: 'All API pages' }],
  },
];
