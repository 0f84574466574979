/**
 * Builds the Toolpad Core tutorial's final app with `next build`, as a reader would after the last
 * step. The render test beside this one hands the app a router and search params of its own, so it
 * cannot see what only Next's prerender does: at build time there are no search params, and a
 * client hook that reads them outside a Suspense boundary fails the build of every static page.
 *
 * The app is written to a folder of the system's temporary directory, not inside the repository:
 * Next and ESLint look for some configuration files (PostCSS, ESLint) in every parent folder, and
 * this site's would leak into what must be a stand-alone app. Its node_modules is a link to this
 * repository's, so it builds against the versions the site documents, with no install.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_SCAFFOLD, tutorialFinalFiles } from './toolpad-tutorial-app';

const root = path.resolve(import.meta.dirname, '../../..');
const tutorial = path.join(root, 'content/toolpad/core/introduction/tutorial/index.mdx');
let appDir = '';

beforeAll(() => {
  appDir = mkdtempSync(path.join(os.tmpdir(), 'toolpad-tutorial-'));
  const files = new Map([...READER_SCAFFOLD, ...tutorialFinalFiles(readFileSync(tutorial, 'utf8'))]);
  for (const [name, code] of files) {
    mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true });
    writeFileSync(path.join(appDir, name), code);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
});

afterAll(() => {
  if (appDir) rmSync(appDir, { recursive: true, force: true });
});

describe("the Toolpad Core tutorial's final app", () => {
  // A cold build takes about 80 s on a two-core machine. The limits only stop a hung build: the
  // spawn's kills the child (a synchronous call cannot be interrupted by Vitest's own).
  it('builds with next build and prerenders its pages', () => {
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: appDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(output).not.toMatch(/should be wrapped in a suspense boundary/);
    expect(build.status, output).toBe(0);
    // Both pages of the dashboard come out of the build as static pages.
    expect(output).toMatch(/○ \/\s/);
    expect(output).toMatch(/○ \/orders\s/);
  }, 660_000);
});
