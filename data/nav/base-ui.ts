import type { NavItem } from '@/modules/nav';

export const baseUiNav: NavItem[] = [
  {
    pathname: '/base-ui/getting-started',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/base-ui/getting-started/overview/', title: 'Overview' },
      { pathname: '/base-ui/getting-started/installation/', title: 'Installation' },
    ],
  },
  {
    pathname: '/base-ui/components',
    title: 'Components',
    icon: 'component',
    children: [
      {
        pathname: '/base-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/base-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/base-ui/react-button/', title: 'Button' },
          { pathname: '/base-ui/react-input/', title: 'Input' },
          { pathname: '/base-ui/react-number-input/', title: 'Number Input' },
          { pathname: '/base-ui/react-select/', title: 'Select' },
          { pathname: '/base-ui/react-slider/', title: 'Slider' },
          { pathname: '/base-ui/react-switch/', title: 'Switch' },
        ],
      },
      {
        pathname: '/base-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [{ pathname: '/base-ui/react-badge/', title: 'Badge' }],
      },
      {
        pathname: '/base-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [{ pathname: '/base-ui/react-snackbar/', title: 'Snackbar' }],
      },
      {
        pathname: '/base-ui/components/navigation',
        title: 'Navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/base-ui/react-menu/', title: 'Menu' },
          { pathname: '/base-ui/react-table-pagination/', title: 'Table Pagination' },
          { pathname: '/base-ui/react-tabs/', title: 'Tabs' },
        ],
      },
      {
        pathname: '/base-ui/components/utils',
        title: 'Utils',
        subheader: 'Utils',
        children: [
          { pathname: '/base-ui/react-click-away-listener/', title: 'Click-Away Listener' },
          { pathname: '/base-ui/react-focus-trap/', title: 'Focus Trap' },
          { pathname: '/base-ui/react-form-control/', title: 'Form Control' },
          { pathname: '/base-ui/react-modal/', title: 'Modal' },
          { pathname: '/base-ui/react-no-ssr/', title: 'No SSR' },
          { pathname: '/base-ui/react-popper/', title: 'Popper' },
          { pathname: '/base-ui/react-popup/', title: 'Popup' },
          { pathname: '/base-ui/react-portal/', title: 'Portal' },
          { pathname: '/base-ui/react-textarea-autosize/', title: 'Textarea Autosize' },
        ],
      },
    ],
  },
  {
    pathname: '/base-ui/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/base-ui/api/', title: 'All API pages' }],
  },
];
