import { spawn } from 'node:child_process';

export interface ServedBuild {
  origin: string;
  stop: () => void;
}

/**
 * Starts the production server of the build in `cwd` on loopback and waits until it answers. A
 * server that exits first (a port or the feedback folder taken) fails with what it printed.
 */
export async function serveBuild(cwd: string, port: number): Promise<ServedBuild> {
  const origin = `http://127.0.0.1:${port}`;
  // Own process group, so stopping it also stops any worker Next starts.
  const server = spawn('node', ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) {
      throw new Error(`the server in ${cwd} exited (${server.exitCode}) before answering:\n${stderr}`);
    }
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server in ${cwd} did not answer on ${origin} within 60 s:\n${stderr}`);
}
