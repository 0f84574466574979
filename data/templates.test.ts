import { describe, expect, it } from 'vitest';
import { templateBySlug, templateRoute } from './templates';

describe('data/templates', () => {
  it('builds routes below the gallery and fails clearly on an unknown slug', () => {
    expect(templateRoute('sign-in')).toBe('/material-ui/getting-started/templates/sign-in/');
    expect(() => templateBySlug('nope')).toThrow('data/templates.ts: no template with slug "nope"');
  });
});
