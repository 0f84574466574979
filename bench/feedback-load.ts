/**
 * `npm run bench:feedback`: concurrent submissions against the production server on loopback for
 * FEEDBACK_BENCH_SECONDS (default and minimum 30), then counts the stored rows against the 201s.
 * Uses PGlite in a fresh temporary folder, or DATABASE_URL when set. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './feedback/server-process';
import { allIds, LOAD_ENV, sampleSubmission } from './feedback/load-helpers';

const seconds = Math.max(30, Number(process.env.FEEDBACK_BENCH_SECONDS ?? 30));
const connections = Number(process.env.FEEDBACK_BENCH_CONNECTIONS ?? 16);
const dataDir = mkdtempSync(path.join(tmpdir(), 'feedback-bench-'));

const server = await startServer({ env: { ...LOAD_ENV, FEEDBACK_DATA_DIR: dataDir } });
try {
  const before = await allIds(server.origin, LOAD_ENV.FEEDBACK_ADMIN_TOKEN);
  let created = 0;
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.origin}/api/feedback/`,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify(sampleSubmission()),
        requests: [
          {
            onResponse: (status, body) => {
              if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
            },
          },
        ],
        connections,
        duration: seconds,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (statusCode === 201) created += 1;
    });
  });
  const after = await allIds(server.origin, LOAD_ENV.FEEDBACK_ADMIN_TOKEN);
  const stored = after.size - before.size;
  const missing = [...acknowledged].filter((id) => !after.has(id));

  console.log(
    `\nfeedback bench: ${seconds} s, ${connections} connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.table({
    'requests/s (mean)': result.requests.average,
    'latency p50 (ms)': result.latency.p50,
    'latency p99 (ms)': result.latency.p99,
    'latency max (ms)': result.latency.max,
    'requests total': result.requests.total,
    '201 acknowledged': created,
    'distinct ids in 201s': acknowledged.size,
    'rows stored': stored,
    'acknowledged but missing': missing.length,
    // Requests still in flight when the run stops are committed but their answers are dropped.
    'stored, answer not read': stored - acknowledged.size,
    'errors (connection)': result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  });
  console.log('status codes:', Object.fromEntries(statuses));
  if (missing.length > 0 || acknowledged.size !== created) {
    console.error(`FAIL: ${missing.length} of ${created} acknowledged submissions are not stored`);
    process.exitCode = 1;
  } else {
    console.log(`OK: every one of the ${created} acknowledged submissions is stored (looked up by id).`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
