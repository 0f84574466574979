import type { NavItem } from '@/modules/nav';

export const experimentsNav: NavItem[] = [
  {
    pathname: '/experiments/docs-group',
    title: 'Docs infra',
    icon: 'test',
    children: [
      { pathname: '/experiments/docs/', title: 'Overview', unstable: true },
      { pathname: '/experiments/docs/demo-variants/', title: 'Demo variants' },
      { pathname: '/experiments/docs/demos/', title: 'Demos with a theme or a frame' },
      { pathname: '/experiments/docs/callouts/', title: 'Callouts' },
      { pathname: '/experiments/docs/code-tabs/', title: 'Code tabs' },
      { pathname: '/experiments/docs/tables/', title: 'Tables' },
      { pathname: '/experiments/docs/api-excerpts/', title: 'API excerpts' },
      { pathname: '/experiments/docs/long-page/', title: 'Long page' },
    ],
  },
];
