/**
 * Style-functions step of the prebuild: the props of @mui/system's style functions and the CSS
 * they write, into src/generated/system-style-functions.json for /system/properties/.
 */
import path from 'node:path';
import { extractStyleFunctions } from '../src/pipeline/system/style-functions';
import { writeIfChanged } from '../src/pipeline/content/write-generated';

export async function runStyleFunctionsStep(root: string): Promise<void> {
  const groups = extractStyleFunctions();
  await writeIfChanged(
    path.join(root, 'src/generated/system-style-functions.json'),
    `${JSON.stringify(groups, null, 1)}\n`,
  );
  const props = groups.reduce((sum, group) => sum + group.props.length, 0);
  console.log(`system: ${groups.length} style function groups, ${props} props extracted from @mui/system`);
}
