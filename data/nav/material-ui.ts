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
      {
        pathname: '/material-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [
          { pathname: '/material-ui/react-avatar/', title: 'Avatar' },
          { pathname: '/material-ui/react-badge/', title: 'Badge' },
          { pathname: '/material-ui/react-chip/', title: 'Chip' },
          { pathname: '/material-ui/react-divider/', title: 'Divider' },
          { pathname: '/material-ui/material-icons/', title: 'Material Icons' },
          { pathname: '/material-ui/react-list/', title: 'List' },
          { pathname: '/material-ui/react-table/', title: 'Table' },
          { pathname: '/material-ui/react-tooltip/', title: 'Tooltip' },
          { pathname: '/material-ui/react-typography/', title: 'Typography' },
        ],
      },
      {
        pathname: '/material-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/material-ui/react-alert/', title: 'Alert' },
          { pathname: '/material-ui/react-dialog/', title: 'Dialog' },
          { pathname: '/material-ui/react-progress/', title: 'Progress' },
          { pathname: '/material-ui/react-skeleton/', title: 'Skeleton' },
          { pathname: '/material-ui/react-snackbar/', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/material-ui/components/surfaces',
        title: 'Surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/material-ui/react-accordion/', title: 'Accordion' },
          { pathname: '/material-ui/react-app-bar/', title: 'App Bar' },
          { pathname: '/material-ui/react-card/', title: 'Card' },
          { pathname: '/material-ui/react-paper/', title: 'Paper' },
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
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    icon: 'customization',
    children: [
      { pathname: '/material-ui/customization/density-playground/', title: 'Density playground' },
      { pathname: '/material-ui/customization/color-playground/', title: 'Color playground' },
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'Guides',
    icon: 'guides',
    children: [{ pathname: '/material-ui/guides/localization/', title: 'Localization' }],
  },
];
