import type { NavItem } from '@/modules/nav';

export const systemNav: NavItem[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/system/getting-started/', title: 'Overview' },
      { pathname: '/system/getting-started/installation/', title: 'Installation' },
      { pathname: '/system/getting-started/usage/', title: 'Usage' },
      { pathname: '/system/getting-started/the-sx-prop/', title: 'The sx prop' },
      { pathname: '/system/getting-started/custom-components/', title: 'Custom components' },
      { pathname: '/system/getting-started/support/', title: 'Support' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    icon: 'customization',
    children: [
      { pathname: '/system/properties/', title: 'Properties' },
      { pathname: '/system/borders/', title: 'Borders' },
      { pathname: '/system/display/', title: 'Display' },
      { pathname: '/system/flexbox/', title: 'Flexbox' },
      { pathname: '/system/grid/', title: 'Grid' },
      { pathname: '/system/palette/', title: 'Palette' },
      { pathname: '/system/positions/', title: 'Positions' },
      { pathname: '/system/shadows/', title: 'Shadows' },
      { pathname: '/system/sizing/', title: 'Sizing' },
      { pathname: '/system/spacing/', title: 'Spacing' },
      { pathname: '/system/screen-readers/', title: 'Screen readers' },
      { pathname: '/system/typography/', title: 'Typography' },
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
  {
    pathname: '/system/customization',
    title: 'Customization',
    icon: 'customization',
    children: [
      { pathname: '/system/customization/theme-scoping/', title: 'Theme scoping' },
      { pathname: '/system/customization/custom-components/', title: 'Themeable components' },
    ],
  },
  {
    pathname: '/system/guides',
    title: 'Guides',
    icon: 'guides',
    children: [
      { pathname: '/system/guides/css-theme-variables/', title: 'CSS theme variables' },
      { pathname: '/system/guides/using-with-tailwind/', title: 'Using with Tailwind CSS' },
    ],
  },
  {
    pathname: '/system/integrations',
    title: 'Integrations',
    icon: 'integrations',
    children: [
      { pathname: '/system/integrations/next-js-app-router/', title: 'Next.js App Router' },
      { pathname: '/system/integrations/styled-components/', title: 'styled-components' },
      { pathname: '/system/integrations/base-ui/', title: 'Base UI' },
    ],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    icon: 'test',
    children: [
      { pathname: '/system/experimental-api/configure-the-sx-prop/', title: 'Configure the sx prop' },
      { pathname: '/system/experimental-api/css-theme-variables/', title: 'CSS Theme Variables' },
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    icon: 'migration',
    children: [
      { pathname: '/system/migration/migration-v5/', title: 'From v5 to v6' },
      { pathname: '/system/migration/from-jss/', title: 'From JSS (@mui/styles)' },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    icon: 'customization',
    legacy: true,
    children: [
      { pathname: '/system/styles/basics/', title: 'Basics', legacy: true },
      { pathname: '/system/styles/advanced/', title: 'Advanced', legacy: true },
      { pathname: '/system/styles/api/', title: 'APIs', legacy: true },
    ],
  },
  {
    pathname: '/system/discover-more',
    title: 'Discover more',
    icon: 'discover',
    children: [
      { pathname: '/system/discover-more/versions/', title: 'Versions' },
      { pathname: '/system/discover-more/related-projects/', title: 'Related projects' },
    ],
  },
  {
    pathname: '/system/design-resources',
    title: 'Design resources',
    icon: 'design',
    children: [
      { pathname: '/system/design-resources/default-tokens/', title: 'Default theme tokens' },
      { pathname: '/system/design-resources/color-contrast/', title: 'Color contrast' },
    ],
  },
];
