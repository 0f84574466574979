import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Which files of the static site get compressed copies: text worth compressing. */
const COMPRESSIBLE = /\.(?:html|js|css|json|svg|txt|map|rsc)$/;
/** Below this a file fits in one packet either way (the `compression` package's own threshold). */
export const MIN_BYTES = 1024;

export function shouldPrecompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for a file of this size. 11 is the densest and costs nothing at serve time, but
 * it compresses about 1 MB/s: fine for the 22 MB of scripts, not for 220 MB of HTML on each build.
 * Quality 9 takes a page in a few milliseconds and is within a few per cent of 11 on HTML.
 */
export function brotliQuality(file: string): number {
  return file.endsWith('.html') ? 9 : 11;
}

/** The `.br` and `.gz` copies of a file's bytes, written at build time so serving costs nothing. */
export async function compressedCopies(file: string, body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gz };
}
