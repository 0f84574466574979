/**
 * `npm run bench`: builds the production site if needed, serves it on loopback and prints each
 * figure (the median of RUNS runs) beside its budget; appends the figures to bench/history.jsonl.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { CHROME, launchBenchBrowser } from './measure/browser';
import { measureClientNavigation, measureModeSwitch } from './measure/interactions';
import {
  runLighthouse,
  splitRuns,
  type LighthouseFailure,
  type LighthouseFigures,
} from './measure/lighthouse';
import { measureDemoJs, type DemoJsFigure } from './measure/demo-js';
import { measurePageWeight, type PageWeight } from './measure/page-weight';
import { measureSearch, type SearchFigures } from './measure/search';
import { serveBuild } from './measure/serve-build';
import { measureStaticThroughput } from './measure/static-throughput';
import { measureCpuBlockingTime } from './measure/traced-load';
import { noRuns, runWithin, type TimedRuns } from './measure/time-limit';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const PAGES = {
  home: '/',
  'component (Button, 18 demos)': '/material-ui/react-button/',
  'api page': '/material-ui/api/button/',
  // A long guide, as the benchmark's brief asks: about 195 KB of HTML, mostly highlighted code.
  'long guide': '/material-ui/integrations/nextjs/',
  'blog post': '/blog/css-variables-theme/',
  'no demos (baseline)': '/material-ui/getting-started/installation/',
};
const BUDGET = {
  jsBrotliKB: 170,
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.01,
  navMs: 150,
  searchIndexBrotliKB: 150,
  searchOpenMs: 100,
  searchKeystrokeP95Ms: 16,
  staticRequestsPerSecond: 1000,
  staticP99Ms: 50,
};

/** A browser measurement's run that takes longer is given up on and counted (time-limit.ts). */
const RUN_LIMIT_MS = 120_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** A column per measurement with runs given up on, saying how many (none: no column). */
function givenUp(runs: Record<string, TimedRuns<unknown>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(runs)
      .filter(([, timed]) => timed.givenUp > 0)
      .map(([name, timed]) => [`${name} runs given up (>${RUN_LIMIT_MS / 1000} s)`, timed.givenUp]),
  );
}

/** Pages the build prerendered: the HTML files Next wrote for the server to send. */
const pagesBuilt = () =>
  readdirSync('.next/server/app', { recursive: true }).filter((file) => String(file).endsWith('.html'))
    .length;

/** How busy the machine was: the 1-minute load average, beside the core count. */
const machineLoad = () => ({ load1: Math.round(loadavg()[0] * 100) / 100, cores: cpus().length });

