/** An archived major version; the prebuild checks the list (src/model/versions-schema.ts). */
export interface EarlierVersion {
  label: string;
  /** Absolute URL of its archive. */
  url: string;
}

/** Earlier major versions, each archived on its own host. Current versions come from node_modules. */
export const earlierVersions: EarlierVersion[] = [
  { label: 'v5', url: 'https://v5.mui.com/' },
  { label: 'v4', url: 'https://v4.mui.com/' },
  { label: 'v3', url: 'https://v3.mui.com/' },
  { label: 'v1', url: 'https://v1.mui.com/' },
  { label: 'v0', url: 'https://v0.mui.com/' },
];

/** The packages whose installed versions the /versions/ page reports. */
export const documentedPackages = [
  { name: '@mui/material', label: 'Material UI (core)' },
  { name: '@mui/joy', label: 'Joy UI' },
  { name: '@mui/base', label: 'Base UI' },
  { name: '@mui/system', label: 'MUI System' },
] as const;
