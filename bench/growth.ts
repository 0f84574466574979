/**
 * `npm run bench:growth`: does a page's first-load JS grow with the site? Copies the working tree,
 * adds synthetic demos on hidden pages (1,000 demos on 100 pages by default), builds the copy and
 * compares the JS that a page using none of them loads before `load`, on both builds. Budget: less
 * than 1 KB brotli more (docs/decisions/0005-demo-loading.md).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBenchBrowser } from './measure/browser';
import { measurePageWeight } from './measure/page-weight';
import { serveBuild } from './measure/serve-build';
import { syntheticContent } from './measure/synthetic-content';

const PAGES = Number(process.env.GROWTH_PAGES ?? 100);
const DEMOS_PER_PAGE = Number(process.env.GROWTH_DEMOS_PER_PAGE ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const PAGE = '/material-ui/getting-started/installation/';
const BUDGET_BYTES = 1024;
const COPY = path.join(tmpdir(), 'mui-docs-growth');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The files git would commit from this working tree (tracked or new, not ignored), copied as they are now. */
function copyWorkingTree(target: string) {
  rmSync(target, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.join(target, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(target, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(target, 'node_modules'), 'dir');
}

async function firstLoadBrotli(cwd: string, port: number) {
  const server = await serveBuild(cwd, port);
  try {
    const browser = await launchBenchBrowser();
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await measurePageWeight(browser, `${server.origin}${PAGE}`));
    await browser.close();
    return { jsBrotli: median(runs.map((r) => r.jsBrotli)), scripts: median(runs.map((r) => r.scripts)) };
  } finally {
    server.stop();
  }
}

async function main() {
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/site')) {
    throw new Error('build the site first (npm run build): the growth bench compares against that build');
  }
  copyWorkingTree(COPY);
  const files = syntheticContent(PAGES, DEMOS_PER_PAGE);
  for (const file of files) {
    mkdirSync(path.join(COPY, path.dirname(file.path)), { recursive: true });
    writeFileSync(path.join(COPY, file.path), file.content);
  }
  console.log(`growth bench: ${PAGES} pages with ${DEMOS_PER_PAGE} demos each, building in ${COPY}`);
  // As an author would: each demo's JavaScript twin, which the prebuild requires.
  execFileSync('npm', ['run', 'demos:js'], { cwd: COPY, stdio: 'inherit' });
  // npm runs the prebuild and the postbuild around `build`.
  execFileSync('npm', ['run', 'build'], { cwd: COPY, stdio: 'inherit' });

  const site = await firstLoadBrotli('.', 3910);
  const grown = await firstLoadBrotli(COPY, 3911);
  const added = grown.jsBrotli - site.jsBrotli;
  console.table([
    {
      page: PAGE,
      'first-load JS br bytes, site': site.jsBrotli,
      [`with ${PAGES * DEMOS_PER_PAGE} more demos`]: grown.jsBrotli,
      [`added (< ${BUDGET_BYTES})`]: added,
      scripts: `${site.scripts} → ${grown.scripts}`,
    },
  ]);
  if (added >= BUDGET_BYTES) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
