import type { NavItem } from '@/modules/nav';

export const materialUiNav: NavItem[] = [
  {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/material-ui/getting-started/overview/', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation/', title: 'Installation' },
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
        children: [
          { pathname: '/material-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/material-ui/react-button/', title: 'Button' },
          { pathname: '/material-ui/react-button-group/', title: 'Button Group' },
          { pathname: '/material-ui/react-checkbox/', title: 'Checkbox' },
          { pathname: '/material-ui/react-floating-action-button/', title: 'Floating Action Button' },
          { pathname: '/material-ui/react-radio-group/', title: 'Radio Group' },
          { pathname: '/material-ui/react-rating/', title: 'Rating' },
          { pathname: '/material-ui/react-select/', title: 'Select' },
          { pathname: '/material-ui/react-slider/', title: 'Slider' },
          { pathname: '/material-ui/react-switch/', title: 'Switch' },
          { pathname: '/material-ui/react-text-field/', title: 'Text Field' },
          { pathname: '/material-ui/react-toggle-button/', title: 'Toggle Button' },
        ],
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
