import { describe, expect, it } from 'vitest';
import { XLicenseKey } from '@/modules/x-license';
import { usesCommercialX, xLicenseModule } from './x-license-module';

describe('x-license module', () => {
  it('sets nothing without a key', () => {
    const source = xLicenseModule(undefined);
    expect(source).not.toContain('LicenseInfo');
    expect(source).toContain('export const xLicense = false;');
  });

  it('sets the key with LicenseInfo when one is configured', () => {
    const source = xLicenseModule(new XLicenseKey('abcdefabcdefabcdef0123456789'));
    expect(source).toContain("import { LicenseInfo } from '@mui/x-license';");
    expect(source).toContain('LicenseInfo.setLicenseKey("abcdefabcdefabcdef0123456789");');
    expect(source).toContain('export const xLicense = true;');
  });

  it('recognises demos on the commercial packages only', () => {
    expect(usesCommercialX({ '@mui/x-data-grid-pro': '7.29.13', react: '18.3.1' })).toBe(true);
    expect(usesCommercialX({ '@mui/x-date-pickers-pro': '7.29.4' })).toBe(true);
    expect(usesCommercialX({ '@mui/x-data-grid': '7.29.13', '@mui/x-date-pickers': '7.29.4' })).toBe(false);
  });
});
