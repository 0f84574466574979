import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_GLYPH_NAMES } from '@/modules/icons/chrome-glyph-names';
import { readChromeGlyphs } from './chrome-glyphs';

const packageDir = path.join(process.cwd(), 'node_modules/@mui/icons-material');

describe('readChromeGlyphs', () => {
  it('reads a drawing for every glyph the chrome uses from the installed package', async () => {
    const glyphs = await readChromeGlyphs(packageDir);
    expect(Object.keys(glyphs).sort()).toEqual([...CHROME_GLYPH_NAMES].sort());
    for (const nodes of Object.values(glyphs)) {
      expect(nodes.length).toBeGreaterThan(0);
      // Material icons are paths on a 24×24 grid.
      expect(JSON.stringify(nodes)).toMatch(/M\d/);
    }
  });

  it('names the missing module when an icon does not exist', async () => {
    await expect(readChromeGlyphs(packageDir, ['NoSuchIconRounded'])).rejects.toThrow(
      /NoSuchIconRounded\.js:1: no icon module named NoSuchIconRounded/,
    );
  });
});
