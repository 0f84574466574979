/** Writes generated/x-license.js from MUI_X_LICENSE_KEY, so demos of Pro and Premium can run. */
import path from 'node:path';
import { readXLicenseKey } from '@/modules/x-license';
import { writeIfChanged } from '../content/write-generated';
import { xLicenseModule } from '../demos/x-license-module';
import { defineStep } from './prebuild-step';

export const xLicenseStep = defineStep({
  name: 'x-license',
  needs: [],
  async run(_inputs, { root }) {
    const key = readXLicenseKey(process.env);
    await writeIfChanged(path.join(root, 'generated/x-license.js'), xLicenseModule(key));
    return key;
  },
});
