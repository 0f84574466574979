import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICON_THEMES } from '@/modules/icons/icon-data';
import { extractIcons, splitExportName } from './extract-icons';

describe('splitExportName', () => {
  it.each([
    ['Delete', 'Delete', 'Filled'],
    ['DeleteTwoTone', 'Delete', 'TwoTone'],
    ['AccessAlarmOutlined', 'AccessAlarm', 'Outlined'],
    ['Battery20Sharp', 'Battery20', 'Sharp'],
  ])('%s', (exported, name, theme) => expect(splitExportName(exported)).toEqual({ name, theme }));
});

describe('extractIcons (installed @mui/icons-material)', async () => {
  const packageDir = path.join(process.cwd(), 'node_modules/@mui/icons-material');
  const icons = await extractIcons(packageDir);
  const modules = (await readdir(path.join(packageDir, 'esm'))).filter((f) => /^[A-Z].*\.js$/.test(f));

  it('reads every icon module of version 6.0.1, each into exactly one theme', () => {
    expect(icons.version).toBe('6.0.1');
    expect(icons.files).toBe(modules.length);
    const drawn = ICON_THEMES.reduce((sum, theme) => sum + Object.keys(icons.themes[theme]).length, 0);
    expect(drawn).toBe(modules.length);
    expect(icons.icons.reduce((sum, icon) => sum + icon.themes.length, 0)).toBe(modules.length);
  });

  it('groups about 2,100 base names, most in all five themes', () => {
    expect(icons.icons.length).toBeGreaterThan(2000);
    const everyTheme = icons.icons.filter((icon) => icon.themes.length === ICON_THEMES.length);
    expect(everyTheme.length / icons.icons.length).toBeGreaterThan(0.95);
    // Brand marks ship in one theme only.
    expect(icons.icons.find((icon) => icon.name === 'GitHub')?.themes).toEqual([0]);
  });

  it('draws Delete from its path data', () => {
    expect(icons.themes.Filled.Delete).toEqual([expect.stringMatching(/^M6 19c0 1\.1/)]);
    expect(icons.themes.TwoTone.Delete.some((node) => Array.isArray(node) && node[1].opacity)).toBe(true);
  });
});
