import type { XLicenseKey } from '@/modules/x-license';
import { GENERATED_HEADER } from '../content/write-generated';

/** The MUI X packages that check a commercial license key at run time. */
export const COMMERCIAL_X_PACKAGES = [
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers-pro',
];

/** True when a demo's sandbox dependencies (read from its imports) include a commercial MUI X package. */
export function usesCommercialX(dependencies: Record<string, string>): boolean {
  return COMMERCIAL_X_PACKAGES.some((name) => name in dependencies);
}

/**
 * `generated/x-license.js`, which the demo groups of pages with Pro or Premium demos name
 * (`loaded: [xLicense]`, through src/registry/demo-group-kit.ts; write-demos.ts), so the key is set
 * before those demos render. This is the one place the key is revealed: MUI X checks it in the
 * browser, so it necessarily ships in those chunks (as in any app using the commercial packages).
 * Without a key the module sets nothing and the demos show MUI X's watermark and its "Missing
 * license key" console message. `xLicense` says whether a key was set.
 */
export function xLicenseModule(key: XLicenseKey | undefined): string {
  if (!key) {
    return `${GENERATED_HEADER.trim()}\n// No MUI_X_LICENSE_KEY at build time.\nexport const xLicense = false;\n`;
  }
  return [
    GENERATED_HEADER.trim(),
    "import { LicenseInfo } from '@mui/x-license';",
    '',
    `LicenseInfo.setLicenseKey(${JSON.stringify(key.reveal())});`,
    '',
    'export const xLicense = true;',
    '',
  ].join('\n');
}
