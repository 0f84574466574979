/**
 * The minified-error table of the installed `@mui/*` packages into generated/error-codes.json,
 * for /production-error/. Cached in .cache/errors/ by the installed package versions and the
 * extractor's source, since reading every package takes seconds.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import { extractErrorCodes, listMuiPackages, type ErrorCode } from '../errors/extract-error-codes';
import { defineStep } from './prebuild-step';

export const errorCodesStep = defineStep({
  name: 'error-codes',
  needs: [],
  async run(_inputs, { root }) {
    const started = performance.now();
    const nodeModules = path.join(root, 'node_modules');
    const packages = await listMuiPackages(nodeModules);
    const extractor = await readFile(path.join(root, 'src/pipeline/errors/extract-error-codes.ts'));
    const key = createHash('sha256')
      .update(extractor)
      .update(packages.map((p) => `${p.label}:${p.nested}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
    const cacheFile = path.join(root, '.cache/errors', `${key}.json`);
    const cached = await readFile(cacheFile, 'utf8').catch(() => null);
    const codes: ErrorCode[] = cached ? JSON.parse(cached) : await extractErrorCodes(nodeModules, packages);
    if (!cached) {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      await writeFile(cacheFile, JSON.stringify(codes));
    }
    await writeIfChanged(
      path.join(root, 'generated/error-codes.json'),
      `${JSON.stringify(codes, null, 1)}\n`,
    );
    const variants = codes.filter((c) => c.variants.length).length;
    console.log(
      `errors: ${codes.length} error codes extracted (${variants} with another message in a nested copy) ` +
        `from ${packages.length} @mui packages in ${Math.round(performance.now() - started)} ms${cached ? ' (cache)' : ''}`,
    );
    return codes;
  },
});
