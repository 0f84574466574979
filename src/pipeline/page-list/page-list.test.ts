import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageListFromBuild, titleFromHtml } from './page-list';

describe('titleFromHtml', () => {
  it('drops the site suffix and decodes entities', () => {
    expect(titleFromHtml('<head><title>Tabs &amp; panels - MUI</title></head>', 'MUI')).toBe('Tabs & panels');
    expect(titleFromHtml('<title>MUI</title>', 'MUI')).toBe('MUI');
    expect(titleFromHtml('<p>none</p>', 'MUI')).toBe('');
  });
});

describe('pageListFromBuild', () => {
  it('lists prerendered pages but not the 404 or standalone demos', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-list-'));
    mkdirSync(path.join(dir, 'server/app/material-ui'), { recursive: true });
    mkdirSync(path.join(dir, 'server/app/demos'), { recursive: true });
    const routes = {
      '/': {},
      '/material-ui/react-button': {},
      '/_not-found': {},
      '/demos/x': {},
      '/gone': {},
    };
    writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ routes }));
    writeFileSync(path.join(dir, 'server/app/index.html'), '<title>MUI</title>');
    writeFileSync(path.join(dir, 'server/app/material-ui/react-button.html'), '<title>Button - MUI</title>');
    writeFileSync(path.join(dir, 'server/app/demos/x.html'), '<title>x</title>');
    writeFileSync(path.join(dir, 'server/app/_not-found.html'), '<title>404</title>');
    expect(pageListFromBuild(dir, 'MUI')).toEqual([
      { path: '/', title: 'MUI' },
      { path: '/material-ui/react-button/', title: 'Button' },
    ]);
  });

  it('names the missing build', () => {
    expect(() => pageListFromBuild('/nonexistent/.next', 'MUI')).toThrow(/no production build/);
  });
});
