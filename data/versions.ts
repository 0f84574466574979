import '@/modules/zod-setup';
import { z } from 'zod';

const earlierVersionSchema = z.object({
  label: z.string(),
  url: z.url(),
});

/** Earlier major versions, each archived on its own host. Current versions come from node_modules. */
export const earlierVersions = z.array(earlierVersionSchema).parse([
  { label: 'v5', url: 'https://v5.mui.com/' },
  { label: 'v4', url: 'https://v4.mui.com/' },
  { label: 'v3', url: 'https://v3.mui.com/' },
  { label: 'v1', url: 'https://v1.mui.com/' },
  { label: 'v0', url: 'https://v0.mui.com/' },
]);

/** The packages whose installed versions the /versions/ page reports. */
export const documentedPackages = [
  { name: '@mui/material', label: 'Material UI (core)' },
  { name: '@mui/joy', label: 'Joy UI' },
  { name: '@mui/base', label: 'Base UI' },
  { name: '@mui/system', label: 'MUI System' },
] as const;
