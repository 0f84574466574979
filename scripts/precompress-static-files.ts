/** Which build files get a brotli copy: scripts and stylesheets worth compressing. */
const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|map)$/;
/** Below this, a file fits in one packet either way (the `compression` package's own threshold). */
export const MIN_BYTES = 1024;

export function shouldPrecompress(file: string, size: () => number): boolean {
  return COMPRESSIBLE.test(file) && !file.endsWith('.br') && size() >= MIN_BYTES;
}
