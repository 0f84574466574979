import { describe, expect, it } from 'vitest';
import { templates } from '@data/templates';
import { parseTemplates } from './parse-templates';

const entry = { slug: 'blog', title: 'Blog', description: 'Posts.', sketch: [[0, 0, 10, 10, 'text']] };

describe('parseTemplates', () => {
  it('accepts data/templates.ts as it is', () => {
    expect(parseTemplates(templates)).toStrictEqual(templates);
  });

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
});
