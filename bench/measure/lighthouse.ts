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

/** One mobile Lighthouse run (default preset, simulated throttling, performance only). */
export function runLighthouse(url: string, chromePath: string): LighthouseFigures {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
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
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scripts = (
      report.audits['resource-summary']?.details?.items as { resourceType: string; transferSize: number }[]
    )?.find((item) => item.resourceType === 'script');
    return {
      performance: Math.round(report.categories.performance.score * 100),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      scriptTransferBytes: scripts?.transferSize ?? 0,
      cpuIndex: Math.round(report.environment.benchmarkIndex),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
