import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What the fake ad provider answers; tests switch it between cases. */
export type ProviderScenario = 'usable' | 'malformed' | 'error' | 'empty' | 'slot' | 'backer';

export interface MockAdProvider {
  origin: string;
  scenario: ProviderScenario;
  /** Every request path (with query) received, in order. */
  requests: string[];
  hits(pathname: string): string[];
  reset(scenario: ProviderScenario): void;
  close(): Promise<void>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A real HTTP server standing in for the third-party ad provider (JSON endpoint, script, pixels). */
export async function startMockAdProvider(port: number): Promise<MockAdProvider> {
  const origin = `http://127.0.0.1:${port}`;
  const state: MockAdProvider = {
    origin,
    scenario: 'usable',
    requests: [],
    hits: (pathname) => state.requests.filter((r) => r.split('?')[0] === pathname),
    reset(scenario) {
      state.scenario = scenario;
      state.requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    state.requests.push(url.pathname + url.search);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('cache-control', 'no-store');
    const json = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    switch (url.pathname) {
      case '/ads.json':
        if (state.scenario === 'malformed') return json(200, '{"ads": [{"statlink": ');
        if (state.scenario === 'error') return json(500, '{"error":"boom"}');
        if (state.scenario === 'empty')
          return json(200, JSON.stringify({ ads: [{}, { company: 'No link' }] }));
        return json(
          200,
          JSON.stringify({
            ads: [
              {},
              {
                statlink: `${origin}/click?ad=1`,
                statimp: `${origin}/imp?ad=1`,
                image: `${origin}/ad.svg`,
                company: 'Acme Widgets',
                description: 'Widgets for local testing.',
                pixel: `${origin}/px1?t=[timestamp]||${origin}/px2?t=[timestamp]&x=1`,
                timestamp: 1730000000,
              },
            ],
          }),
        );
      case '/ad-script.js': {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        const href =
          state.scenario === 'backer'
            ? 'https://mui.com/discover-more/backers/'
            : `${origin}/click?ad=script`;
        // Like a real provider script: inserts its slot right after itself.
        return res.end(`(function () {
  var slot = document.createElement('div');
  slot.id = 'carbonads';
  var link = document.createElement('a');
  link.href = ${JSON.stringify(href)};
  link.textContent = 'Script ad from the provider';
  slot.appendChild(link);
  document.currentScript.after(slot);
})();`);
      }
      case '/ad.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        return res.end(
          '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#369"/></svg>',
        );
      case '/imp':
      case '/px1':
      case '/px2':
        res.writeHead(200, { 'content-type': 'image/gif' });
        return res.end(GIF);
      default:
        res.writeHead(404);
        return res.end();
    }
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return state;
}
