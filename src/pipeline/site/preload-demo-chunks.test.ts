import { describe, expect, it } from 'vitest';
import { LOADERS_KEY, pageDemosKey, preloadDemoChunks, type LoadableManifest } from './preload-demo-chunks';

const manifest: LoadableManifest = {
  [LOADERS_KEY]: { files: ['static/chunks/loaders.js'] },
  [pageDemosKey('material-ui__react-button')]: {
    files: ['static/chunks/shared.js', 'static/css/demo.css', 'static/chunks/button.js'],
  },
  [pageDemosKey('material-ui__react-chip')]: { files: ['static/chunks/shared.js', 'static/chunks/chip.js'] },
};
const page = (body: string, head = '') =>
  `<html><head><script src="/_next/static/chunks/main.js" async=""></script>${head}</head><body>${body}</body></html>`;
const demo = (id: string) => `<figure id="x" data-demo="${id}"></figure>`;

describe('preloadDemoChunks', () => {
  it("adds the loaders chunk and the page's demo chunks, scripts only, once each", () => {
    const { html, added } = preloadDemoChunks(
      page(demo('material-ui__react-button--basic') + demo('material-ui__react-button--sizes')),
      manifest,
    );
    expect(added).toEqual([
      '/_next/static/chunks/loaders.js',
      '/_next/static/chunks/shared.js',
      '/_next/static/chunks/button.js',
    ]);
    expect(html).toContain(
      '<script src="/_next/static/chunks/loaders.js" async=""></script><script src="/_next/static/chunks/shared.js" async=""></script><script src="/_next/static/chunks/button.js" async=""></script></head>',
    );
  });

  it('covers every page whose demos the page shows, and skips scripts the page already loads', () => {
    const { added } = preloadDemoChunks(
      page(
        demo('material-ui__react-button--basic') + demo('material-ui__react-chip--basic'),
        '<script src="/_next/static/chunks/shared.js" async=""></script>',
      ),
      manifest,
    );
    expect(added).toEqual([
      '/_next/static/chunks/loaders.js',
      '/_next/static/chunks/button.js',
      '/_next/static/chunks/chip.js',
    ]);
  });

  it('leaves a page without demos unchanged', () => {
    const html = page('<p>No demos</p>');
    expect(preloadDemoChunks(html, manifest)).toEqual({ html, added: [] });
  });

  it('fails naming the manifest entry a page needs and the build did not produce', () => {
    expect(() => preloadDemoChunks(page(demo('joy-ui__react-card--basic')), manifest)).toThrow(
      'no "src/generated/demo-loaders.js -> ./page-demos/joy-ui__react-card.js" in react-loadable-manifest.json',
    );
  });
});
