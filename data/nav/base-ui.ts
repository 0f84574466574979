import type { NavItem } from '@/modules/nav';

export const baseUiNav: NavItem[] = [
  {
    pathname: '/base-ui/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/base-ui/getting-started/', title: 'Overview' },
      { pathname: '/base-ui/getting-started/quickstart/', title: 'Quickstart' },
      { pathname: '/base-ui/getting-started/installation/', title: 'Installation' },
      { pathname: '/base-ui/getting-started/usage/', title: 'Usage' },
      { pathname: '/base-ui/getting-started/customization/', title: 'Customization' },
      { pathname: '/base-ui/getting-started/accessibility/', title: 'Accessibility' },
      { pathname: '/base-ui/getting-started/roadmap/', title: 'Roadmap' },
      { pathname: '/base-ui/getting-started/support/', title: 'Support' },
    ],
  },
  {
    pathname: '/base-ui/components',
    title: 'Components',
    icon: 'component',
    children: [
      { pathname: '/base-ui/all-components/', title: 'All components' },
      {
        pathname: '/base-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/base-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/base-ui/react-button/', title: 'Button' },
          { pathname: '/base-ui/react-checkbox/', title: 'Checkbox', planned: true },
          { pathname: '/base-ui/react-input/', title: 'Input' },
          { pathname: '/base-ui/react-number-input/', title: 'Number Input' },
          { pathname: '/base-ui/react-radio-group/', title: 'Radio Group', planned: true },
          { pathname: '/base-ui/react-rating/', title: 'Rating', planned: true },
          { pathname: '/base-ui/react-select/', title: 'Select' },
          { pathname: '/base-ui/react-slider/', title: 'Slider' },
          { pathname: '/base-ui/react-switch/', title: 'Switch' },
          { pathname: '/base-ui/react-toggle-button-group/', title: 'Toggle Button Group', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [
          { pathname: '/base-ui/react-badge/', title: 'Badge' },
          { pathname: '/base-ui/react-tooltip/', title: 'Tooltip', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [{ pathname: '/base-ui/react-snackbar/', title: 'Snackbar' }],
      },
      {
        pathname: '/base-ui/components/surfaces',
        title: 'Surfaces',
        subheader: 'Surfaces',
        children: [{ pathname: '/base-ui/react-accordion/', title: 'Accordion', planned: true }],
      },
      {
        pathname: '/base-ui/components/navigation',
        title: 'Navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/base-ui/react-drawer/', title: 'Drawer', planned: true },
          { pathname: '/base-ui/react-menu/', title: 'Menu' },
          { pathname: '/base-ui/react-pagination/', title: 'Pagination', planned: true },
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
          { pathname: '/base-ui/react-transitions/', title: 'Transitions' },
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
  {
    pathname: '/base-ui/customization',
    title: 'Customization',
    icon: 'customization',
    children: [
      { pathname: '/base-ui/customization/styling-with-css/', title: 'Styling with CSS' },
      { pathname: '/base-ui/customization/styling-with-tailwind/', title: 'Styling with Tailwind CSS' },
      { pathname: '/base-ui/customization/overriding-slots/', title: 'Overriding slots' },
    ],
  },
  {
    pathname: '/base-ui/guides',
    title: 'Guides',
    icon: 'guides',
    children: [
      { pathname: '/base-ui/guides/working-with-tailwind-css/', title: 'Working with Tailwind CSS' },
      {
        pathname: '/base-ui/guides/overriding-component-structure/',
        title: 'Overriding component structure',
      },
      { pathname: '/base-ui/guides/building-from-a-hook/', title: 'Building from a hook' },
      { pathname: '/base-ui/guides/next-js-app-router/', title: 'Next.js App Router' },
    ],
  },
  {
    pathname: '/base-ui/integrations',
    title: 'Integrations',
    icon: 'integrations',
    children: [
      { pathname: '/base-ui/integrations/tailwind-css-setup/', title: 'Tailwind CSS set-up' },
      { pathname: '/base-ui/integrations/css-modules/', title: 'CSS Modules' },
      { pathname: '/base-ui/integrations/mui-system/', title: 'MUI System' },
    ],
  },
  {
    pathname: '/base-ui/migration',
    title: 'Migration',
    icon: 'migration',
    children: [
      { pathname: '/base-ui/migration/beta-releases/', title: 'Upgrading between betas' },
      { pathname: '/base-ui/migration/from-unstyled-components/', title: 'From the Unstyled components' },
      { pathname: '/base-ui/migration/from-material-ui/', title: 'From Material UI' },
    ],
  },
  {
    pathname: '/base-ui/discover-more',
    title: 'Discover more',
    icon: 'discover',
    children: [
      { pathname: '/base-ui/discover-more/versions/', title: 'Versions and status' },
      { pathname: '/base-ui/discover-more/related-projects/', title: 'Related projects' },
    ],
  },
  {
    pathname: '/base-ui/design-resources',
    title: 'Design resources',
    icon: 'design',
    children: [
      { pathname: '/base-ui/design-resources/anatomy/', title: 'Component anatomy' },
      { pathname: '/base-ui/design-resources/states/', title: 'States to design' },
    ],
  },
];
