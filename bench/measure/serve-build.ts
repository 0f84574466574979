import { spawn } from 'node:child_process';

export interface ServedBuild {
  origin: string;
  stop: () => void;
}

/** Starts the production server of the build in `cwd` on loopback and waits until it answers. */
export async function serveBuild(cwd: string, port: number): Promise<ServedBuild> {
  const origin = `http://127.0.0.1:${port}`;
  // Own process group, so stopping it also stops any worker Next starts.
  const server = spawn('node', ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid!, 'SIGTERM');
  for (let attempt = 0; attempt < 120; attempt++) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server in ${cwd} did not answer on ${origin} within 60 s`);
}
