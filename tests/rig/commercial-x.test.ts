import { afterEach, expect, it, vi } from 'vitest';
import { MISSING_X_LICENSE, licenseNoticeAllowed } from '../e2e/support/commercial-x';

// The banner exactly as @mui/x-license 7 prints it (showError in licenseErrorMessageUtils).
const banner = [
  '*************************************************************',
  '',
  'MUI X: Missing license key.',
  '',
  'The license key is missing. You might not be allowed to use `@mui/x-data-grid-pro` which is part of MUI X Pro.',
  '',
  '*************************************************************',
].join('\n');

afterEach(() => vi.unstubAllEnvs());

it('matches MUI X missing-key banner and nothing else', () => {
  expect(MISSING_X_LICENSE.test(banner)).toBe(true);
  expect(MISSING_X_LICENSE.test('MUI X: Missing license key.')).toBe(false);
  expect(MISSING_X_LICENSE.test(banner.replace('Missing license key', 'Invalid license key'))).toBe(false);
});

it('allows the banner only on pages with commercial demos, and only without a key', () => {
  vi.stubEnv('MUI_X_LICENSE_KEY', '');
  const pages = new Set(['/x/react-data-grid/tree-data/']);
  expect(licenseNoticeAllowed('/x/react-data-grid/tree-data/', pages)).toBe(true);
  expect(licenseNoticeAllowed('/x/react-data-grid/', pages)).toBe(false);
  vi.stubEnv('MUI_X_LICENSE_KEY', 'a-key-of-sixteen-chars-or-more');
  expect(licenseNoticeAllowed('/x/react-data-grid/tree-data/', pages)).toBe(false);
});
