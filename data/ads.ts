import type { Ad } from '@/modules/ads/schema';

// Plain data, no zod: the docs page passes the list to the ad block, which runs in the browser.
// The prebuild checks it against the ad schema (src/pipeline/data/check-ads.ts).

/**
 * In-house ads: shown when a blocker is assumed, when the provider has nothing usable, and when no
 * provider is configured. Images are our own 130x100 SVGs in public/static/ads/.
 */
export const inHouseAds: Ad[] = [
  {
    name: 'scaffold',
    link: 'https://mui.com/toolpad/core/introduction/',
    img: '/static/ads/scaffold.svg',
    description: 'Toolpad Core generates dashboards, CRUD pages and auth wired to MUI.',
    label: 'Scaffold tool',
    poweredby: 'MUI',
  },
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/static/ads/templates.svg',
    description: 'Start your next project with a polished, responsive dashboard or landing page.',
    label: 'Premium templates',
    poweredby: 'MUI',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/static/ads/themes.svg',
    description: 'Ready-made looks for Material UI that you can drop in and adjust.',
    label: 'Premium themes',
    poweredby: 'MUI',
  },
  {
    name: 'enterprise',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-enterprise',
    img: '/static/ads/enterprise.svg',
    description: 'Advanced data grid features and priority support for teams that ship at scale.',
    label: 'Enterprise subscription',
    poweredby: 'MUI',
  },
  {
    name: 'design-kit',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kit',
    img: '/static/ads/design-kit.svg',
    description: 'Every Material UI component for Figma, Sketch and Adobe XD, matching the code.',
    label: 'Design kit',
    poweredby: 'MUI',
  },
];
