import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway self-signed certificate for `host` (the browser is told to accept it). */
function selfSignedCertificate(host: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-proxy-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A local HTTPS reverse proxy in front of the built site that can play a second deploy: in deploy 2 it
 * serves a byte-different /sw.js (what a new build produces) and tags every response with
 * `x-deploy`, so a test can tell network answers from cached ones.
 */
export async function startDeployProxy(port: number, upstreamPort: number, host: string) {
  let deploy = 1;
  const server: Server = createServer(selfSignedCertificate(host), (req, res) => {
    const rewritesWorker = req.url?.split('?')[0] === '/sw.js' && deploy > 1;
    const headers = { ...req.headers };
    if (rewritesWorker) {
      // The body gets bytes appended: it must arrive whole and uncompressed, never as a 304.
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers, 'x-deploy': String(deploy) };
        if (rewritesWorker) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat([Buffer.concat(chunks), Buffer.from(`\n// deploy ${deploy}\n`)]);
            delete answerHeaders['content-length'];
            delete answerHeaders.etag;
            res.writeHead(answer.statusCode ?? 200, answerHeaders);
            res.end(body);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 200, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    setDeploy: (value: number) => void (deploy = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
