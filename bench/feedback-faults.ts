/**
 * `npm run fault:feedback`: first the hostile and broken-configuration scenarios of #45
 * (bench/feedback/fault-scenarios.ts: broken storage, a second process on one folder, oversized
 * and slow uploads, maintainer parameters, rate-limit identity, Origin, HSTS), then kill -9 the
 * production server in the middle of a load of submissions, restart it on the same data, and check
 * that every submission acknowledged with 201 is stored. FEEDBACK_FAULT_ROUNDS rounds (default 3),
 * each killing after 3-6 s of load. FEEDBACK_FAULT_SCENARIOS picks scenarios by name (comma
 * separated: storage, second, uploads, slow, requests, headers, kill; default all). Needs a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './feedback/server-process';
import { allIds, LOAD_ENV, sampleSubmission } from './feedback/load-helpers';
import {
  hostileUploads,
  requestChecks,
  secondProcess,
  slowClients,
  storageFaults,
  transportHeaders,
  type ScenarioResult,
} from './feedback/fault-scenarios';

const chosen = new Set(
  (process.env.FEEDBACK_FAULT_SCENARIOS ?? 'storage,second,uploads,slow,requests,headers,kill')
    .split(',')
    .map((name) => name.trim()),
);
const scenarios: [string, () => Promise<ScenarioResult>][] = [
  ['storage', storageFaults],
  ['second', secondProcess],
  ['uploads', hostileUploads],
  ['slow', slowClients],
  ['requests', requestChecks],
  ['headers', transportHeaders],
];
for (const [name, run] of scenarios) {
  if (!chosen.has(name)) continue;
  const started = Date.now();
  const result = await run();
  console.log(
    `\n${result.ok ? 'OK' : 'FAIL'}: ${result.name} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  for (const line of result.lines) console.log(`  ${line}`);
  if (!result.ok) process.exitCode = 1;
}
if (!chosen.has('kill')) process.exit();

const rounds = Number(process.env.FEEDBACK_FAULT_ROUNDS ?? 3);
const concurrency = Number(process.env.FEEDBACK_FAULT_CONCURRENCY ?? 16);
const dataDir = mkdtempSync(path.join(tmpdir(), 'feedback-fault-'));
const env = { ...LOAD_ENV, FEEDBACK_DATA_DIR: dataDir };
const body = JSON.stringify(sampleSubmission());

const acknowledged = new Set<string>();
let connectionErrors = 0;
const otherStatuses = new Map<number, number>();
let missingTotal = 0;

async function load(server: ServerProcess, stop: { now: boolean }) {
  while (!stop.now) {
    try {
      const response = await fetch(`${server.origin}/api/feedback/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body,
      });
      if (response.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
      else otherStatuses.set(response.status, (otherStatuses.get(response.status) ?? 0) + 1);
    } catch {
      connectionErrors += 1; // the server died (or was restarting): not acknowledged
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    }
  }
}

let server = await startServer({ env });
try {
  for (let round = 1; round <= rounds; round++) {
    const ackedBefore = acknowledged.size;
    const stop = { now: false };
    const workers = Array.from({ length: concurrency }, () => load(server, stop));
    const killAfter = 3000 + Math.round(Math.random() * 3000);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await server.kill9();
    stop.now = true;
    await Promise.all(workers);

    const restartStart = Date.now();
    server = await startServer({ env });
    const restartMs = Date.now() - restartStart;
    const stored = await allIds(server.origin, LOAD_ENV.FEEDBACK_ADMIN_TOKEN);
    const missing = [...acknowledged].filter((id) => !stored.has(id));
    missingTotal = missing.length; // cumulative: every id acknowledged so far is checked
    console.log(
      `round ${round}: killed after ${killAfter} ms; acknowledged this round ${acknowledged.size - ackedBefore}, ` +
        `total acknowledged ${acknowledged.size}, rows after restart ${stored.size}, missing ${missing.length}, ` +
        `connection errors ${connectionErrors}, other statuses ${JSON.stringify(Object.fromEntries(otherStatuses))}, ` +
        `restart ${restartMs} ms`,
    );
  }
  if (missingTotal > 0) {
    console.error(`FAIL: ${missingTotal} acknowledged submissions were lost`);
    process.exitCode = 1;
  } else {
    console.log(`OK: all ${acknowledged.size} acknowledged submissions survived ${rounds} kill -9 restarts.`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