async function main() {
  const loadBefore = machineLoad();
  let buildSeconds: number | undefined;
  if (!existsSync('.next/BUILD_ID') || process.env.BENCH_REBUILD) {
    const started = Date.now();
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    buildSeconds = Math.round((Date.now() - started) / 1000);
  }
  const server = await serveBuild('.', PORT);
  try {
    const browser = await launchBenchBrowser();
    const rows: Record<string, unknown>[] = [];
    for (const [name, path] of Object.entries(PAGES)) {
      const weightRuns = noRuns<PageWeight>();
      const lighthouseRuns: (LighthouseFigures | LighthouseFailure)[] = [];
      const cpuTbtRuns = noRuns<number>();
      for (let run = 0; run < RUNS; run++) {
        await runWithin(
          weightRuns,
          () => measurePageWeight(browser, `${server.origin}${path}`),
          RUN_LIMIT_MS,
        );
        await runWithin(
          cpuTbtRuns,
          () => measureCpuBlockingTime(browser, `${server.origin}${path}`),
          RUN_LIMIT_MS,
        );
        if (!process.env.BENCH_SKIP_LIGHTHOUSE)
          lighthouseRuns.push(runLighthouse(`${server.origin}${path}`, CHROME));
      }
      // Medians of the runs Lighthouse finished; the others are counted with their reason.
      const { measured: lighthouse, failed } = splitRuns(lighthouseRuns);
      const weights = weightRuns.finished;
      const cpuTbt = cpuTbtRuns.finished;
      rows.push({
        page: name,
        // Before the load event, recompressed here at brotli 11: the page's own start-up code.
        'start-up JS br KB': kb(median(weights.map((w) => w.jsBrotli))),
        'HTML KB': kb(median(weights.map((w) => w.htmlRaw))),
        // No budget of its own: the trend beside Lighthouse's TBT that a busy machine moves less.
        'CPU TBT ms (layout 2×)': median(cpuTbt),
        ...(lighthouse.length
          ? {
              // Every script the page loaded in Lighthouse's run, as sent: what a visitor downloads.
              [`script KB sent (≤${BUDGET.jsBrotliKB})`]: kb(
                median(lighthouse.map((l) => l.scriptTransferBytes)),
              ),
              [`perf (≥${BUDGET.performance})`]: median(lighthouse.map((l) => l.performance)),
              [`LCP ms (≤${BUDGET.lcpMs})`]: median(lighthouse.map((l) => l.lcpMs)),
              [`TBT ms (≤${BUDGET.tbtMs})`]: median(lighthouse.map((l) => l.tbtMs)),
              // The spread, not only the median: which tasks TBT counts depends on where Lantern
              // puts FCP, and that moves with whether the web fonts finished before the observed
              // first paint (docs/decisions/0001-performance-budgets.md).
              'TBT ms runs': lighthouse.map((l) => l.tbtMs).join(' '),
              'FCP ms': median(lighthouse.map((l) => l.fcpMs)),
              [`CLS (≤${BUDGET.cls})`]: median(lighthouse.map((l) => l.cls)),
              'LH CPU index': median(lighthouse.map((l) => l.cpuIndex)),
            }
          : {}),
        ...(failed ? { 'Lighthouse runs failed': failed } : {}),
        ...givenUp({ 'page weight': weightRuns, 'CPU TBT': cpuTbtRuns }),
      });
    }
    const navRuns = noRuns<number>();
    const modeRuns = noRuns<number>();
    for (let run = 0; run < RUNS; run++) {
      await runWithin(
        navRuns,
        () =>
          measureClientNavigation(
            browser,
            server.origin,
            '/material-ui/getting-started/installation/',
            'Button',
          ),
        RUN_LIMIT_MS,
      );
      await runWithin(
        modeRuns,
        () => measureModeSwitch(browser, `${server.origin}/material-ui/getting-started/`),
        RUN_LIMIT_MS,
      );
    }
    const searchRuns = noRuns<SearchFigures>();
    for (let run = 0; run < RUNS; run++) {
      await runWithin(
        searchRuns,
        () => measureSearch(browser, `${server.origin}/material-ui/getting-started/installation/`),
        RUN_LIMIT_MS,
      );
    }
    // What the demo machinery adds for a reader who has not scrolled: all scripts until idle,
    // the chunks of the demos near the viewport included.
    const demoJsRuns = noRuns<DemoJsFigure>();
    for (let run = 0; run < RUNS; run++) {
      await runWithin(
        demoJsRuns,
        () =>
          measureDemoJs(
            browser,
            `${server.origin}${PAGES['component (Button, 18 demos)']}`,
            `${server.origin}${PAGES['no demos (baseline)']}`,
          ),
        RUN_LIMIT_MS,
      );
    }
    const navs = navRuns.finished;
    const modes = modeRuns.finished;
    const searches = searchRuns.finished;
    const demoJs = demoJsRuns.finished;
    await browser.close();
    // Before the table, so the browser runs above do not share the machine with it.
    const throughput = [];
    for (let run = 0; run < RUNS; run++) {
      throughput.push(
        await measureStaticThroughput(`${server.origin}${PAGES['component (Button, 18 demos)']}`),
      );
    }
    console.table(rows);
    const demos = {
      'demo page JS br KB (until idle)': kb(median(demoJs.map((d) => d.withDemosBrotli))),
      'baseline JS br KB (until idle)': kb(median(demoJs.map((d) => d.baselineBrotli))),
      'added by demos br KB': kb(median(demoJs.map((d) => d.withDemosBrotli - d.baselineBrotli))),
      'demo-only scripts': median(demoJs.map((d) => d.addedScripts)),
      ...givenUp({ 'demo JS': demoJsRuns }),
    };
    console.log('demos (median of runs):');
    console.table([demos]);
    const interactions = {
      [`client navigation ms (≤${BUDGET.navMs})`]: Math.round(median(navs)),
      'mode switch to repaint ms': Math.round(median(modes)),
      // The build's wall time is known only when this command ran it (BENCH_REBUILD=1 forces one).
      'build s': buildSeconds ?? 'not rebuilt',
      'pages built': pagesBuilt(),
      ...givenUp({ navigation: navRuns, 'mode switch': modeRuns }),
    };
    console.table([interactions]);
    const search = {
      [`index br KB (≤${BUDGET.searchIndexBrotliKB})`]: kb(median(searches.map((s) => s.indexBrotli))),
      'index raw KB': kb(median(searches.map((s) => s.indexRaw))),
      'both tiers br KB': kb(median(searches.map((s) => s.fullIndexBrotli))),
      'modal JS br KB (lazy)': kb(median(searches.map((s) => s.modalJsBrotli))),
      [`open ms (≤${BUDGET.searchOpenMs})`]: Math.round(median(searches.map((s) => s.openMs))),
      'open right after load ms': Math.round(median(searches.map((s) => s.earlyOpenMs))),
      [`keystroke p95 ms (≤${BUDGET.searchKeystrokeP95Ms})`]:
        Math.round(median(searches.map((s) => s.keystrokeP95Ms)) * 10) / 10,
      'keystroke to paint p95 ms': median(searches.map((s) => s.keystrokePaintP95Ms)),
      keystrokes: median(searches.map((s) => s.keystrokes)),
      ...givenUp({ search: searchRuns }),
    };
    console.log('search (median of runs):');
    console.table([search]);
    const serving = {
      [`docs page req/s, 16 connections (≥${BUDGET.staticRequestsPerSecond})`]: median(
        throughput.map((t) => t.requestsPerSecond),
      ),
      'p50 ms': median(throughput.map((t) => t.p50Ms)),
      [`p99 ms (≤${BUDGET.staticP99Ms})`]: median(throughput.map((t) => t.p99Ms)),
      'non-2xx answers': throughput.reduce((sum, t) => sum + t.non2xx, 0),
    };
    console.log('serving (median of runs, 10 s each):');
    console.table([serving]);
    mkdirSync('bench', { recursive: true });
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // Figures from uncommitted source must not pass for the commit's own. Anything can change what
    // is served (the server, its config, the postbuild), so only the bench's own history and the
    // docs are left out; new files count too.
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=normal', '--', '.', ':(exclude)bench', ':(exclude)*.md'],
      { encoding: 'utf8' },
    ).trim();
    const commit = dirty ? `${head}-dirty` : head;
    // Rows from a slow or busy machine read higher; this says which rows can be compared.
    const machine = { before: loadBefore, after: machineLoad() };
    console.log(
      `machine: load average ${machine.before.load1} before, ${machine.after.load1} after, ${machine.after.cores} cores; ` +
        'Lighthouse CPU index per page above (its 4x slowdown assumes 1,500-2,000)',
    );
    appendFileSync(
      'bench/history.jsonl',
      `${JSON.stringify({ date: new Date().toISOString(), commit, runs: RUNS, machine, rows, interactions, search, demos, serving })}\n`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
