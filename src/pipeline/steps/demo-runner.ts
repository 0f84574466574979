/**
 * Bundles src/components/demo-runner/runner.tsx with esbuild into public/demo-runner/ (its own entry
 * and chunks, outside every Next bundle) and writes the page the editor frames,
 * /demo-runner/index.html. middleware.ts gives that folder its own policy. The packages the runner
 * can import are those the demos import.
 */
import { readdirSync, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import type { DemoRecord } from '@/model/demo-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import { packageImports, packageLoadersModule, runnerSpecifiers } from '../demos/runner-packages';
import { defineStep } from './prebuild-step';

export const RUNNER_ROUTE = '/demo-runner/';
const RUNNER_ENTRY = 'src/components/demo-runner/runner.tsx';

function demoSources(demos: readonly DemoRecord[]): string[] {
  return demos.flatMap((demo) =>
    demo.variants.flatMap((v) => [v.payload.TS.code, ...Object.values(v.payload.files.TS)]),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildRunner(root: string, demos: readonly DemoRecord[]): Promise<void> {
  const started = performance.now();
  const require = createRequire(path.join(root, 'package.json'));
  const materialDir = path.join(root, 'node_modules/@mui/material');
  const folders = readdirSync(materialDir).filter((name) =>
    existsSync(path.join(materialDir, name, 'index.js')),
  );
  const specifiers = runnerSpecifiers(packageImports(demoSources(demos)), folders).filter((specifier) => {
    try {
      require.resolve(specifier);
      return true;
    } catch {
      // A type-only or uninstalled import: demos that need it fail the prebuild elsewhere.
      return false;
    }
  });
  await writeIfChanged(
    path.join(root, 'generated/demo-runner-modules.ts'),
    packageLoadersModule(specifiers, GENERATED_HEADER),
  );

  const outdir = path.join(root, 'public', RUNNER_ROUTE);
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { runner: RUNNER_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  });
  const outputs = Object.entries(result.metafile.outputs);
  // Every `import()` is an entry point of its own under splitting: find the runner's.
  const entry = outputs.find(([, output]) => output.entryPoint === RUNNER_ENTRY);
  if (!entry) throw new Error('demo-runner: esbuild produced no entry file');
  const entryFile = path.basename(entry[0]);
  await writeFile(
    path.join(outdir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Demo preview</title>
    <script type="module" src="${RUNNER_ROUTE}${entryFile}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  // Brotli size of what an Edit click loads before the demo's own packages: the entry and the
  // chunks it reaches through static imports.
  const first = new Set<string>();
  const pending = [entry[0]];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (first.has(file)) continue;
    first.add(file);
    for (const i of result.metafile.outputs[file].imports)
      if (i.kind === 'import-statement') pending.push(i.path);
  }
  let firstBrotli = 0;
  for (const file of first) firstBrotli += brotliCompressSync(await readFile(path.join(root, file))).length;
  const ms = Math.round(performance.now() - started);
  console.log(
    `demo runner: ${specifiers.length} importable packages, ${outputs.length} files, entry ${kb(firstBrotli)} brotli (${first.size} files) in ${ms} ms`,
  );
}

export const demoRunnerStep = defineStep({
  name: 'demo-runner',
  needs: ['demos'],
  run: ({ demos }, { root }) => buildRunner(root, demos.demos),
});
