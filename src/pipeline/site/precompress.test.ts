import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, MIN_BYTES, shouldPrecompress } from './precompress';

describe('shouldPrecompress', () => {
  it('takes text files from the threshold up', () => {
    expect(shouldPrecompress('a/page/index.html', MIN_BYTES)).toBe(true);
    expect(shouldPrecompress('_next/static/chunks/app.js', 50_000)).toBe(true);
    expect(shouldPrecompress('_next/static/css/site.css', MIN_BYTES - 1)).toBe(false);
  });

  it('leaves already-compressed formats alone', () => {
    expect(shouldPrecompress('_next/static/media/font.woff2', 40_000)).toBe(false);
    expect(shouldPrecompress('og/button.png', 40_000)).toBe(false);
  });
});

describe('compressedCopies', () => {
  it('gives brotli and gzip copies that decode to the same bytes, smaller than the file', async () => {
    const body = Buffer.from('<p>Buttons allow users to take actions.</p>\n'.repeat(200));
    const { br, gz } = await compressedCopies('page/index.html', body);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(body.length / 10);
  });
});
