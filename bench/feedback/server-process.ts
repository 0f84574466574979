import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The production server (server.mjs, as `npm start` runs it) as a child process, for the load, fault and API tests. */
export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed, for error messages. */
  output(): string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, as in a crash. */
  kill9(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer({
  port,
  env,
  readyTimeoutMs = 240_000,
}: {
  port?: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const root = process.cwd();
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const chosen = port ?? (await freePort());
  // Started directly with node (no npx/sh in between), so the pid is the server's and kill -9 hits it.
  const child = spawn(
    process.execPath,
    [path.join(root, 'server.mjs'), '-p', String(chosen), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${chosen}`;

  // server.mjs prints `ready on …` once Next is loaded and feedback storage has opened or failed.
  const deadline = Date.now() + readyTimeoutMs;
  while (!/^ready on /m.test(log)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    origin,
    port: chosen,
    child,
    output: () => log,
    stop: () => signal('SIGTERM'),
    kill9: () => signal('SIGKILL'),
  };
}
