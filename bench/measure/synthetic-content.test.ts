import { describe, expect, it } from 'vitest';
import { SYNTHETIC_ROOT, syntheticContent } from './synthetic-content';

describe('syntheticContent', () => {
  const files = syntheticContent(3, 4);

  it('writes one hidden page per page and its demos beside it', () => {
    const pages = files.filter((file) => file.path.endsWith('/index.mdx'));
    expect(pages.map((file) => file.path)).toEqual([
      `${SYNTHETIC_ROOT}/page-000/index.mdx`,
      `${SYNTHETIC_ROOT}/page-001/index.mdx`,
      `${SYNTHETIC_ROOT}/page-002/index.mdx`,
    ]);
    expect(pages.every((file) => /^hidden: true$/m.test(file.content))).toBe(true);
    expect(files.filter((file) => file.path.endsWith('.tsx'))).toHaveLength(12);
  });

  it('shows every demo of a page on that page and no other', () => {
    const page = files.find((file) => file.path === `${SYNTHETIC_ROOT}/page-001/index.mdx`)!;
    const shown = [...page.content.matchAll(/<Demo name="([^"]+)"/g)].map((match) => match[1]);
    const written = files
      .filter((file) => file.path.startsWith(`${SYNTHETIC_ROOT}/page-001/demos/`))
      .map((file) => file.path.split('/').pop()!.replace('.tsx', ''));
    expect(shown).toEqual(written);
  });

  it('gives every demo module different code', () => {
    const sources = files.filter((file) => file.path.endsWith('.tsx')).map((file) => file.content);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
