/**
 * `npm run prebuild`: validates every page, its links and the navigation, compiles MDX and demos to
 * modules under generated/, writes the API data, search index and site outputs, and fails with
 * `file:line: reason` on the first content error. The steps live in src/pipeline/steps/.
 *
 *   npx tsx scripts/prebuild.ts                  every step
 *   npx tsx scripts/prebuild.ts --step search    one step and the steps it needs (repeatable)
 *   npx tsx scripts/prebuild.ts --list           the steps and what each needs
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { prebuildSteps } from '../src/pipeline/steps';
import { runSteps } from '../src/pipeline/steps/runner';

async function main() {
  const started = performance.now();
  const { values } = parseArgs({
    options: { step: { type: 'string', multiple: true }, list: { type: 'boolean' } },
  });
  if (values.list) {
    for (const step of prebuildSteps)
      console.log(`${step.name}${step.needs.length ? ` <- ${step.needs.join(', ')}` : ''}`);
    return;
  }
  // The output moved from src/generated/ to generated/ (docs/decisions/0022-registry-of-generated-modules.md):
  // left behind in an older checkout, the old folder would be type-checked, linted and shown by git.
  rmSync('src/generated', { recursive: true, force: true });
  await runSteps(prebuildSteps, { only: values.step, context: { root: process.cwd(), started } });
}

main().catch((error: Error) => {
  console.error(`\nContent build failed:\n  ${error.message}\n`);
  process.exit(1);
});
