import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE_VERSION = '12.8.2';
const PREFIX = path.join(process.cwd(), '.cache/lighthouse');

/**
 * Lighthouse is installed on first use into .cache/ from the npm registry: as a devDependency one of
 * its transitive `latest` specs leaves a lock file `npm ci` rejects
 * (docs/decisions/0001-performance-budgets.md).
 */
function lighthouseBin(): string {
  const bin = path.join(PREFIX, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) {
    console.log(`bench: installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/lighthouse`);
    execFileSync(
      'npm',
      ['install', '--prefix', PREFIX, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  return bin;
}

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred during the run, every script the page loaded (Lighthouse's count). */
  scriptTransferBytes: number;
  /**
   * Lighthouse's own CPU benchmark of the machine during the run (higher is faster). Its 4x
   * slowdown is meant for a machine at 1,500-2,000; on a slower or busier one the same page reads a
   * higher TBT, so the history keeps this beside each row.
   */
  cpuIndex: number;
}

/**
 * The Chromium flags of `../shared/tools/lighthouse.sh`, the plain run a newcomer makes: the bench
 * must see what that run sees, or its figures are not comparable.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--mute-audio',
].join(' ');

/** A run Lighthouse could not finish, and why (its runtime error code, or how the process ended). */
export interface LighthouseFailure {
  failed: string;
}

/** The parts of Lighthouse's JSON report the bench reads. */
interface LighthouseReport {
  /** Set when Lighthouse could not measure the run at all. */
  runtimeError?: { code: string; message?: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } } | undefined>;
  environment: { benchmarkIndex: number };
}

/**
 * One mobile Lighthouse run (default preset, simulated throttling, performance only). A run that
 * Lighthouse cannot finish (e.g. NO_NAVSTART: the trace missed the navigation) comes back as a
 * failure for the bench to count, never as figures and never as an abort of the whole bench.
 */
export function runLighthouse(url: string, chromePath: string): LighthouseFigures | LighthouseFailure {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const ended = runLighthouseProcess(url, chromePath, out);
    if (ended) return { failed: ended };
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    if (report.runtimeError) return { failed: report.runtimeError.code };
    // An audit that errored leaves the category without a score (and its figure without a value).
    const score = report.categories.performance?.score;
    if (typeof score !== 'number') return { failed: 'no performance score' };
    return figuresOf({ ...report, categories: { performance: { score } } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the Lighthouse CLI; returns how it failed, or nothing when it wrote its report. */
function runLighthouseProcess(url: string, chromePath: string, out: string): string | undefined {
  try {
    execFileSync(
      lighthouseBin(),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromePath },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 180_000,
      },
    );
  } catch (error) {
    const { status, signal, stderr } = error as {
      status?: number | null;
      signal?: string | null;
      stderr?: Buffer;
    };
    const lastLine = String(stderr ?? '')
      .trim()
      .split('\n')
      .pop();
    return signal ? `killed by ${signal}` : `exit ${status}${lastLine ? `: ${lastLine.slice(0, 160)}` : ''}`;
  }
  return existsSync(out) ? undefined : 'no report written';
}

function figuresOf(
  report: LighthouseReport & { categories: { performance: { score: number } } },
): LighthouseFigures {
  const scripts = (
    report.audits['resource-summary']?.details?.items as { resourceType: string; transferSize: number }[]
  )?.find((item) => item.resourceType === 'script');
  const value = (audit: string) => {
    const found = report.audits[audit];
    if (!found) throw new Error(`Lighthouse report without the ${audit} audit`);
    return found.numericValue;
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    scriptTransferBytes: scripts?.transferSize ?? 0,
    cpuIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/** The runs that produced figures, and the failures counted by reason (`NO_NAVSTART ×1`). */
export function splitRuns(runs: readonly (LighthouseFigures | LighthouseFailure)[]) {
  const measured = runs.filter((run): run is LighthouseFigures => !('failed' in run));
  const reasons = new Map<string, number>();
  for (const run of runs) if ('failed' in run) reasons.set(run.failed, (reasons.get(run.failed) ?? 0) + 1);
  const failed = [...reasons].map(([reason, count]) => `${reason} ×${count}`).join(', ');
  return { measured, failed };
}
