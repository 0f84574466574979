import { describe, expect, it } from 'vitest';
import { parseTemplates, templateBySlug, templateRoute } from './templates';

const entry = { slug: 'blog', title: 'Blog', description: 'Posts.', sketch: [[0, 0, 10, 10, 'text']] };

describe('data/templates', () => {
  it('names the file and the bad field', () => {
    expect(() => parseTemplates([{ ...entry, slug: 'Blog Page' }])).toThrow(
      /^data\/templates\.ts: templates\[0\.slug\]/,
    );
    expect(() => parseTemplates([{ ...entry, sketch: [[0, 0, 10, 10, 'neon']] }])).toThrow(
      /templates\[0\.sketch\.0\.4\]/,
    );
  });

  it('rejects a duplicated slug', () => {
    expect(() => parseTemplates([entry, entry])).toThrow(/duplicated template slug/);
  });

  it('builds routes below the gallery and fails clearly on an unknown slug', () => {
    expect(templateRoute('sign-in')).toBe('/material-ui/getting-started/templates/sign-in/');
    expect(() => templateBySlug('nope')).toThrow('data/templates.ts: no template with slug "nope"');
  });
});
