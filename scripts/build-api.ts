/**
 * API reference step of the prebuild: extracts props, slots, classes and bundle costs from the
 * installed packages' declarations (cached in .cache/api/) into src/generated/api/.
 * Run alone with `npx tsx scripts/build-api.ts`; scripts/prebuild.ts calls `runApiStep`.
 */
import path from 'node:path';
import { apiInterfaceGroups } from '../data/api-interfaces';
import { apiPackages } from '../data/api-packages';
import { buildApi } from '../src/pipeline/api/build-api';
import { parseApiInterfaceGroups, parseApiPackages } from '../src/pipeline/data/parse-api-lists';
import { buildInterfaces } from '../src/pipeline/api/build-interfaces';
import { interfacePagePath } from '../src/model/api-routes';
import { writeApi } from '../src/pipeline/api/write-api';

export async function runApiStep(root: string): Promise<Set<string>> {
  const started = performance.now();
  const { packages, log } = await buildApi(root, parseApiPackages(apiPackages));
  const interfaces = await buildInterfaces(root, parseApiInterfaceGroups(apiInterfaceGroups));
  const index = await writeApi(path.join(root, 'src/generated/api'), packages, interfaces.entries);
  for (const line of [...log, ...interfaces.log]) console.log(line);
  const counts = packages.map((p) => `${p.segment} ${p.entries.length}`).join(', ');
  console.log(
    `api: ${index.entries.length} API pages (${counts}), ${index.interfaces.length} interfaces in ${Math.round(performance.now() - started)} ms`,
  );
  const segments = new Set(index.entries.map((e) => e.segment));
  return new Set([
    ...index.entries.map((e) => `/${e.segment}/api/${e.slug}/`),
    ...index.interfaces.map((i) => interfacePagePath(i.segment, i.group, i.slug)),
    ...[...segments].map((s) => `/${s}/api/`),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  runApiStep(process.cwd()).catch((error: Error) => {
    console.error(`\nAPI build failed:\n  ${error.message}\n`);
    process.exit(1);
  });
}
