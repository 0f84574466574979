import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeXLicense, readXLicenseKey, X_LICENSE_ENV } from '.';

const secret = 'e0d9bb8070ce0054c9d9ecb6e82cb58fTz0xMjM0NSxFPTE3MzU2ODk2MDAwMDA=';

describe('MUI X license key', () => {
  it('is absent when the variable is unset or blank', () => {
    expect(readXLicenseKey({})).toBeUndefined();
    expect(readXLicenseKey({ [X_LICENSE_ENV]: '   ' })).toBeUndefined();
    expect(describeXLicense(undefined)).toContain('not set');
  });

  it('hands the key over only through reveal()', () => {
    const key = readXLicenseKey({ [X_LICENSE_ENV]: ` ${secret}\n` })!;
    expect(key.reveal()).toBe(secret);
    const printed = [
      String(key),
      `${key}`,
      JSON.stringify({ key }),
      inspect(key),
      inspect({ nested: { key } }),
      describeXLicense(key),
    ];
    for (const text of printed) expect(text).not.toContain(secret.slice(0, 8));
    expect(describeXLicense(key)).toContain('configured');
  });

  it('rejects a malformed value without echoing it', () => {
    const attempt = () => readXLicenseKey({ [X_LICENSE_ENV]: 'qwerty uiop asdfgh' });
    expect(attempt).toThrow(/MUI_X_LICENSE_KEY is set but is not a license key/);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain('qwerty');
    }
  });
});
