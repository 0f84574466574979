import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LIST_ID, deferScriptsToFirstPaint, firstLoadScripts } from './defer-scripts';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><main>text</main>${body}</body></html>`;
const runtimePreload =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>';
const polyfills = '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>';

describe('deferScriptsToFirstPaint', () => {
  const source = page(
    runtimePreload + chunk('main-app-1') + chunk('app/layout-1') + polyfills,
    chunk('webpack-1'),
  );

  it('turns each async chunk into a preload and lists it for the loader, in document order', () => {
    const { html, deferred } = deferScriptsToFirstPaint(source);
    expect(deferred).toEqual([
      '/_next/static/chunks/main-app-1.js',
      '/_next/static/chunks/app/layout-1.js',
      '/_next/static/chunks/webpack-1.js',
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app-1.js"/>',
    );
    // The runtime keeps Next's own preload only.
    expect(html.match(/href="\/_next\/static\/chunks\/webpack-1\.js"/g)).toHaveLength(1);
    expect(html).toContain(polyfills);
    expect(html).toMatch(
      new RegExp(
        `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">\\[.+\\]</script><script>.+</script></body>`,
      ),
    );
  });

  it('is idempotent and leaves pages without chunks alone', () => {
    const once = deferScriptsToFirstPaint(source).html;
    expect(deferScriptsToFirstPaint(once)).toEqual({ html: once, deferred: [] });
    const plain = page('<title>x</title>');
    expect(deferScriptsToFirstPaint(plain)).toEqual({ html: plain, deferred: [] });
  });

  it('refuses a page it cannot append the loader to', () => {
    expect(() => deferScriptsToFirstPaint(chunk('a'))).toThrow('no </body>');
  });

  it('reads back what the page loads first', () => {
    const { html } = deferScriptsToFirstPaint(source + '<script src="/extra.js"></script>');
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/main-app-1.js',
      '/_next/static/chunks/app/layout-1.js',
      '/_next/static/chunks/webpack-1.js',
      '/extra.js',
    ]);
    expect(firstLoadScripts(source)).toEqual([
      '/_next/static/chunks/main-app-1.js',
      '/_next/static/chunks/app/layout-1.js',
      '/_next/static/chunks/webpack-1.js',
    ]);
  });
});

/** Runs the emitted loader against a minimal document, with the frame and task queues in our hands. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const { html } = deferScriptsToFirstPaint(page(chunk('a') + chunk('b')));
  const list = new RegExp(
    `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">([^<]*)</script>`,
  ).exec(html)![1];
  const loader = /<script>(.+?)<\/script><\/body>/.exec(html)![1];
  const added: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const context = createContext({
    document: {
      visibilityState,
      getElementById: (id: string) => (id === AFTER_PAINT_LIST_ID ? { textContent: list } : null),
      createElement: () => ({ src: '', async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  new Script(loader).runInContext(context);
  return { added, frames, tasks };
}

describe('the after-paint loader', () => {
  it('adds the scripts, async, in a task after the next frame', () => {
    const { added, frames, tasks } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual([
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ]);
  });

  it('adds them at once in a background tab, which paints nothing until shown', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
  });
});
