/** Every locale of @mui/material/locale into generated/material-locales.json, for the localization page. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import { materialLocales } from '../locales/material-locales';
import { defineStep } from './prebuild-step';

export const localesStep = defineStep({
  name: 'locales',
  needs: [],
  async run(_inputs, { root }) {
    const require = createRequire(path.join(root, 'package.json'));
    const locales = materialLocales(require('@mui/material/locale'));
    await writeIfChanged(
      path.join(root, 'generated/material-locales.json'),
      `${JSON.stringify(locales, null, 1)}\n`,
    );
    console.log(`locales: ${locales.length} locales exported by @mui/material/locale`);
  },
});
