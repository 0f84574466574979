import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_DEMO_LOADERS, DEV_PAGE_LOADERS } from '@/model/dev-pages.mjs';
import type { PageRecord } from '@/model/page-record';
import { wantedRoutes, writeDevLoaders } from './pages-on-demand';

const record = (route: string, moduleId: string) => ({ route, moduleId }) as PageRecord;

describe('pages on demand', () => {
  it('reads each wanted route once, ignoring blank lines', () => {
    expect([...wantedRoutes('/a/\n\n/b/\n/a/\n')]).toEqual(['/a/', '/b/']);
  });

  it('maps only the wanted pages, and the demo groups of those that have one', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'dev-loaders-'));
    await mkdir(path.join(outDir, 'page-demos'));
    await writeFile(path.join(outDir, 'page-demos', 'mui__button.js'), '');
    await writeFile(path.join(outDir, 'page-demos', 'mui__chip.js'), '');
    const records = [
      record('/mui/button/', 'mui__button'),
      record('/mui/chip/', 'mui__chip'),
      record('/mui/intro/', 'mui__intro'),
    ];

    const served = await writeDevLoaders(outDir, records, new Set(['/mui/button/', '/mui/intro/']));
    expect(served.map((page) => page.route)).toEqual(['/mui/button/', '/mui/intro/']);
    const pages = await readFile(path.join(outDir, DEV_PAGE_LOADERS), 'utf8');
    expect(pages).toContain(`import * as page0 from './content/mui__button.js';`);
    expect(pages).toContain(`import * as page1 from './content/mui__intro.js';`);
    expect(pages).toContain(`"/mui/button/": async () => page0,`);
    expect(pages).toContain(`"/mui/intro/": async () => page1,`);
    expect(pages).not.toContain('mui__chip');
    const demos = await readFile(path.join(outDir, DEV_DEMO_LOADERS), 'utf8');
    expect(demos).toContain(`"mui__button": () => import('./page-demos/mui__button.js')`);
    expect(demos).not.toContain('mui__chip');
    expect(demos).not.toContain('mui__intro');
  });
});
