import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templates, TEMPLATES_ROUTE } from '@data/templates';
import { TEMPLATES_APP_DIR, checkTemplates } from './check-templates';

function fakeRoot(folders: string[], withPage = true) {
  const root = mkdtempSync(path.join(tmpdir(), 'templates-'));
  for (const folder of folders) {
    mkdirSync(path.join(root, TEMPLATES_APP_DIR, folder), { recursive: true });
    if (withPage) writeFileSync(path.join(root, TEMPLATES_APP_DIR, folder, 'page.tsx'), '');
  }
  return root;
}

describe('checkTemplates', () => {
  it('returns one route per listed template', () => {
    expect(checkTemplates(fakeRoot(['blog']), ['blog'], '/t/')).toEqual(['/t/blog/']);
  });

  it('fails on a listed template without a page', () => {
    expect(() => checkTemplates(fakeRoot(['blog'], false), ['blog'], '/t/')).toThrow(
      /template "blog" has no route/,
    );
  });

  it('fails on a route folder missing from the data', () => {
    expect(() => checkTemplates(fakeRoot(['blog', 'extra']), ['blog'], '/t/')).toThrow(
      /extra: route folder not listed/,
    );
  });

  it('holds for the real project: nine templates, each with its route', () => {
    const slugs = templates.map((t) => t.slug);
    expect(slugs).toEqual([
      'marketing-page',
      'blog',
      'checkout',
      'dashboard',
      'pricing',
      'sign-in',
      'sign-in-side',
      'sign-up',
      'sticky-footer',
    ]);
    expect(checkTemplates(process.cwd(), slugs, TEMPLATES_ROUTE)).toHaveLength(9);
  });
});
