import type { NavItem } from '@/modules/nav';

export const joyUiNav: NavItem[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/joy-ui/getting-started/', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation/', title: 'Installation' },
      { pathname: '/joy-ui/getting-started/usage/', title: 'Usage' },
      { pathname: '/joy-ui/getting-started/tutorial/', title: 'Tutorial' },
      { pathname: '/joy-ui/getting-started/templates/', title: 'Templates' },
      { pathname: '/joy-ui/getting-started/roadmap/', title: 'Roadmap' },
      { pathname: '/joy-ui/getting-started/support/', title: 'Support' },
      {
        pathname: '/joy-ui/main-features',
        title: 'Main features',
        subheader: 'Main features',
        children: [
          { pathname: '/joy-ui/main-features/global-variants/', title: 'Global variants' },
          { pathname: '/joy-ui/main-features/color-inversion/', title: 'Color inversion' },
          { pathname: '/joy-ui/main-features/automatic-adjustment/', title: 'Automatic adjustment' },
          { pathname: '/joy-ui/main-features/dark-mode-optimization/', title: 'Dark mode optimization' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    icon: 'component',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/joy-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/joy-ui/react-button/', title: 'Button' },
          { pathname: '/joy-ui/react-button-group/', title: 'Button Group' },
          { pathname: '/joy-ui/react-checkbox/', title: 'Checkbox' },
          { pathname: '/joy-ui/react-input/', title: 'Input' },
          { pathname: '/joy-ui/react-radio-button/', title: 'Radio Button' },
          { pathname: '/joy-ui/react-select/', title: 'Select' },
          { pathname: '/joy-ui/react-slider/', title: 'Slider' },
          { pathname: '/joy-ui/react-switch/', title: 'Switch' },
          { pathname: '/joy-ui/react-text-field/', title: 'Text Field' },
          { pathname: '/joy-ui/react-textarea/', title: 'Textarea' },
          { pathname: '/joy-ui/react-toggle-button-group/', title: 'Toggle Button Group' },
        ],
      },
      {
        pathname: '/joy-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [
          { pathname: '/joy-ui/react-aspect-ratio/', title: 'Aspect Ratio' },
          { pathname: '/joy-ui/react-avatar/', title: 'Avatar' },
          { pathname: '/joy-ui/react-badge/', title: 'Badge' },
          { pathname: '/joy-ui/react-chip/', title: 'Chip' },
          { pathname: '/joy-ui/react-divider/', title: 'Divider' },
          { pathname: '/joy-ui/react-list/', title: 'List' },
          { pathname: '/joy-ui/react-table/', title: 'Table' },
          { pathname: '/joy-ui/react-tooltip/', title: 'Tooltip' },
          { pathname: '/joy-ui/react-typography/', title: 'Typography' },
        ],
      },
      {
        pathname: '/joy-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/joy-ui/react-alert/', title: 'Alert' },
          { pathname: '/joy-ui/react-circular-progress/', title: 'Circular Progress' },
          { pathname: '/joy-ui/react-linear-progress/', title: 'Linear Progress' },
          { pathname: '/joy-ui/react-modal/', title: 'Modal' },
          { pathname: '/joy-ui/react-skeleton/', title: 'Skeleton' },
          { pathname: '/joy-ui/react-snackbar/', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/joy-ui/components/surfaces',
        title: 'Surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/joy-ui/react-accordion/', title: 'Accordion' },
          { pathname: '/joy-ui/react-card/', title: 'Card' },
          { pathname: '/joy-ui/react-sheet/', title: 'Sheet' },
        ],
      },
      {
        pathname: '/joy-ui/components/navigation',
        title: 'Navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/joy-ui/react-breadcrumbs/', title: 'Breadcrumbs' },
          { pathname: '/joy-ui/react-drawer/', title: 'Drawer' },
          { pathname: '/joy-ui/react-link/', title: 'Link' },
          { pathname: '/joy-ui/react-menu/', title: 'Menu' },
          { pathname: '/joy-ui/react-stepper/', title: 'Stepper' },
          { pathname: '/joy-ui/react-tabs/', title: 'Tabs' },
        ],
      },
      {
        pathname: '/joy-ui/components/layout',
        title: 'Layout',
        subheader: 'Layout',
        children: [
          { pathname: '/joy-ui/react-box/', title: 'Box' },
          { pathname: '/joy-ui/react-container/', title: 'Container' },
          { pathname: '/joy-ui/react-grid/', title: 'Grid' },
          { pathname: '/joy-ui/react-stack/', title: 'Stack' },
        ],
      },
      {
        pathname: '/joy-ui/components/utils',
        title: 'Utils',
        subheader: 'Utils',
        children: [
          { pathname: '/joy-ui/react-css-baseline/', title: 'CSS Baseline' },
          { pathname: '/joy-ui/react-svg-icon/', title: 'SVG Icon' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/api-reference',
    title: 'API reference',
    icon: 'api',
    children: [{ pathname: '/joy-ui/api/', title: 'All API pages' }],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    icon: 'customization',
    children: [
      { pathname: '/joy-ui/customization/approaches/', title: 'Approaches' },
      {
        pathname: '/joy-ui/customization/theme',
        title: 'Theme',
        subheader: 'Theme',
        children: [
          { pathname: '/joy-ui/customization/theme-colors/', title: 'Colors' },
          { pathname: '/joy-ui/customization/theme-shadow/', title: 'Shadow' },
          { pathname: '/joy-ui/customization/theme-typography/', title: 'Typography' },
          { pathname: '/joy-ui/customization/themed-components/', title: 'Components' },
        ],
      },
      {
        pathname: '/joy-ui/customization/guides',
        title: 'Guides',
        subheader: 'Guides',
        children: [
          { pathname: '/joy-ui/customization/dark-mode/', title: 'Dark mode' },
          { pathname: '/joy-ui/customization/using-css-variables/', title: 'Using CSS variables' },
          {
            pathname: '/joy-ui/customization/creating-themed-components/',
            title: 'Creating themed components',
          },
          {
            pathname: '/joy-ui/customization/overriding-component-structure/',
            title: 'Overriding the component structure',
          },
          { pathname: '/joy-ui/customization/right-to-left/', title: 'Right-to-left support' },
        ],
      },
      {
        pathname: '/joy-ui/customization/tools',
        title: 'Tools',
        subheader: 'Tools',
        children: [
          { pathname: '/joy-ui/customization/default-theme-viewer/', title: 'Default theme viewer' },
          { pathname: '/joy-ui/customization/theme-builder/', title: 'Theme builder' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/guides',
    title: 'Guides',
    icon: 'guides',
    children: [
      { pathname: '/joy-ui/guides/joy-ui-with-material-ui/', title: 'Joy UI and Material UI together' },
      { pathname: '/joy-ui/guides/dark-mode-without-flicker/', title: 'Dark mode without flicker' },
    ],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    icon: 'integrations',
    children: [
      { pathname: '/joy-ui/integrations/next-js-app-router/', title: 'Next.js App Router' },
      { pathname: '/joy-ui/integrations/icon-libraries/', title: 'Icon libraries' },
    ],
  },
  {
    pathname: '/joy-ui/migration',
    title: 'Migration',
    icon: 'migration',
    children: [
      { pathname: '/joy-ui/migration/from-material-ui/', title: 'From Material UI' },
      { pathname: '/joy-ui/migration/upgrading-betas/', title: 'Upgrading between betas' },
      { pathname: '/joy-ui/migration/migrating-default-theme/', title: 'Migrating the default theme' },
    ],
  },
  {
    pathname: '/joy-ui/discover-more',
    title: 'Discover more',
    icon: 'discover',
    children: [
      { pathname: '/joy-ui/discover-more/versions/', title: 'Versions and releases' },
      { pathname: '/joy-ui/discover-more/accessibility/', title: 'Accessibility' },
      { pathname: '/joy-ui/discover-more/related-projects/', title: 'Related projects' },
    ],
  },
  {
    pathname: '/joy-ui/design-resources',
    title: 'Design resources',
    icon: 'design',
    children: [
      { pathname: '/joy-ui/design-resources/color-tokens/', title: 'Color tokens' },
      { pathname: '/joy-ui/design-resources/scale-tokens/', title: 'Scale tokens' },
    ],
  },
];
