import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_REGISTRY_DIR } from '@/model/dev-pages.mjs';
import type { PageRecord } from '@/model/page-record';
import { wantedRoutes, writeDevRegistry } from './pages-on-demand';

const record = (route: string, moduleId: string) => ({ route, moduleId }) as PageRecord;

describe('pages on demand', () => {
  it('reads each wanted route once, ignoring blank lines', () => {
    expect([...wantedRoutes('/a/\n\n/b/\n/a/\n')]).toEqual(['/a/', '/b/']);
  });

  it('registers only the wanted pages, and the demo groups of those that have one', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'dev-loaders-'));
    await mkdir(path.join(outDir, 'page-demos'));
    await writeFile(path.join(outDir, 'page-demos', 'mui__button.js'), '');
    await writeFile(path.join(outDir, 'page-demos', 'mui__chip.js'), '');
    const records = [
      record('/mui/button/', 'mui__button'),
      record('/mui/chip/', 'mui__chip'),
      record('/mui/intro/', 'mui__intro'),
    ];

    const served = await writeDevRegistry(outDir, records, new Set(['/mui/button/', '/mui/intro/']));
    expect(served.map((page) => page.route)).toEqual(['/mui/button/', '/mui/intro/']);
    const pages = await readFile(path.join(outDir, DEV_REGISTRY_DIR, 'pages.ts'), 'utf8');
    expect(pages).toContain(`import * as page0 from '@generated/content/mui__button.js';`);
    expect(pages).toContain(`import * as page1 from '@generated/content/mui__intro.js';`);
    expect(pages).toContain(`"mui__button": page0,`);
    expect(pages).toContain(`"mui__intro": page1,`);
    expect(pages).toContain('export function pageContent(moduleId: string)');
    expect(pages).not.toContain('mui__chip');
    const demos = await readFile(path.join(outDir, DEV_REGISTRY_DIR, 'demo-groups.ts'), 'utf8');
    expect(demos).toContain(`"mui__button": () => import('@generated/page-demos/mui__button.js')`);
    expect(demos).toContain('export function loadDemoGroup(pageId: string)');
    expect(demos).not.toContain('mui__chip');
    expect(demos).not.toContain('mui__intro');
  });
});
