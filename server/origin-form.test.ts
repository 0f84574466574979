import { describe, expect, it } from 'vitest';
import { originForm } from './origin-form.mjs';

describe('originForm', () => {
  it('keeps the path and query of an absolute-form target and drops its host', () => {
    expect(originForm('http://evil.example/components/buttons/')).toBe('/components/buttons/');
    expect(originForm('HTTPS://evil.example:8443/a/b?q=1#x')).toBe('/a/b?q=1');
    expect(originForm('http://evil.example')).toBe('/');
    expect(originForm('http://[::1')).toBe('/');
  });

  it('leaves origin-form and other targets as they are', () => {
    expect(originForm('/material-ui/react-button/?x=http://a.example/')).toBe(
      '/material-ui/react-button/?x=http://a.example/',
    );
    expect(originForm('//evil.example/x')).toBe('//evil.example/x');
    expect(originForm('*')).toBe('*');
    expect(originForm(undefined)).toBeUndefined();
  });
});
