/**
 * The props of @mui/system's style functions and the CSS they write, into
 * generated/system-style-functions.json for /system/properties/.
 */
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import { extractStyleFunctions } from '../system/style-functions';
import { defineStep } from './prebuild-step';

export const styleFunctionsStep = defineStep({
  name: 'style-functions',
  needs: [],
  async run(_inputs, { root }) {
    const groups = extractStyleFunctions();
    await writeIfChanged(
      path.join(root, 'generated/system-style-functions.json'),
      `${JSON.stringify(groups, null, 1)}\n`,
    );
    const props = groups.reduce((sum, group) => sum + group.props.length, 0);
    console.log(`system: ${groups.length} style function groups, ${props} props extracted from @mui/system`);
  },
});
