import { defineConfig, devices } from '@playwright/test';
import { E2E_FEEDBACK_DATA_DIR, E2E_FEEDBACK_TOKEN } from './tests/e2e/feedback-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser tests run against the production build (`npm run build` first) in Debian's Chromium;
 * Playwright never downloads a browser here. CHROME_PATH overrides the binary.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries anywhere: a test that fails once is a bug to fix, never a result to retry green.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: CHROMIUM }],
  webServer: {
    command: `node server.mjs -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // First start creates the embedded feedback database (initdb in WebAssembly): allow for a busy machine.
    timeout: 240_000,
    // The feedback API: a maintainer token the specs use, and its own embedded database folder.
    env: { FEEDBACK_ADMIN_TOKEN: E2E_FEEDBACK_TOKEN, FEEDBACK_DATA_DIR: E2E_FEEDBACK_DATA_DIR },
  },
});
