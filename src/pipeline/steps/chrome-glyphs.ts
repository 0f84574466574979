/**
 * The few drawings the chrome renders as bare svg, read with the icons' parser from
 * @mui/icons-material into generated/chrome-glyphs.json.
 */
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import { readChromeGlyphs } from '../icons/chrome-glyphs';
import { defineStep } from './prebuild-step';

export const chromeGlyphsStep = defineStep({
  name: 'chrome-glyphs',
  needs: [],
  async run(_inputs, { root }) {
    const glyphs = await readChromeGlyphs(path.join(root, 'node_modules/@mui/icons-material'));
    await writeIfChanged(path.join(root, 'generated/chrome-glyphs.json'), `${JSON.stringify(glyphs)}\n`);
    console.log(`chrome glyphs: ${Object.keys(glyphs).length} drawings from @mui/icons-material`);
  },
});
