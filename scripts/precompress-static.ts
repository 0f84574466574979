/**
 * Postbuild: writes a brotli copy (`<file>.br`, quality 11) beside each script and stylesheet of
 * `.next/static`, for `server/precompressed-static.mjs` to send. Runs after
 * finish-prerendered-html, which edits some of those scripts. Quality 11 is too slow to run per
 * request (hundreds of milliseconds for the largest chunk) but costs nothing at serve time here.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { shouldPrecompress } from './precompress-static-files';

const compress = promisify(brotliCompress);
const STATIC_DIR = '.next/static';

async function main() {
  const started = Date.now();
  const files = readdirSync(STATIC_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => shouldPrecompress(file, () => readFileSync(file).length));
  let raw = 0;
  let packed = 0;
  // zlib runs on libuv's thread pool, so these compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const brotli = await compress(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${file}.br`, brotli);
      raw += body.length;
      packed += brotli.length;
    }),
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(
    `precompress-static: ${files.length} files, ${kb(raw)} KB → ${kb(packed)} KB brotli in ${Date.now() - started} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
