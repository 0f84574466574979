import { describe, expect, it } from 'vitest';
import { MIN_BYTES, shouldPrecompress } from './precompress-static-files';

describe('shouldPrecompress', () => {
  it('takes scripts and stylesheets of at least the threshold', () => {
    expect(shouldPrecompress('.next/static/chunks/main-abc.js', () => MIN_BYTES)).toBe(true);
    expect(shouldPrecompress('.next/static/css/abc.css', () => 50_000)).toBe(true);
  });

  it('leaves out small files, fonts, images and existing copies', () => {
    expect(shouldPrecompress('.next/static/chunks/tiny.js', () => MIN_BYTES - 1)).toBe(false);
    expect(shouldPrecompress('.next/static/media/plex.woff2', () => 50_000)).toBe(false);
    expect(shouldPrecompress('.next/static/media/logo.png', () => 50_000)).toBe(false);
    expect(shouldPrecompress('.next/static/chunks/main-abc.js.br', () => 50_000)).toBe(false);
  });
});
