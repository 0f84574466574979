/**
 * `npm run fault:feedback`: kill -9 the production server in the middle of a load of submissions,
 * restart it on the same data, and check that every submission acknowledged with 201 is stored.
 * FEEDBACK_FAULT_ROUNDS rounds (default 3), each killing after 3-6 s of load. Needs a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './feedback/server-process';
import { allIds, LOAD_ENV, sampleSubmission } from './feedback/load-helpers';

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
